import { jest } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { addIstDays, istDate, istInstant, type AdminMessageRow } from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { DomainEvents } from '../src/events/index.js';
import { OutboxService } from '../src/modules/messages/outbox.service.js';
import { StudentNotices } from '../src/modules/messages/student-notices.js';
import { renderWhatsapp } from '../src/modules/messages/templates.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { cloudError, startFakeWhatsapp } from './support/fake-whatsapp.js';
import { settleEvents } from './support/events.js';
import { buy, stubClock } from './support/payments.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { bookClass } from './support/bookings.js';

const TOKEN = 'test-whatsapp-token';
const PHONE_ID = '1234567890';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Student = Awaited<ReturnType<typeof registerAndLogin>>;

describe('messages: outbox, providers, reminders', () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof startFakeWhatsapp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let setNow: (d: Date) => void;

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
    setNow = stubClock(t, new Date());
    // The welcome at registration has its own suite (welcome.spec.ts): these count the other messages.
    jest.spyOn(t.app.get(StudentNotices), 'welcome').mockResolvedValue();
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
    await smtp.close();
  });
  beforeEach(() => wa.reset());

  const run = (job: string) => t.app.get(JobsService).runNow(job);
  const outboxRows = (userId: number) =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { userId }, order: { id: 'ASC' } });

  async function student(
    consents: { whatsapp?: boolean; email?: boolean },
    language: 'en' | 'hi' = 'en',
    timeZone?: string,
  ): Promise<Student> {
    const s = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ language, consents, ...(timeZone ? { time_zone: timeZone } : {}) })
      .expect(200);
    return s;
  }

  it('reminds each consenting student once, when joining opens (15 minutes before the class), in their language, abroad with her own time beside IST', async () => {
    // Inside the students' 14-day trial: they may join the class, so they are reminded.
    const day = addIstDays(istDate(), 3);
    const created = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Sunrise Hatha',
        class_type: 'paid',
        date: day,
        time: '06:30',
        link: 'https://meet.example.com/sunrise',
      })
      .expect(201);
    const asha = await student({ whatsapp: true, email: true });
    const none = await student({});
    // Ravi lives in New York (issue 37): his reminders say India time and his own, the evening before.
    const ravi = await student({ whatsapp: true, email: true }, 'hi', 'America/New_York');
    for (const s of [asha, none, ravi]) await bookClass(t, s, created.body.id, day, '06:30');
    const start = istInstant(day, '06:30');
    const mailsBefore = smtp.received.length;

    // 16 minutes before: nothing yet.
    setNow(new Date(start.getTime() - 16 * MINUTE));
    await run('reminders.scan');
    await run('outbox.send');
    expect(await outboxRows(asha.user.id)).toHaveLength(0);

    // At 15 minutes before, when joining opens: one email and one WhatsApp per consenting student.
    setNow(new Date(start.getTime() - 15 * MINUTE));
    await run('reminders.scan');
    await run('outbox.send');
    // A minute later the scan finds the same bookings: nothing is queued or sent twice.
    setNow(new Date(start.getTime() - 14 * MINUTE));
    await run('reminders.scan');
    await run('outbox.send');

    expect(await outboxRows(none.user.id)).toHaveLength(0);
    const ashaRows = await outboxRows(asha.user.id);
    expect(ashaRows.map((r) => [r.channel, r.event, r.status, r.attempts])).toEqual([
      ['email', 'class_reminder', 'sent', 1],
      ['whatsapp', 'class_reminder', 'sent', 1],
    ]);
    expect(ashaRows[1].providerMessageId).toMatch(/^wamid\./);

    expect(wa.requests).toHaveLength(2);
    const toAsha = wa.requests.find((r) => r.body.template.language.code === 'en')!;
    expect(toAsha.authorization).toBe(`Bearer ${TOKEN}`);
    expect(toAsha.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'class_reminder',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              asha.user.name,
              'Sunrise Hatha',
              '6:30 am IST',
              'https://yoga.example.in/user/bookings',
              'https://yoga.example.in/user/profile',
            ].map((text) => ({ type: 'text', text })),
          },
        ],
      },
    });
    const toRavi = wa.requests.find((r) => r.body.template.language.code === 'hi')!;
    expect(toRavi.body.template.name).toBe('class_reminder');
    // 06:30 IST is 01:00 UTC: 9 pm in New York in summer (EDT), 8 pm in winter (EST), the day before.
    const raviTime = /^सुबह 6:30 बजे IST · रात (9:00 बजे EDT|8:00 बजे EST) \(एक दिन पहले\)$/;
    expect(toRavi.body.template.components[0].parameters[2].text).toMatch(raviTime);

    const mails = smtp.received.slice(mailsBefore);
    expect(mails).toHaveLength(2);
    const ashaMail = mails.find((m) => m.to.includes(asha.user.email))!;
    expect(ashaMail.subject).toBe('Your yoga class starts at 6:30 am IST');
    expect(ashaMail.text).toContain('Join here: https://yoga.example.in/user/bookings');
    expect(ashaMail.text).toContain(
      'To stop these messages, turn them off in your profile: https://yoga.example.in/user/profile',
    );
    const raviMail = mails.find((m) => m.to.includes(ravi.user.email))!;
    expect(raviMail.subject).toMatch(
      /^आपकी योग क्लास सुबह 6:30 बजे IST · रात (9:00 बजे EDT|8:00 बजे EST) \(एक दिन पहले\) पर शुरू होगी$/,
    );
    expect(raviMail.text).toContain('नमस्ते');
    expect(raviMail.text).toContain('यहाँ से जुड़ें: https://yoga.example.in/user/bookings');
    expect(raviMail.text).toContain('ये संदेश बंद करने के लिए');
  });

  it('retries a WhatsApp failure with backoff, keeping the provider reason, then sends', async () => {
    const s = await student({ whatsapp: true });
    const now = new Date('2030-02-01T04:00:00Z');
    setNow(now);
    wa.failNext(500, cloudError('Service temporarily unavailable', 133004, 'Try again later'));
    await t.app.get(DomainEvents).publish('booking.promoted', {
      bookingId: 900001,
      userId: s.user.id,
      classId: (await t.http().get('/api/classes').set(bearer(admin))).body[0].id,
    });
    await settleEvents(t);
    await run('outbox.send');
    const whatsappRow = async () =>
      (await outboxRows(s.user.id)).find((r) => r.channel === 'whatsapp')!;
    // The waitlist place is about the student's own booking: its email goes without the consent.
    expect((await outboxRows(s.user.id)).map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'retrying'],
    ]);
    let row = await whatsappRow();
    expect(row).toMatchObject({ channel: 'whatsapp', status: 'retrying', attempts: 1 });
    expect(row.reason).toBe(
      'Service temporarily unavailable · code 133004 · Try again later (HTTP 500)',
    );
    expect(row.nextAttemptAt!.getTime()).toBe(now.getTime() + MINUTE);

    // Not due yet: nothing is sent.
    await run('outbox.send');
    expect(wa.requests).toHaveLength(1);

    setNow(new Date(now.getTime() + MINUTE));
    await run('outbox.send');
    row = await whatsappRow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, reason: null });
    expect(wa.requests).toHaveLength(2);
  });

  it('gives up after 5 attempts, and at once on a permanent error', async () => {
    const s = await student({ whatsapp: true });
    const start = new Date('2030-03-01T04:00:00Z');
    setNow(start);
    wa.failAlways(500, cloudError('Internal error', 131000));
    await t.app.get(OutboxService).enqueue({
      user: { ...s.user, phone: '+919876543210', language: 'en' },
      event: 'trial_day10',
      key: `trial-day10:${s.user.id}`,
      params: { days_left: '4', plans_link: 'https://yoga.example.in/user/plans' },
    });
    // Attempts at 0, +1, +3, +7 and +15 minutes (1, 2, 4, 8 minutes apart).
    for (const at of [0, 1, 3, 7, 15, 40]) {
      setNow(new Date(start.getTime() + at * MINUTE));
      await run('outbox.send');
    }
    let [row] = await outboxRows(s.user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 5, nextAttemptAt: null });
    expect(row.reason).toContain('Internal error');
    expect(wa.requests).toHaveLength(5);

    // An unknown template is not retried.
    const other = await student({ whatsapp: true });
    wa.reset();
    wa.failNext(404, cloudError('Template name does not exist in the translation', 132001));
    await t.app.get(OutboxService).enqueue({
      user: { ...other.user, phone: '+919812345678', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${other.user.id}`,
      params: { plans_link: 'https://yoga.example.in/user/plans' },
    });
    await run('outbox.send');
    [row] = await outboxRows(other.user.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.reason).toContain('code 132001');
  });

  it('sends each message once with two senders at once, and queues a key once', async () => {
    const now = new Date('2030-04-01T04:00:00Z');
    setNow(now);
    const outbox = t.app.get(OutboxService);
    const students = [];
    for (let i = 0; i < 4; i++) students.push(await student({ whatsapp: true, email: true }));
    for (const s of students)
      for (let twice = 0; twice < 2; twice++)
        await outbox.enqueue({
          user: { ...s.user, phone: '+919876543210', language: 'en' },
          event: 'trial_day13',
          key: `trial-day13:${s.user.id}`,
          params: { trial_end: '2 Apr 2030', plans_link: 'https://yoga.example.in/user/plans' },
        });
    const mailsBefore = smtp.received.length;
    await Promise.all([outbox.sendDue(now), outbox.sendDue(now), outbox.sendDue(now)]);
    for (const s of students) {
      const r = await outboxRows(s.user.id);
      expect(r.map((x) => [x.channel, x.status, x.attempts])).toEqual([
        ['email', 'sent', 1],
        ['whatsapp', 'sent', 1],
      ]);
    }
    expect(wa.requests).toHaveLength(4);
    expect(smtp.received.length - mailsBefore).toBe(4);
  });

  it('reminds only students holding a place who may join: not the waitlist, not an ended trial', async () => {
    setNow(new Date());
    const day = addIstDays(istDate(), 4);
    const created = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Two places',
        class_type: 'paid',
        date: day,
        time: '07:00',
        link: 'https://meet.example.com/two',
        capacity: 2,
      })
      .expect(201);
    const holder = await student({ email: true });
    const lapsed = await student({ email: true });
    const waiting = await student({ email: true });
    const body = (s: Student) => ({
      class_id: created.body.id,
      name: s.user.name,
      email: s.user.email,
      phone: '9811111111',
      preferred_date: day,
      preferred_time: '07:00',
    });
    for (const s of [holder, lapsed])
      await t.http().post('/api/bookings/class').set(bearer(s.token)).send(body(s)).expect(201);
    // `lapsed` registered 20 days before the class: the trial is over by then and no plan was bought.
    await t.app
      .get(DataSource)
      .getRepository(User)
      .update(lapsed.user.id, {
        createdAt: new Date(istInstant(day, '07:00').getTime() - 20 * DAY),
      });
    await t
      .http()
      .post('/api/bookings/waitlist')
      .set(bearer(waiting.token))
      .send(body(waiting))
      .expect(201);

    setNow(new Date(istInstant(day, '07:00').getTime() - 15 * MINUTE));
    await run('reminders.scan');
    expect((await outboxRows(holder.user.id)).map((r) => r.event)).toEqual(['class_reminder']);
    expect(await outboxRows(waiting.user.id)).toHaveLength(0);
    expect(await outboxRows(lapsed.user.id)).toHaveLength(0);
  });

  it('skips a reminder whose consent was withdrawn before sending', async () => {
    const s = await student({ whatsapp: true, email: true });
    setNow(new Date('2030-05-01T04:00:00Z'));
    await t.app.get(OutboxService).enqueue({
      user: { ...s.user, phone: '+919876543210', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${s.user.id}`,
      params: { plans_link: 'x' },
    });
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ consents: { whatsapp: false } })
      .expect(200);
    await run('outbox.send');
    const r = await outboxRows(s.user.id);
    expect(r.map((x) => [x.channel, x.status])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'skipped_no_consent'],
    ]);
  });

  it('sends the trial nudges on day 10 and 13 and the trial-ended notice, once each', async () => {
    const s = await student({ email: true }, 'hi');
    const profile = (await t.http().get('/api/profile').set(bearer(s.token)).expect(200)).body;
    const registered = new Date(profile.created_at).getTime();
    const silent = await student({});
    const mailsBefore = smtp.received.length;
    for (const at of [9.9, 10, 10.5, 13, 13.2, 14.01, 14.5]) {
      setNow(new Date(registered + at * DAY));
      await run('reminders.scan');
      await run('outbox.send');
    }
    const r = await outboxRows(s.user.id);
    expect(r.map((x) => [x.event, x.channel, x.status, x.language])).toEqual([
      ['trial_day10', 'email', 'sent', 'hi'],
      ['trial_day13', 'email', 'sent', 'hi'],
      ['trial_ended', 'email', 'sent', 'hi'],
    ]);
    expect(JSON.parse(r[0].params)).toMatchObject({ days_left: '4' });
    expect(await outboxRows(silent.user.id)).toHaveLength(0);
    const mine = smtp.received.slice(mailsBefore).filter((m) => m.to.includes(s.user.email));
    expect(mine.map((m) => m.subject)).toEqual([
      'आपके फ़्री ट्रायल के 4 दिन बाकी हैं',
      'आपका फ़्री ट्रायल कल खत्म हो रहा है',
      'आपका फ़्री ट्रायल खत्म हो गया है',
    ]);
  });

  it('emails a receipt for a payment without consent, and a renewal reminder 7 days before the end', async () => {
    setNow(new Date());
    const s = await student({});
    const mailsBefore = smtp.received.length;
    await buy(t, s.token, 'big', 'INR');
    // The receipt is queued when `payment.paid` reaches the messages module, not by the scan.
    await settleEvents(t);
    await run('outbox.send');
    let r = await outboxRows(s.user.id);
    expect(r.map((x) => [x.event, x.channel, x.status])).toEqual([
      ['payment_receipt', 'email', 'sent'],
    ]);
    const receipt = smtp.received.slice(mailsBefore).find((m) => m.to.includes(s.user.email))!;
    expect(receipt.subject).toMatch(/^Payment received: .+ plan$/);
    expect(receipt.text).toContain('Your invoice: https://yoga.example.in/user/payment');
    expect(receipt.text).toContain('Reminder settings: https://yoga.example.in/user/profile');

    // Renewal reminders need the consent.
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ consents: { email: true } })
      .expect(200);
    const period = await t.app
      .get(DataSource)
      .getRepository(SubscriptionPeriod)
      .findOneByOrFail({ userId: s.user.id });
    setNow(new Date(period.endsAt.getTime() - 7 * DAY - MINUTE));
    await run('reminders.scan');
    setNow(new Date(period.endsAt.getTime() - 7 * DAY + MINUTE));
    await run('reminders.scan');
    await run('reminders.scan');
    await run('outbox.send');
    r = await outboxRows(s.user.id);
    expect(r.map((x) => [x.event, x.channel, x.status])).toEqual([
      ['payment_receipt', 'email', 'sent'],
      ['renewal_reminder', 'email', 'sent'],
    ]);
    expect(r[1].idempotencyKey).toBe(`renewal:${period.id}`);
  });

  it('retries an SMTP temporary refusal and fails a permanent one', async () => {
    const a = await student({ email: true });
    const b = await student({ email: true });
    const now = new Date('2030-06-01T04:00:00Z');
    setNow(now);
    smtp.rejectNext(451, 'Try again later');
    await t.app.get(OutboxService).enqueue({
      user: { ...a.user, phone: '', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${a.user.id}`,
      params: { plans_link: 'x' },
    });
    await run('outbox.send');
    // A 4xx is the relay's "later": not a failed attempt (never given up for it), sent a minute later.
    expect((await outboxRows(a.user.id))[0]).toMatchObject({ status: 'retrying', attempts: 0 });
    expect((await outboxRows(a.user.id))[0].reason).toContain('451');
    expect((await outboxRows(a.user.id))[0].nextAttemptAt!.getTime()).toBe(now.getTime() + MINUTE);
    smtp.rejectNext(550, 'No such mailbox');
    await t.app.get(OutboxService).enqueue({
      user: { ...b.user, phone: '', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${b.user.id}`,
      params: { plans_link: 'x' },
    });
    await run('outbox.send');
    expect((await outboxRows(b.user.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await outboxRows(b.user.id))[0].reason).toContain('550');
    setNow(new Date(now.getTime() + MINUTE));
    await run('outbox.send');
    expect((await outboxRows(a.user.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  describe('GET /api/admin/messages', () => {
    it('is for admins only', async () => {
      const s = await student({});
      await t.http().get('/api/admin/messages').expect(401);
      await t.http().get('/api/admin/messages').set(bearer(s.token)).expect(403);
      await t.http().post('/api/admin/messages/1/retry').set(bearer(s.token)).expect(403);
    });

    it('filters by channel, status and student, pages, and shows reason and attempts', async () => {
      const all = await t.http().get('/api/admin/messages').set(bearer(admin)).expect(200);
      expect(Number(all.headers['x-total-count'])).toBe(all.body.length);
      const failed = await t
        .http()
        .get('/api/admin/messages?channel=whatsapp&status=failed')
        .set(bearer(admin))
        .expect(200);
      expect(failed.body.length).toBeGreaterThanOrEqual(2);
      for (const m of failed.body as AdminMessageRow[])
        expect(m).toMatchObject({
          channel: 'whatsapp',
          status: 'failed',
          reason: expect.any(String),
        });
      expect(failed.body.map((m: AdminMessageRow) => m.attempts)).toContain(5);

      const one = (failed.body as AdminMessageRow[])[0];
      const byId = await t
        .http()
        .get(`/api/admin/messages?student=${one.user_id}`)
        .set(bearer(admin))
        .expect(200);
      expect(byId.body.every((m: AdminMessageRow) => m.user_id === one.user_id)).toBe(true);
      const byEmail = await t
        .http()
        .get(
          `/api/admin/messages?student=${encodeURIComponent(one.user_email!.slice(0, 12).toUpperCase())}`,
        )
        .set(bearer(admin))
        .expect(200);
      expect(byEmail.body.map((m: AdminMessageRow) => m.id)).toContain(one.id);

      const page2 = await t
        .http()
        .get('/api/admin/messages?limit=2&page=2')
        .set(bearer(admin))
        .expect(200);
      expect(page2.body.map((m: AdminMessageRow) => m.id)).toEqual(
        (all.body as AdminMessageRow[]).slice(2, 4).map((m) => m.id),
      );
    });

    it('refuses bad filters with 400', async () => {
      for (const q of ['channel=sms', 'status=done', 'page=0', 'limit=abc', 'student=50%25']) {
        const res = await t.http().get(`/api/admin/messages?${q}`).set(bearer(admin)).expect(400);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      }
    });

    it('retries a failed message; refuses a sent one and an unknown id', async () => {
      const failed = (
        await t.http().get('/api/admin/messages?status=failed&channel=whatsapp').set(bearer(admin))
      ).body[0] as AdminMessageRow;
      wa.reset();
      await t.http().post(`/api/admin/messages/${failed.id}/retry`).set(bearer(admin)).expect(200);
      await run('outbox.send');
      const after = (
        await t.http().get(`/api/admin/messages?student=${failed.user_id}`).set(bearer(admin))
      ).body.find((m: AdminMessageRow) => m.id === failed.id);
      expect(after).toMatchObject({ status: 'sent', attempts: 1, reason: null });
      await t.http().post(`/api/admin/messages/${failed.id}/retry`).set(bearer(admin)).expect(409);
      await t.http().post('/api/admin/messages/99999999/retry').set(bearer(admin)).expect(404);
      await t.http().post('/api/admin/messages/abc/retry').set(bearer(admin)).expect(400);
    });
  });

  it('records where a consent was given (the first-booking prompt)', async () => {
    const s = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ consents: { whatsapp: true }, consent_source: 'first_booking_prompt' })
      .expect(200);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ consents: { email: true }, consent_source: 'somewhere' })
      .expect(400);
    const data = (await t.http().get('/api/profile/export').set(bearer(s.token)).expect(200)).body;
    expect(data.consents.log).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        granted: true,
        source: 'first_booking_prompt',
      }),
    ]);
  });

  it('renders the approved WhatsApp template texts with the parameters', () => {
    const text = renderWhatsapp('class_reminder', 'hi', {
      name: 'Ravi',
      class_title: 'Sunrise Hatha',
      class_time: '6:30 am IST',
      join_link: 'L',
      profile_link: 'P',
    });
    expect(text).toBe(
      'नमस्ते Ravi, अब जुड़ सकते हैं: आपकी क्लास "Sunrise Hatha" 6:30 am IST पर शुरू होगी, यानी 15 मिनट में। यहाँ से जुड़ें: L\nये संदेश बंद करने के लिए अपनी प्रोफ़ाइल में इन्हें बंद करें: P',
    );
  });
});

describe('messages without providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get(StudentNotices), 'welcome').mockResolvedValue();
  });
  afterAll(() => t.close());

  it('keeps messages as "not sent: no provider", visible to the admin (email copy in the mail sink)', async () => {
    const s = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(s.token))
      .send({ consents: { whatsapp: true, email: true } })
      .expect(200);
    await t.app.get(OutboxService).enqueue({
      user: { ...s.user, phone: '+919876543210', language: 'en' },
      event: 'trial_ended',
      key: `trial-ended:${s.user.id}`,
      params: { plans_link: 'x' },
    });
    await t.app.get(JobsService).runNow('outbox.send');
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const list = (await t.http().get('/api/admin/messages').set(bearer(admin)).expect(200))
      .body as AdminMessageRow[];
    expect(list.map((m) => [m.channel, m.status, m.reason])).toEqual([
      [
        'whatsapp',
        'not_sent_no_provider',
        'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set.',
      ],
      [
        'email',
        'not_sent_no_provider',
        'SMTP_URL is not set: the email was only written to the local mail sink.',
      ],
    ]);
    // The panel words the outbox's own reasons from a code (issue 38), never the setting's name.
    expect(list.map((m) => m.reason_code)).toEqual(['whatsappNotSet', 'smtpNotSet']);
    expect(list.map((m) => m.recipient_name)).toEqual([s.user.name, s.user.name]);
    const sink = t.config.mail.sinkDir;
    expect(existsSync(sink) && readdirSync(sink).length).toBe(1);
    // Retry once a provider exists; still none here, so it stays visible as not sent.
    await t.http().post(`/api/admin/messages/${list[0].id}/retry`).set(bearer(admin)).expect(200);
    await t.app.get(JobsService).runNow('outbox.send');
    const again = (await t.http().get('/api/admin/messages').set(bearer(admin))).body[0];
    expect(again).toMatchObject({ status: 'not_sent_no_provider', attempts: 1 });
  });

  it("names a gift's message by its recipient, not by the buyer whose row it is (issue 38)", async () => {
    const buyer = await registerAndLogin(t);
    await t.app.get(OutboxService).enqueue({
      user: {
        id: buyer.user.id,
        name: 'Meera Recipient',
        email: 'meera.recipient@example.com',
        phone: '',
        language: 'en',
      },
      event: 'gift_received',
      key: `gift:test:${buyer.user.id}`,
      params: {
        buyer: buyer.user.name,
        plan_name: 'Big',
        code: 'X',
        register_link: 'r',
        redeem_link: 'r',
      },
    });
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const rows = (
      await t
        .http()
        .get(`/api/admin/messages?student=${buyer.user.id}`)
        .set(bearer(admin))
        .expect(200)
    ).body as AdminMessageRow[];
    expect(rows.map((m) => [m.event, m.recipient_name, m.recipient, m.user_name])).toEqual([
      ['gift_received', 'Meera Recipient', 'meera.recipient@example.com', buyer.user.name],
    ]);
  });
});
