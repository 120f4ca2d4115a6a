import {
  addIstDays,
  istToday,
  subscriptionEndDate,
  type CreateOrderResponse,
  type GiftRecord,
  type MySubscription,
  type PaymentRecord,
  type AdminPaymentsResponse,
  type RedeemGiftResponse,
} from '@yoga/contracts';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { GiftsService } from '../src/modules/gifts/index.js';
import { settleEvents } from './support/events.js';
import { getDocument } from './support/invoices.js';
import { sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';
import { renderEmail } from '../src/modules/messages/templates.js';

const DAY = 24 * 3600 * 1000;

describe('gift a membership (sandbox gateway)', () => {
  let t: TestApp;
  let buyer: Session;
  let clock: Date;
  let setClock: (d: Date) => void;

  beforeAll(async () => {
    t = await createTestApp();
    clock = new Date();
    setClock = stubClock(t, clock);
    buyer = await registerAndLogin(t);
  });
  afterAll(() => t.close());

  const giftOrder = (s: Session, body: Record<string, unknown>) =>
    t.http().post('/api/gifts/orders').set(bearer(s.token)).send(body);

  /** Order, sandbox Checkout and verify of a gift; the events settled. */
  async function buyGift(s: Session, body: Record<string, unknown>) {
    const res = await giftOrder(s, { plan: 'big', currency: 'INR', ...body }).expect(201);
    const order = res.body as CreateOrderResponse;
    const checkout = await sandboxPay(t, s.token, order.order_id);
    const verify = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(checkout)
      .expect(200);
    await settleEvents(t);
    return { order, verify: verify.body as { success: boolean; message: string } };
  }

  async function mine(s: Session): Promise<GiftRecord[]> {
    return (await t.http().get('/api/gifts/mine').set(bearer(s.token)).expect(200))
      .body as GiftRecord[];
  }

  async function me(s: Session): Promise<MySubscription> {
    return (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;
  }

  const giftMessages = (giftCode: string) =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { event: 'gift_received' }, order: { id: 'ASC' } })
      .then((rows) => rows.filter((r) => r.params.includes(giftCode)));

  const redeem = (s: Session, code: string) =>
    t.http().post('/api/gifts/redeem').set(bearer(s.token)).send({ code });

  it('refuses bad orders with clear 400 codes', async () => {
    const today = istToday(clock);
    const cases: [Record<string, unknown>, string][] = [
      [{ plan: 'big', currency: 'INR', recipient: { name: 'Asha' } }, 'gift_contact_missing'],
      [
        { plan: 'big', currency: 'INR', recipient: { name: 'Asha', email: '', phone: '' } },
        'gift_contact_missing',
      ],
      [
        {
          plan: 'big',
          currency: 'INR',
          recipient: { name: 'Asha', email: 'a@b.in' },
          send_on: addIstDays(today, -1),
        },
        'gift_send_on_past',
      ],
      [
        {
          plan: 'big',
          currency: 'INR',
          recipient: { name: 'Asha', email: 'a@b.in' },
          send_on: addIstDays(today, 366),
        },
        'gift_send_on_too_far',
      ],
      [
        {
          plan: 'big',
          currency: 'INR',
          recipient: { name: 'Asha', email: 'a@b.in' },
          send_on: '2026-02-30',
        },
        'validation_failed',
      ],
      [
        { plan: 'big', currency: 'INR', recipient: { name: 'Asha', email: 'nope' } },
        'validation_failed',
      ],
      [{ plan: 'big', currency: 'INR' }, 'validation_failed'],
      [
        { plan: 'big', currency: 'EUR', recipient: { name: 'A', phone: '9876543210' } },
        'validation_failed',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await giftOrder(buyer, body).expect(400);
      expect(res.body).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
    }
    await giftOrder(buyer, {
      plan: 'no-such-plan',
      currency: 'INR',
      recipient: { name: 'A', email: 'a@b.in' },
    }).expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
  });

  it('is bought at the plan price, invoiced to the buyer, and its message queued at once', async () => {
    const plans = (await t.http().get('/api/plans').expect(200)).body as {
      slug: string;
      prices: { INR: { offer: number } };
    }[];
    const big = plans.find((p) => p.slug === 'big')!;
    const { order, verify } = await buyGift(buyer, {
      recipient: { name: 'Asha Rao', email: 'asha@example.in', phone: '98100 12345' },
      message: 'Happy birthday!',
    });
    expect(order.amount).toBe(big.prices.INR.offer);
    expect(verify.success).toBe(true);

    // The buyer's invoice, and no period for the buyer.
    const payments = (await t.http().get('/api/payments/mine').set(bearer(buyer.token)).expect(200))
      .body as PaymentRecord[];
    const paid = payments.find((p) => p.id === order.payment_id)!;
    expect(paid.status).toBe('paid');
    expect((await getDocument(t, buyer.token, order.payment_id)).status).toBe(200);
    expect((await me(buyer)).status).not.toBe('active');

    const [gift] = await mine(buyer);
    expect(gift).toEqual(
      expect.objectContaining({
        state: 'sent',
        plan: 'big',
        amount: order.amount,
        recipient: { name: 'Asha Rao', email: 'asha@example.in', phone: '+919810012345' },
        message: 'Happy birthday!',
        send_on: null,
      }),
    );
    expect(gift.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    expect(gift.paid_at).not.toBeNull();
    expect(gift.sent_at).not.toBeNull();
    const messages = await giftMessages(gift.code!);
    expect(messages.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', 'asha@example.in'],
      ['whatsapp', '+919810012345'],
    ]);
    expect(JSON.parse(messages[0].params)).toEqual(
      expect.objectContaining({
        code: gift.code,
        register_link: expect.stringContaining(`/auth/register?gift=${gift.code}`),
        redeem_link: expect.stringContaining(`/user/gifts?code=${gift.code}`),
      }),
    );
  });

  it("a registered recipient's email is in her language; the buyer's receipt says it is a gift and for whom; the admin's list marks it a gift (issue 38)", async () => {
    const meera = `meera-${Date.now()}@test.local`;
    await registerAndLogin(t, { name: 'Meera Hindi', email: meera, language: 'hi' });
    const english = await registerAndLogin(t, { name: 'Gift Buyer', language: 'en' });
    const { order } = await buyGift(english, {
      recipient: { name: 'Meera', email: meera },
    });
    const [gift] = await mine(english);
    const [email] = await giftMessages(gift.code!);
    expect(email).toMatchObject({ channel: 'email', recipient: meera, language: 'hi' });
    // Someone without an account gets it in the buyer's language.
    await buyGift(english, { recipient: { name: 'Stranger', email: `nobody-${Date.now()}@x.in` } });
    const other = (await mine(english)).find((g) => g.code !== gift.code)!;
    expect((await giftMessages(other.code!))[0].language).toBe('en');

    // The buyer's receipt: the email says it was a gift, for whom.
    const receipts = await t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { event: 'payment_receipt', channel: 'email', userId: english.user.id } });
    const receipt = receipts.find((r) => r.idempotencyKey.startsWith('receipt:'))!;
    const text = renderEmail('payment_receipt', 'en', JSON.parse(receipt.params)).text;
    expect(text).toContain('It is your gift for ');
    expect(
      receipts.some((r) =>
        renderEmail('payment_receipt', 'en', JSON.parse(r.params)).text.includes(
          'your gift for Meera:',
        ),
      ),
    ).toBe(true);

    // The admin's payments list: a gift, not the buyer's own subscription.
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const list = (await t.http().get('/api/payments?q=Gift%20Buyer').set(bearer(admin)).expect(200))
      .body as AdminPaymentsResponse;
    const row = list.items.find((p) => p.id === order.payment_id)!;
    expect(row).toMatchObject({ purpose: 'gift', subscription_no: null });
  });

  it('the email and the panel say the same about when the gifted time starts (issue 38)', () => {
    const params = {
      name: 'Meera',
      buyer: 'Asha',
      plan_name: 'Big Saver',
      code: 'ABCDEFGHJK',
      gift_message: '',
      register_link: 'x',
      redeem_link: 'y',
    };
    expect(renderEmail('gift_received', 'en', params).text).toContain(
      'The gifted months start on the day you redeem the code, or when your free trial or current plan ends, so you lose no day.',
    );
    expect(renderEmail('gift_received', 'hi', params).text).toContain(
      'उपहार के महीने उसी दिन से शुरू होते हैं जिस दिन आप कोड इस्तेमाल करते हैं, या आपका फ़्री ट्रायल या मौजूदा प्लान खत्म होने पर, इसलिए आपका एक भी दिन नहीं जाता।',
    );
  });

  it('with a later send_on: not sent before that IST day; the job sends it when due', async () => {
    const sendOn = addIstDays(istToday(clock), 3);
    await buyGift(buyer, {
      recipient: { name: 'Ravi', email: 'ravi@example.in' },
      send_on: sendOn,
    });
    const [gift] = await mine(buyer);
    expect(gift).toEqual(
      expect.objectContaining({ state: 'paid', send_on: sendOn, sent_at: null }),
    );
    const gifts = t.app.get(GiftsService);
    await gifts.sendDue(new Date(clock.getTime() + 1 * DAY));
    await settleEvents(t);
    expect(await giftMessages(gift.code!)).toEqual([]);
    expect((await mine(buyer))[0].state).toBe('paid');

    clock = new Date(clock.getTime() + 3 * DAY);
    setClock(clock);
    await gifts.sendDue(clock);
    await gifts.sendDue(clock); // a second run sends nothing more
    await settleEvents(t);
    expect(await giftMessages(gift.code!)).toHaveLength(1);
    expect((await mine(buyer))[0].state).toBe('sent');
  });

  it('redeems once, stacked after the time the student has; own, unknown and repeated codes refused', async () => {
    const [gift] = await mine(buyer);
    // The buyer cannot redeem their own gift.
    expect((await redeem(buyer, gift.code!).expect(409)).body.code).toBe('gift_own');
    expect((await redeem(buyer, 'ZZZZZZZZZZ').expect(404)).body.code).toBe('gift_not_found');

    const recipient = await registerAndLogin(t);
    const before = await me(recipient);
    const base = new Date(before.ends_at ?? before.trial_ends_at);
    // Lower case with a dash: the same code.
    const typed = `${gift.code!.slice(0, 5)}-${gift.code!.slice(5)}`.toLowerCase();
    const res = await redeem(recipient, typed).expect(200);
    const body = res.body as RedeemGiftResponse;
    expect(body.months).toBe(gift.months);
    expect(new Date(body.subscription.ends_at!).getTime()).toBe(
      subscriptionEndDate(
        new Date(Math.max(base.getTime(), clock.getTime())),
        gift.months,
      ).getTime(),
    );
    expect((await me(recipient)).ends_at).toBe(body.subscription.ends_at);

    const other = await registerAndLogin(t);
    expect((await redeem(other, gift.code!).expect(409)).body.code).toBe('gift_already_redeemed');
    expect((await redeem(recipient, gift.code!).expect(409)).body.code).toBe(
      'gift_already_redeemed',
    );
    const after = (await mine(buyer)).find((g) => g.id === gift.id)!;
    expect(after.state).toBe('redeemed');
    expect(after.redeemed_at).not.toBeNull();
    // A redeemed gift is not sent again.
    const resend = await t
      .http()
      .post(`/api/gifts/${gift.id}/resend`)
      .set(bearer(buyer.token))
      .expect(409);
    expect(resend.body.code).toBe('gift_already_redeemed');
  });

  it('stacks a second gift after a paid period; re-send queues a new message; only own gifts', async () => {
    await buyGift(buyer, { recipient: { name: 'Meera', phone: '9876500011' } });
    const [gift] = await mine(buyer);
    const messagesBefore = (await giftMessages(gift.code!)).length;
    const resent = await t
      .http()
      .post(`/api/gifts/${gift.id}/resend`)
      .set(bearer(buyer.token))
      .expect(200);
    expect((resent.body as GiftRecord).state).toBe('sent');
    await settleEvents(t);
    expect((await giftMessages(gift.code!)).length).toBe(messagesBefore + 1);

    const stranger = await registerAndLogin(t);
    expect(await mine(stranger)).toEqual([]);
    await t.http().post(`/api/gifts/${gift.id}/resend`).set(bearer(stranger.token)).expect(404);
    await t.http().get('/api/gifts/mine').expect(401);

    // The recipient already holds a gifted period: this one starts where it ends.
    const recipient = await registerAndLogin(t);
    await buyGift(buyer, { recipient: { name: 'Meera', email: 'meera@example.in' } });
    const [second] = await mine(buyer);
    await redeem(recipient, gift.code!).expect(200);
    const first = await me(recipient);
    const res = await redeem(recipient, second.code!).expect(200);
    expect((res.body as RedeemGiftResponse).subscription.ends_at).toBe(
      subscriptionEndDate(new Date(first.ends_at!), second.months).toISOString(),
    );
  });
});
