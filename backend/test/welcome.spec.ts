import { DataSource } from 'typeorm';
import type { Profile } from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { ConsentEvent } from '../src/modules/profile/entities/consent-event.entity.js';
import { startFakeWhatsapp } from './support/fake-whatsapp.js';
import { startSmtpSink } from './support/smtp-sink.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './support/test-app.js';

const TOKEN = 'test-whatsapp-token';
const PHONE_ID = '1234567890';

async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('registration: the WhatsApp question and the welcome message', () => {
  let t: TestApp;
  let wa: Awaited<ReturnType<typeof startFakeWhatsapp>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let n = 0;

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
  });
  afterAll(async () => {
    await t.close();
    await wa.close();
    await smtp.close();
  });

  const register = (extra: Record<string, unknown> = {}) => {
    n += 1;
    return t
      .http()
      .post('/api/auth/register')
      .send({
        name: `Meera ${n}`,
        email: `meera${n}-${Date.now()}@test.local`,
        number: '9876543210',
        password: 'correct-horse-battery',
        ...extra,
      });
  };
  const welcomeRows = (userId: number) =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { userId, event: 'welcome' }, order: { id: 'ASC' } });
  const consentLog = (userId: number) =>
    t.app.get(DataSource).getRepository(ConsentEvent).find({ where: { userId } });

  it('records a yes as a WhatsApp consent and sends the welcome by WhatsApp and email at once', async () => {
    const res = await register({ whatsapp_reminders: true }).expect(201);
    const user = res.body.user as { id: number; email: string };
    const rows = await poll(
      () => welcomeRows(user.id),
      (r) => r.length === 2,
    );
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'queued'],
      ['whatsapp', 'queued'],
    ]);
    const log = await consentLog(user.id);
    expect(log.map((c) => [c.channel, c.granted, c.source])).toEqual([
      ['whatsapp', true, 'registration'],
    ]);
    const session = await login(t, user.email, 'correct-horse-battery');
    const profile = (await t.http().get('/api/profile').set(bearer(session.token)).expect(200))
      .body as Profile;
    expect(profile.consents).toEqual({ whatsapp: true, email: false });

    const mailsBefore = smtp.received.length;
    await t.app.get(JobsService).runNow('outbox.send');
    expect((await welcomeRows(user.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    const mail = smtp.received.slice(mailsBefore).find((m) => m.to.includes(user.email))!;
    expect(mail.subject).toBe('Welcome! How to join your live yoga classes');
    expect(mail.text).toContain('1. Book a class: https://yoga.example.in/user/classbook');
    expect(mail.text).toContain(
      'Joining opens 15 minutes before the class starts: press Join in My Bookings, https://yoga.example.in/user/bookings',
    );
    // She said yes to WhatsApp only: the email says so, and that no reminder emails come.
    expect(mail.text).toContain(
      '3. Reminders on WhatsApp, as you asked: for every class you book we send its joining link to your mobile number on WhatsApp when joining opens',
    );
    expect(mail.text).toContain('No reminder emails.');
    const whatsapp = wa.requests.find((r) => r.body.template.name === 'welcome')!;
    expect(whatsapp.body.to).toBe('919876543210');
    expect(whatsapp.body.template.language.code).toBe('en');
  });

  it('without a yes: no consent is logged and the welcome goes by email only, once', async () => {
    for (const extra of [{}, { whatsapp_reminders: false }]) {
      const res = await register(extra).expect(201);
      const id = res.body.user.id as number;
      const rows = await poll(
        () => welcomeRows(id),
        (r) => r.length >= 1,
      );
      // Give a (wrong) second row the time to appear.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await welcomeRows(id)).map((r) => r.channel)).toEqual(['email']);
      expect(rows).toHaveLength(1);
      expect(await consentLog(id)).toEqual([]);
    }
  });

  it('refuses a WhatsApp answer that is not true or false', async () => {
    const res = await register({ whatsapp_reminders: 'yes' }).expect(400);
    expect(res.body).toMatchObject({
      success: false,
      message: 'whatsapp_reminders must be true or false.',
    });
  });

  it('sends no welcome to staff accounts an admin creates', async () => {
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const created = await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({ name: 'Ira Instructor', email: `ira-${Date.now()}@test.local`, role: 'instructor' })
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await welcomeRows(created.body.id as number)).toEqual([]);
  });

  it('offers WhatsApp (a provider is set up) and, with both answers yes, the welcome names both ways (issue 38)', async () => {
    expect((await t.http().get('/api/business-rules').expect(200)).body.whatsapp_messages).toBe(
      true,
    );
    const res = await register({ whatsapp_reminders: true, email_reminders: true }).expect(201);
    const user = res.body.user as { id: number; email: string };
    await poll(
      () => welcomeRows(user.id),
      (r) => r.length === 2,
    );
    expect((await consentLog(user.id)).map((c) => [c.channel, c.granted]).sort()).toEqual([
      ['email', true],
      ['whatsapp', true],
    ]);
    const mailsBefore = smtp.received.length;
    await t.app.get(JobsService).runNow('outbox.send');
    const mail = smtp.received.slice(mailsBefore).find((m) => m.to.includes(user.email))!;
    expect(mail.text).toContain(
      '3. Reminders by email and on WhatsApp, as you asked: for every class you book we send its joining link by email and to your mobile number on WhatsApp when joining opens (15 minutes before the start)',
    );
  });
});

describe('the welcome when no WhatsApp provider is set up (issue 38)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yoga <no-reply@yoga.test>',
      PUBLIC_URL: 'https://yoga.example.in',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const welcomeMail = async (extra: Record<string, unknown>, language = 'en') => {
    n += 1;
    const email = `asha${n}-${Date.now()}@test.local`;
    await t
      .http()
      .post('/api/auth/register')
      .send({
        name: `Asha ${n}`,
        email,
        number: '9876543210',
        password: 'correct-horse-battery',
        language,
        ...extra,
      })
      .expect(201);
    const before = smtp.received.length;
    await poll(
      async () => {
        await t.app.get(JobsService).runNow('outbox.send');
        return smtp.received.slice(before).find((m) => m.to.includes(email));
      },
      (m) => m !== undefined,
    );
    return smtp.received.find((m) => m.to.includes(email))!;
  };

  it('tells the pages WhatsApp is not offered', async () => {
    expect((await t.http().get('/api/business-rules').expect(200)).body.whatsapp_messages).toBe(
      false,
    );
  });

  it('with email reminders: says exactly what comes by email, and promises nothing on WhatsApp', async () => {
    const mail = await welcomeMail({ email_reminders: true });
    expect(mail.text).toContain(
      '3. Reminders by email, as you asked: for every class you book we email you its joining link when joining opens (15 minutes before the start), and we tell you by email before your free trial ends.',
    );
    expect(mail.text).not.toMatch(/whatsapp/i);
  });

  it('a WhatsApp yes sent anyway is not promised either; without reminders it says they are off (both languages)', async () => {
    const mail = await welcomeMail({ whatsapp_reminders: true });
    expect(mail.text).toContain('3. Reminders are off: we send you no class reminders');
    expect(mail.text).not.toMatch(/whatsapp/i);
    const hindi = await welcomeMail({ email_reminders: true }, 'hi');
    expect(hindi.text).toContain('3. आपके कहे अनुसार ईमेल से रिमाइंडर');
    expect(hindi.text).not.toMatch(/whatsapp/i);
    const hindiOff = await welcomeMail({}, 'hi');
    expect(hindiOff.text).toContain('3. रिमाइंडर बंद हैं');
    expect(hindiOff.text).not.toMatch(/whatsapp/i);
  });
});
