import {
  addIstDays,
  istInstant,
  istToday,
  type CreateOrderResponse,
  type GiftRecord,
} from '@yoga/contracts';
import { OutboxService } from '../src/modules/messages/index.js';
import { renderEmail } from '../src/modules/messages/templates.js';
import { settleEvents } from './support/events.js';
import { sandboxPay, stubClock } from './support/payments.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  bearer,
  createTestApp,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

/** Issue 38: a gift's message is not a mailing service, and the buyer's words are a quote, not ours. */
describe("a gift's message: re-sends and the buyer's words", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let now: Date;
  let setNow: (d: Date) => void;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yoga <no-reply@yoga.test>',
      PUBLIC_URL: 'https://yoga.example.in',
    });
    // 10:00 IST on a fixed day.
    now = istInstant('2026-12-01', '10:00');
    setNow = stubClock(t, now);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function buyer(name: string, language: 'en' | 'hi' = 'en'): Promise<Session> {
    const s = await registerAndLogin(t, { name });
    await t.http().patch('/api/profile').set(bearer(s.token)).send({ language }).expect(200);
    return s;
  }

  async function buyGift(s: Session, email: string, message?: string): Promise<GiftRecord> {
    const order = (
      await t
        .http()
        .post('/api/gifts/orders')
        .set(bearer(s.token))
        .send({ plan: 'big', currency: 'INR', recipient: { name: 'Meera', email }, message })
        .expect(201)
    ).body as CreateOrderResponse;
    const checkout = await sandboxPay(t, s.token, order.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    await settleEvents(t);
    const mine = (await t.http().get('/api/gifts/mine').set(bearer(s.token)).expect(200))
      .body as GiftRecord[];
    return mine.find((g) => g.recipient.email === email)!;
  }

  const resend = (s: Session, gift: GiftRecord, language = 'en') =>
    t
      .http()
      .post(`/api/gifts/${gift.id}/resend`)
      .set(bearer(s.token))
      .set('Accept-Language', language);

  /** Sends what the outbox holds; the emails that reached `to`. */
  async function mailsTo(to: string) {
    await settleEvents(t);
    await t.app.get(OutboxService).sendDue(now);
    return smtp.received.filter((m) => m.to.includes(to));
  }

  it('re-sends a gift at most 3 times a day: then 429 gift_resend_limit with Retry-After until the next IST day', async () => {
    const asha = await buyer('Asha Sharma');
    const gift = await buyGift(asha, 'meera.limit@example.in', 'Happy birthday!');
    for (let i = 0; i < 3; i++) await resend(asha, gift).expect(200);
    const refused = await resend(asha, gift).expect(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'gift_resend_limit',
      message:
        "A gift's message can be sent again at most 3 times a day. Please try again tomorrow.",
      params: { max: 3 },
    });
    // 14:00 left until midnight IST.
    expect(Number(refused.headers['retry-after'])).toBe(14 * 3600);
    const hi = await resend(asha, gift, 'hi').expect(429);
    expect(hi.body.message).toBe(
      'उपहार का संदेश एक दिन में ज़्यादा से ज़्यादा 3 बार दोबारा भेजा जा सकता है। कृपया कल फिर कोशिश करें।',
    );
    // 30 tries make 4 emails in all (the first sending and 3 re-sends), not 31.
    for (let i = 0; i < 26; i++) await resend(asha, gift).expect(429);
    expect(await mailsTo('meera.limit@example.in')).toHaveLength(4);

    // Another gift of the same buyer has its own re-sends.
    const second = await buyGift(asha, 'meera.second@example.in');
    await resend(asha, second).expect(200);

    // The next IST day: 3 more.
    now = istInstant(addIstDays(istToday(now), 1), '00:05');
    setNow(now);
    for (let i = 0; i < 3; i++) await resend(asha, gift).expect(200);
    await resend(asha, gift).expect(429);
    expect(await mailsTo('meera.limit@example.in')).toHaveLength(7);
  });

  it("shows the buyer's message as a quote from the buyer, never as the business speaking", async () => {
    const asha = await buyer('Asha Sharma');
    const words =
      'Happy birthday!\nYour account needs attention: pay at https://evil.example\n— Yoga Team';
    await buyGift(asha, 'meera.quote@example.in', words);
    const [mail] = await mailsTo('meera.quote@example.in');
    expect(mail.text).toContain(
      [
        'Asha Sharma wrote:',
        '> “Happy birthday!',
        '> Your account needs attention: pay at https://evil.example',
        '> — Yoga Team”',
      ].join('\n'),
    );
    // No line of the buyer's text stands on its own, as if the business wrote it.
    for (const line of mail.text.split('\n'))
      if (/Happy birthday|needs attention|Yoga Team/.test(line)) expect(line).toMatch(/^> /);
  });

  it('quotes in the language of the message, and leaves no gap without a message', () => {
    const params = {
      name: 'Meera',
      buyer: 'आशा शर्मा',
      plan_name: 'बिग पैकेज',
      code: 'ABCDEFGHJK',
      gift_message: 'जन्मदिन मुबारक!',
      register_link: 'https://yoga.example.in/auth/register?gift=ABCDEFGHJK',
      redeem_link: 'https://yoga.example.in/user/gifts?code=ABCDEFGHJK',
    };
    expect(renderEmail('gift_received', 'hi', params).text).toContain(
      'आशा शर्मा ने लिखा:\n> “जन्मदिन मुबारक!”',
    );
    const without = renderEmail('gift_received', 'en', { ...params, gift_message: '  ' }).text;
    expect(without).not.toContain('wrote:');
    expect(without).not.toMatch(/\n{3,}/);
    expect(without).toContain('has gifted you बिग पैकेज.\n\nYour gift code: ABCDEFGHJK');
  });
});
