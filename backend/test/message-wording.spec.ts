import { DataSource } from 'typeorm';
import type {
  AdminMessageWording,
  AuditPage,
  ContentVersion,
  MessageWording,
  MessageWordingPreview,
  MessageWordingSummary,
  PublishedMessageWording,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { DomainEventRecord } from '../src/events/domain-event.entity.js';
import type { AdminChanged } from '../src/modules/audit/index.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { startSmtpSink } from './support/smtp-sink.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const OWNER_WELCOME: MessageWording = {
  email_subject: { en: 'Welcome to {brand}, {name}!', hi: '{brand} में आपका स्वागत है, {name}!' },
  email_body: {
    en: 'We are so glad you joined. Book your first class here: {book_link}\nSee you on the mat.',
    hi: 'आपके जुड़ने की हमें बहुत खुशी है। अपनी पहली कक्षा यहाँ बुक करें: {book_link}\nमैट पर मिलते हैं।',
  },
};

describe("the owner's wording of the messages (issue 38)", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: string;
  let n = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Yoga <no-reply@yoga.test>',
      PUBLIC_URL: 'https://yoga.example.in',
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = async (kind: string) =>
    (await t.http().get(`/api/admin/message-wording/${kind}`).set(bearer(admin)).expect(200))
      .body as AdminMessageWording;
  const save = (kind: string, wording: unknown) =>
    t.http().put(`/api/admin/message-wording/${kind}`).set(bearer(admin)).send({ wording });
  const publish = async (kind: string) =>
    (
      await t
        .http()
        .post(`/api/admin/message-wording/${kind}/publish`)
        .set(bearer(admin))
        .expect(200)
    ).body as PublishedMessageWording;
  const versions = async (kind: string) =>
    (
      await t
        .http()
        .get(`/api/admin/message-wording/${kind}/versions`)
        .set(bearer(admin))
        .expect(200)
    ).body as ContentVersion[];

  /** Registers a student in `language` and sends the outbox: their welcome email. */
  const welcomeMail = async (language: 'en' | 'hi') => {
    n += 1;
    const email = `wording${n}-${Date.now()}@test.local`;
    const res = await t
      .http()
      .post('/api/auth/register')
      .send({
        name: `Asha ${n}`,
        email,
        number: '9876543210',
        password: 'correct-horse-battery',
        language,
      })
      .expect(201);
    const id = res.body.user.id as number;
    const repo = t.app.get(DataSource).getRepository(OutboxMessage);
    await poll(
      () => repo.find({ where: { userId: id, event: 'welcome' } }),
      (rows) => rows.length > 0,
    );
    await t.app.get(JobsService).runNow('outbox.send');
    const mail = smtp.received.find((m) => m.to.includes(email));
    if (!mail) throw new Error(`no welcome email to ${email}`);
    return { mail, name: `Asha ${n}` };
  };

  it("lists every kind at version 0 and opens one with the site's own wording, its placeholders and the registered WhatsApp template", async () => {
    const list = (await t.http().get('/api/admin/message-wording').set(bearer(admin)).expect(200))
      .body as MessageWordingSummary[];
    expect(list.map((k) => k.event)).toEqual(expect.arrayContaining(['welcome', 'gift_received']));
    expect(list.every((k) => k.published_version === 0 && !k.has_draft)).toBe(true);

    const welcome = await get('welcome');
    expect(welcome.wording.email_subject.en).toBe('Welcome! How to join your live yoga classes');
    expect(welcome.wording.email_body.en).toContain('1. Book a class: {book_link}');
    expect(welcome.wording.email_body.hi).toContain('{book_link}');
    expect(welcome.wording.push_title).toBeUndefined();
    expect(welcome.default_wording).toEqual(welcome.wording);
    expect(welcome.placeholders).toEqual(expect.arrayContaining(['name', 'book_link']));
    expect(welcome.required_placeholders).toEqual(['book_link']);
    expect(welcome.whatsapp.name).toBe('welcome');
    expect(welcome.whatsapp.variables).toEqual([
      'name',
      'book_link',
      'bookings_link',
      'profile_link',
    ]);
    expect(welcome.whatsapp.body.en).toContain('Namaste {{1}}');

    // A kind that goes by web push has its notification's title and text too.
    const reminder = await get('class_reminder');
    expect(reminder.wording.push_title?.en).toContain('{class_time}');
    await t.http().get('/api/admin/message-wording/nope').set(bearer(admin)).expect(404);
  });

  it('refuses an unknown placeholder, a missing required one, an empty text: 400 message_wording_invalid naming the field', async () => {
    const base = (await get('welcome')).wording;
    const cases: [MessageWording, string, string, string?][] = [
      [
        { ...base, email_body: { ...base.email_body, hi: `${base.email_body.hi} {coupon}` } },
        'email_body.hi',
        'unknown_placeholder',
        '{coupon}',
      ],
      [
        { ...base, email_body: { ...base.email_body, en: 'Welcome! See you in class.' } },
        'email_body.en',
        'missing_placeholder',
        '{book_link}',
      ],
      [
        { ...base, email_subject: { ...base.email_subject, hi: '  ' } },
        'email_subject.hi',
        'required',
      ],
    ];
    for (const [wording, field, problem, placeholder] of cases) {
      const res = await save('welcome', wording).expect(400);
      expect(res.body.code).toBe('message_wording_invalid');
      expect(res.body.params).toMatchObject({ field, problem });
      if (placeholder) expect(res.body.params.placeholder).toBe(placeholder);
      expect(res.body.message).toContain(field);
    }
    // In the caller's language too.
    const hindi = await save('welcome', cases[0]![0]).set('Accept-Language', 'hi').expect(400);
    expect(hindi.body.message).toMatch(/[\u0900-\u097F]/);
    // A push text on a kind that has none, or a field of the wrong type.
    const extra = await save('welcome', { ...base, push_title: { en: 'x', hi: 'x' } }).expect(400);
    expect(extra.body.params).toMatchObject({ field: 'push_title', problem: 'shape' });
    await save('welcome', { ...base, email_body: 'text' }).expect(400);
    await save('welcome', null).expect(400);
    expect((await get('welcome')).has_draft).toBe(false);
  });

  it('previews the edited wording with sample values in both languages (nothing saved)', async () => {
    const res = await t
      .http()
      .post('/api/admin/message-wording/welcome/preview')
      .set(bearer(admin))
      .send({ wording: OWNER_WELCOME })
      .expect(200);
    const preview = res.body as MessageWordingPreview;
    expect(preview.email.en.subject).toMatch(/^Welcome to .+, Asha!$/);
    expect(preview.email.en.text).toContain(
      'Book your first class here: https://yoga.example.in/user/classbook',
    );
    expect(preview.email.hi.subject).toContain('आशा');
    expect(preview.email.hi.text).toContain('https://yoga.example.in/user/classbook');
    expect(preview.push).toBeNull();
    expect(preview.whatsapp.en).toContain('Namaste Asha');
    expect((await get('welcome')).has_draft).toBe(false);
    const bad = await t
      .http()
      .post('/api/admin/message-wording/welcome/preview')
      .set(bearer(admin))
      .send({ wording: { ...OWNER_WELCOME, email_body: { en: 'x {nope}', hi: 'x' } } })
      .expect(400);
    expect(bad.body.code).toBe('message_wording_invalid');
  });

  it('sends what is live: the draft changes nothing, the published wording is in the next welcome email (English and Hindi)', async () => {
    await save('welcome', OWNER_WELCOME).expect(200);
    expect((await get('welcome')).has_draft).toBe(true);
    const before = await welcomeMail('en');
    expect(before.mail.subject).toBe('Welcome! How to join your live yoga classes');

    const published = await publish('welcome');
    expect(published).toMatchObject({ version: 1, changed: true });

    const en = await welcomeMail('en');
    expect(en.mail.subject).toMatch(new RegExp(`^Welcome to .+, ${en.name}!$`));
    expect(en.mail.text).toContain(
      'We are so glad you joined. Book your first class here: https://yoga.example.in/user/classbook',
    );
    expect(en.mail.text).toContain(`Namaste ${en.name},`);
    // The closing note (how to stop the messages) stays the site's.
    expect(en.mail.text).toContain('https://yoga.example.in/user/profile');
    expect(en.mail.text).not.toContain('1. Book a class');

    const hi = await welcomeMail('hi');
    expect(hi.mail.subject).toContain(`में आपका स्वागत है, ${hi.name}!`);
    expect(hi.mail.text).toContain(
      'आपके जुड़ने की हमें बहुत खुशी है। अपनी पहली कक्षा यहाँ बुक करें: https://yoga.example.in/user/classbook',
    );
  });

  it('publishing again with no change adds no version; restore puts an earlier version back as a new one', async () => {
    expect(await publish('welcome')).toMatchObject({ version: 1, changed: false });
    await save('welcome', OWNER_WELCOME).expect(200);
    expect(await publish('welcome')).toMatchObject({ version: 1, changed: false });
    expect((await versions('welcome')).map((v) => v.version)).toEqual([1]);

    // Back to the site's own wording (version 2), then restore version 1 (version 3).
    await save('welcome', (await get('welcome')).default_wording).expect(200);
    expect(await publish('welcome')).toMatchObject({ version: 2, changed: true });
    expect((await welcomeMail('en')).mail.subject).toBe(
      'Welcome! How to join your live yoga classes',
    );
    const restored = (
      await t
        .http()
        .post('/api/admin/message-wording/welcome/versions/1/restore')
        .set(bearer(admin))
        .expect(200)
    ).body as PublishedMessageWording;
    expect(restored).toMatchObject({ version: 3, changed: true });
    expect((await versions('welcome'))[0]).toMatchObject({ version: 3, restored_from: 1 });
    expect((await welcomeMail('en')).mail.text).toContain('We are so glad you joined.');
    await t
      .http()
      .post('/api/admin/message-wording/welcome/versions/77/restore')
      .set(bearer(admin))
      .expect(404);
  });

  it('records every change in the audit log (entity message_wording)', async () => {
    const rows = await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      // UUID keys: the database returns rows in any order, so order them by time.
      .find({ where: { type: 'admin.changed' }, order: { occurredAt: 'ASC' } });
    const events = rows
      .map((row) => JSON.parse(row.payload) as AdminChanged)
      .filter((e) => e.entity === 'message_wording' && e.entityId === 'welcome');
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['save_draft', 'publish', 'restore']),
    );
    const first = events.find((e) => e.action === 'publish');
    expect((first?.after as MessageWording).email_body.en).toContain('We are so glad');
    expect(first?.actorId).toBeGreaterThan(0);
    const audit = await poll(
      async () =>
        (
          await t
            .http()
            .get('/api/admin/audit?entity=message_wording')
            .set(bearer(admin))
            .expect(200)
        ).body as AuditPage,
      (page) => page.items.length >= 3,
    );
    expect(audit.items.map((e) => e.entity_id)).toContain('welcome');
    expect(audit.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['save_draft', 'publish', 'restore']),
    );
  });

  it("is the admin's only: a student gets 403 on every route", async () => {
    const student = (await registerAndLogin(t)).token;
    const routes: [string, string][] = [
      ['get', '/api/admin/message-wording'],
      ['get', '/api/admin/message-wording/welcome'],
      ['put', '/api/admin/message-wording/welcome'],
      ['post', '/api/admin/message-wording/welcome/preview'],
      ['post', '/api/admin/message-wording/welcome/publish'],
      ['get', '/api/admin/message-wording/welcome/versions'],
      ['post', '/api/admin/message-wording/welcome/versions/1/restore'],
    ];
    for (const [method, url] of routes) {
      const call = t.http()[method as 'get'](url).set(bearer(student));
      await (method === 'get' ? call : call.send({ wording: OWNER_WELCOME })).expect(403);
    }
  });
});
