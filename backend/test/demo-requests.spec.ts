import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  istInstant,
  type DemoRequest,
  type DemoRequestCount,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { StudentNotices } from '../src/modules/messages/student-notices.js';
import { startFakeWhatsapp } from './support/fake-whatsapp.js';
import { stubClock } from './support/payments.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const TOKEN = 'test-whatsapp-token';
const PHONE_ID = '1234567890';

/** Re-reads until `done` holds (domain events are delivered just after the commit). */
async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('demo requests: the admin sends the joining link', () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof startFakeWhatsapp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let setNow: (d: Date) => void;
  const now = istInstant(addIstDays(istDate(), 1), '09:00');
  const tomorrow = istDate(now);

  beforeAll(async () => {
    wa = await startFakeWhatsapp(TOKEN, PHONE_ID);
    smtp = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yoga <no-reply@yoga.test>',
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_API_URL: wa.url,
      PUBLIC_URL: 'https://yoga.example.in',
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, now);
    // The welcome at registration has its own suite (welcome.spec.ts).
    jest.spyOn(t.app.get(StudentNotices), 'welcome').mockResolvedValue();
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
    await smtp.close();
  });

  const outboxOf = (userId: number, event = 'demo_link') =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { userId, event: event as OutboxMessage['event'] }, order: { id: 'ASC' } });
  const count = async () =>
    (
      (await t.http().get('/api/bookings/demo-requests/count').set(bearer(admin)).expect(200))
        .body as DemoRequestCount
    ).new;
  const requests = async (query = '') => {
    const res = await t
      .http()
      .get(`/api/bookings/demo-requests${query}`)
      .set(bearer(admin))
      .expect(200);
    return { items: res.body as DemoRequest[], total: Number(res.headers['x-total-count']) };
  };
  const bookDemo = async (token: string, date: string, time: string, name = 'Asha Verma') =>
    (
      await t
        .http()
        .post('/api/bookings/demo')
        .set(bearer(token))
        .send({
          name,
          email: 'asha@test.local',
          phone: '9811111111',
          preferred_date: date,
          preferred_time: time,
          notes: 'Back pain',
        })
        .expect(201)
    ).body.booking.id as number;

  it('lists new requests soonest first with a count, sends the link in the student language and marks it sent', async () => {
    const before = await count();
    const hindi = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(hindi.token))
      .send({ language: 'hi', consents: { whatsapp: true } })
      .expect(200);
    const english = await registerAndLogin(t);
    const later = await bookDemo(english.token, addIstDays(tomorrow, 2), '18:00', 'Ravi Kumar');
    const sooner = await bookDemo(hindi.token, tomorrow, '18:45');
    expect(await count()).toBe(before + 2);
    const listed = await requests();
    expect(listed.total).toBe(before + 2);
    const [first, second] = listed.items.filter((r) => r.id === sooner || r.id === later);
    expect(first).toEqual({
      id: sooner,
      user_id: hindi.user.id,
      name: 'Asha Verma',
      email: 'asha@test.local',
      phone: '+919811111111',
      preferred_date: tomorrow,
      preferred_time: '18:45',
      notes: 'Back pain',
      created_at: expect.any(String),
      past: false,
      demo_link: null,
      link_sent_at: null,
    });
    expect(second.id).toBe(later);

    // Students never see the list nor send links.
    await t.http().get('/api/bookings/demo-requests').set(bearer(hindi.token)).expect(403);
    await t.http().get('/api/bookings/demo-requests/count').set(bearer(hindi.token)).expect(403);
    await t
      .http()
      .post(`/api/bookings/${sooner}/demo-link`)
      .set(bearer(hindi.token))
      .send({ link: 'https://meet.example.com/demo' })
      .expect(403);

    const link = 'https://meet.example.com/demo-asha';
    const sent = await t
      .http()
      .post(`/api/bookings/${sooner}/demo-link`)
      .set(bearer(admin))
      .send({ link })
      .expect(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Joining link sent to the student.',
      request: { id: sooner, demo_link: link, link_sent_at: now.toISOString(), past: false },
    });
    expect(await count()).toBe(before + 1);
    expect((await requests('?status=new')).items.some((r) => r.id === sooner)).toBe(false);
    expect((await requests('?status=sent')).items.map((r) => r.id)).toContain(sooner);
    expect((await requests('?status=all')).items.map((r) => r.id)).toEqual(
      expect.arrayContaining([sooner, later]),
    );

    // The messages module hears of it (domain event) and queues email and WhatsApp, in Hindi.
    const rows = await poll(
      () => outboxOf(hindi.user.id),
      (r) => r.length === 2,
    );
    expect(rows.map((r) => [r.channel, r.language])).toEqual([
      ['email', 'hi'],
      ['whatsapp', 'hi'],
    ]);
    const mailsBefore = smtp.received.length;
    await t.app.get(JobsService).runNow('outbox.send');
    expect((await outboxOf(hindi.user.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    const mail = smtp.received.slice(mailsBefore).find((m) => m.to.includes(hindi.user.email))!;
    expect(mail.subject).toContain('आपकी डेमो क्लास का लिंक');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('शाम 6:45 बजे IST'); // her language's clock (issue 37)
    const whatsapp = wa.requests.find((r) => r.body.template.name === 'demo_link')!;
    expect(whatsapp.body.template.language.code).toBe('hi');
    expect(JSON.stringify(whatsapp.body.template.components)).toContain(link);

    // Without the WhatsApp consent only the email goes (it is about the student's own booking).
    await t
      .http()
      .post(`/api/bookings/${later}/demo-link`)
      .set(bearer(admin))
      .send({ link })
      .expect(200);
    const englishRows = await poll(
      () => outboxOf(english.user.id),
      (r) => r.length === 1,
    );
    expect(englishRows.map((r) => [r.channel, r.language])).toEqual([['email', 'en']]);

    // The same link again queues nothing new; a corrected link is sent.
    await t
      .http()
      .post(`/api/bookings/${sooner}/demo-link`)
      .set(bearer(admin))
      .send({ link })
      .expect(200);
    await t
      .http()
      .post(`/api/bookings/${sooner}/demo-link`)
      .set(bearer(admin))
      .send({ link: 'https://meet.example.com/demo-asha-2' })
      .expect(200);
    const again = await poll(
      () => outboxOf(hindi.user.id),
      (r) => r.length === 4,
    );
    expect(again).toHaveLength(4);
    expect(JSON.parse(again[3].params)).toMatchObject({
      join_link: 'https://meet.example.com/demo-asha-2',
    });
  });

  it('refuses bad links, unknown or class bookings and demos already past with clear 4xx', async () => {
    const s = await registerAndLogin(t);
    const demo = await bookDemo(s.token, tomorrow, '10:00');
    const cases: [string, unknown, number, string][] = [
      [
        `/api/bookings/${demo}/demo-link`,
        { link: 'ftp://x.example.com' },
        400,
        'link must be an http(s) URL.',
      ],
      [`/api/bookings/${demo}/demo-link`, {}, 400, 'Please fill in all fields.'],
      [
        `/api/bookings/${demo}/demo-link`,
        { link: 'https://a.example.com', x: 1 },
        400,
        'property x should not exist',
      ],
      [
        '/api/bookings/999999/demo-link',
        { link: 'https://a.example.com' },
        404,
        'Demo request not found.',
      ],
      ['/api/bookings/abc/demo-link', { link: 'https://a.example.com' }, 400, 'Invalid id.'],
    ];
    for (const [url, body, status, message] of cases) {
      const res = await t
        .http()
        .post(url)
        .set(bearer(admin))
        .send(body as object)
        .expect(status);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const bad = await t
      .http()
      .get('/api/bookings/demo-requests?status=old')
      .set(bearer(admin))
      .expect(400);
    expect(bad.body).toMatchObject({ message: 'status must be new, sent or all.' });

    // A class booking is not a demo request.
    const c = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Sunrise Hatha',
          date: addIstDays(tomorrow, 1),
          time: '06:30',
          link: 'https://meet.example.com/sunrise',
        })
        .expect(201)
    ).body as { id: number; date: string; time: string };
    const booked = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(s.token))
      .send({
        class_id: c.id,
        name: 'Asha Verma',
        email: 'asha@test.local',
        phone: '9811111111',
        preferred_date: c.date,
        preferred_time: c.time,
      })
      .expect(201);
    await t
      .http()
      .post(`/api/bookings/${booked.body.booking.id}/demo-link`)
      .set(bearer(admin))
      .send({ link: 'https://a.example.com' })
      .expect(404);

    // Once the demo's time has passed it leaves the new requests and its link cannot be sent.
    setNow(istInstant(tomorrow, '10:00'));
    expect((await requests()).items.some((r) => r.id === demo)).toBe(false);
    const all = await requests('?status=all');
    expect(all.items.find((r) => r.id === demo)).toMatchObject({ past: true });
    const late = await t
      .http()
      .post(`/api/bookings/${demo}/demo-link`)
      .set(bearer(admin))
      .send({ link: 'https://a.example.com' })
      .expect(409);
    expect(late.body).toMatchObject({ message: 'This demo class has already taken place.' });
    expect(await outboxOf(s.user.id)).toEqual([]);
  });
});
