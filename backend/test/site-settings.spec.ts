import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { PUBLIC_SSR, type BusinessDetails, type BusinessRules } from '@yoga/contracts';
import { SiteSetting } from '../src/modules/site-settings/entities/site-setting.entity.js';
import { settleEvents } from './support/events.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { lastMailTo } from './support/mail.js';
import { buy, stubClock } from './support/payments.js';
import {
  removeRedisKeys,
  TEST_REDIS_URL,
  testRedisPrefix,
  sharedRedisEnv,
} from './support/redis.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/** A stand-in for mfe-public's server build: prints the business details it is given. */
function deployServerBuild(webRoot: string) {
  const dir = path.join(webRoot, 'mfe-public/dist', PUBLIC_SSR.serverDir);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'render.settings.cjs'),
    `exports.render = async (req) => ({
      html: '<!doctype html><html><head><title>' + req.business.brand_name + '</title></head><body><div id="root">' +
        '<p>phone=' + req.business.phone + ' sample=' + req.business.sample + ' trial=' + req.rules.trial_days + '</p></div></body></html>',
      status: 200,
      kind: 'static',
    });`,
  );
  writeFileSync(
    path.join(dir, PUBLIC_SSR.manifest),
    JSON.stringify({ entry: 'render.settings.cjs' }),
  );
}

const REAL_DETAILS = {
  legal_name: 'Asana Wellness Private Limited',
  address: { line1: 'B-12, Tower 3', postal_code: '201301' },
  phone: '+91 99100 12345',
  whatsapp: '919910012345',
  email: 'care@asana.example.in',
  social: [{ name: 'YouTube', url: 'https://www.youtube.com/@asana-live' }],
  grievance: { name: 'Ravi Kumar', email: 'grievance@asana.example.in', phone: '+91 99100 54321' },
};

describe('business details and rules: one owner (site-settings)', () => {
  let t: TestApp;
  let webRoot: string;
  let admin: string;
  let student: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-settings-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(
      path.join(webRoot, 'shell/dist/index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    deployServerBuild(webRoot);
    t = await createTestApp({ WEB_ROOT: webRoot, ...GST_ENV, BUSINESS_PHONE: '+91 98111 22222' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    student = (await registerAndLogin(t)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const details = async () =>
    (await t.http().get('/api/site-settings').expect(200)).body as BusinessDetails;
  const patch = (body: unknown, token = admin) =>
    t
      .http()
      .patch('/api/admin/site-settings')
      .set(bearer(token))
      .send(body as object);
  const patchRules = (body: unknown, token = admin) =>
    t
      .http()
      .patch('/api/admin/business-rules')
      .set(bearer(token))
      .send(body as object);

  it('starts from the environment (the first seed), sample until real details are saved', async () => {
    const first = await details();
    expect(first.phone).toBe('+91 98111 22222');
    expect(first.sample).toBe(true);
    const rules = (await t.http().get('/api/business-rules').expect(200)).body as BusinessRules;
    expect(rules).toMatchObject({
      trial_days: 14,
      join_window: { before_minutes: 15, after_minutes: 45 },
      cancel_cutoff_minutes: 60,
      gst: { legal_name: GST_ENV.GST_LEGAL_NAME, gstin: GST_ENV.GSTIN, state_code: '09' },
    });
  });

  it('a phone change shows in GET, on the server-rendered page and in the audit log; other fields stay', async () => {
    const before = await details();
    const pageBefore = await t.http().get('/about').expect(200);
    expect(pageBefore.text).toContain('phone=+91 98111 22222');
    expect(pageBefore.text).toContain('trial=14');

    const res = await patch({ phone: '+91 97000 11111' }).expect(200);
    expect(res.body.phone).toBe('+91 97000 11111');
    const after = await details();
    expect(after).toEqual({ ...before, phone: '+91 97000 11111' });
    const page = await t.http().get('/about').expect(200);
    expect(page.text).toContain('phone=+91 97000 11111');
    expect(page.text).not.toContain('98111 22222');

    await settleEvents(t);
    const audit = await t
      .http()
      .get('/api/admin/audit?entity=site_settings')
      .set(bearer(admin))
      .expect(200);
    expect(audit.body.total).toBeGreaterThanOrEqual(1);
    expect(audit.body.items[0]).toMatchObject({
      actor_name: ADMIN.name,
      entity: 'site_settings',
      entity_id: 'site',
      action: 'update',
      before: expect.objectContaining({ phone: '+91 98111 22222' }),
      after: expect.objectContaining({ phone: '+91 97000 11111' }),
    });
  });

  it('drops the "Sample details" note once real details are saved', async () => {
    const res = await patch(REAL_DETAILS).expect(200);
    expect(res.body.sample).toBe(false);
    expect((await details()).sample).toBe(false);
    const page = await t.http().get('/about').expect(200);
    expect(page.text).toContain('sample=false');
  });

  it('a brand change reaches the account emails', async () => {
    await patch({ brand_name: 'Asana Live' }).expect(200);
    const s = await registerAndLogin(t);
    await t.http().post('/api/auth/forgot').send({ email: s.user.email }).expect(202);
    const mail = await lastMailTo(t, s.user.email);
    expect(`${mail.subject}\n${mail.text}`).toContain('Asana Live');
    const page = await t.http().get('/about').expect(200);
    expect(page.text).toContain('<title>Asana Live</title>');
  });

  it.each([
    [{ email: 'not-an-email' }, 'settings_email_invalid', 'email'],
    [{ phone: '12345' }, 'settings_phone_invalid', 'phone'],
    [{ whatsapp: '+91 98' }, 'settings_whatsapp_invalid', 'whatsapp'],
    [{ address: { state: 'Atlantis' } }, 'settings_state_invalid', 'address.state'],
    [
      { social: [{ name: 'X', url: 'http://insecure.example' }] },
      'settings_url_invalid',
      'social.0.url',
    ],
    [{ social: [{ name: 'X', url: '//evil.example/x' }] }, 'settings_url_invalid', 'social.0.url'],
    [
      { social: [{ name: 'X', url: 'https://exa\u200bmple.com/x' }] },
      'settings_url_invalid',
      'social.0.url',
    ],
    [{ grievance: { email: 'nope' } }, 'settings_email_invalid', 'grievance.email'],
    [{ legal_name: '' }, 'settings_text_invalid', 'legal_name'],
  ])('refuses %j with 400 %s', async (body, code, field) => {
    const before = await details();
    const res = await patch(body).expect(400);
    expect(res.body).toMatchObject({ code, params: { field } });
    expect(typeof res.body.message).toBe('string');
    expect(await details()).toEqual(before);
  });

  it.each([
    [{ trial_days: 0 }, 'settings_number_invalid', 'trial_days'],
    [{ trial_days: 3.5 }, 'settings_number_invalid', 'trial_days'],
    [
      { join_window: { before_minutes: -1 } },
      'settings_number_invalid',
      'join_window.before_minutes',
    ],
    [{ gst: { gstin: '09AAKCA1234M1ZX' } }, 'settings_gstin_invalid', 'gst.gstin'],
    [{ gst: { state_code: '27' } }, 'settings_gstin_invalid', 'gst.gstin'],
    [{ gst: { state_code: '99' } }, 'settings_state_invalid', 'gst.state_code'],
  ])('refuses the rules %j with 400 %s', async (body, code, field) => {
    const res = await patchRules(body).expect(400);
    expect(res.body).toMatchObject({ code, params: { field } });
  });

  it('answers the message in Hindi for a Hindi request', async () => {
    const res = await patch({ email: 'x' }).set('Accept-Language', 'hi').expect(400);
    expect(res.body.message).toContain('ईमेल');
  });

  it('a student gets 403 on every admin settings route', async () => {
    await patch({ phone: '+91 97000 22222' }, student).expect(403);
    await patchRules({ trial_days: 30 }, student).expect(403);
    await t.http().get('/api/admin/business-rules').set(bearer(student)).expect(403);
    await t.http().get('/api/admin/audit').set(bearer(student)).expect(403);
  });

  it('a new trial length applies to new registrations only', async () => {
    const early = await registerAndLogin(t);
    const earlyMe = await t
      .http()
      .get('/api/subscriptions/me')
      .set(bearer(early.token))
      .expect(200);
    const res = await patchRules({ trial_days: 30 }).expect(200);
    expect(res.body.trial_days).toBe(30);
    expect((await t.http().get('/api/business-rules').expect(200)).body.trial_days).toBe(30);
    // The server-rendered pages show the new length at once ("30-day trial").
    expect((await t.http().get('/about').expect(200)).text).toContain('trial=30');
    // Registration times are kept to the second: the new length starts at the next whole second.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await registerAndLogin(t);
    const lateMe = await t.http().get('/api/subscriptions/me').set(bearer(late.token)).expect(200);
    const earlyAgain = await t
      .http()
      .get('/api/subscriptions/me')
      .set(bearer(early.token))
      .expect(200);
    expect(earlyAgain.body.trial_ends_at).toBe(earlyMe.body.trial_ends_at);
    const days = (me: { trial_ends_at: string }, registered: number) =>
      Math.round((new Date(me.trial_ends_at).getTime() - registered) / 86_400_000);
    const now = Date.now();
    expect(days(earlyAgain.body, now)).toBeLessThanOrEqual(14);
    expect(days(lateMe.body, now)).toBe(30);

    await settleEvents(t);
    const audit = await t
      .http()
      .get('/api/admin/audit?entity=business_rules')
      .set(bearer(admin))
      .expect(200);
    expect(audit.body.items[0]).toMatchObject({
      before: expect.objectContaining({ trial_days: 14 }),
      after: expect.objectContaining({ trial_days: 30 }),
    });
    expect(audit.body.items[0].after).not.toHaveProperty('trial_history');
  });

  it('a new GST identity prints on new invoices; an invoice already issued keeps its seller', async () => {
    stubClock(t, new Date());
    const first = await registerAndLogin(t, { name: 'Meera Iyer' });
    const firstBuy = await buy(t, first.token);
    await patchRules({ gst: { legal_name: 'Asana Yoga LLP', lut_no: 'AD0904260099999' } }).expect(
      200,
    );
    const second = await registerAndLogin(t, { name: 'Kabir Rao' });
    const secondBuy = await buy(t, second.token);
    const paymentId = (token: string) =>
      t
        .http()
        .get('/api/payments/mine')
        .set(bearer(token))
        .expect(200)
        .then((r) => (r.body as { id: number }[])[0].id);
    const oldText = await pdfOf(
      await getDocument(t, first.token, await paymentId(first.token)).expect(200),
    );
    const newText = await pdfOf(
      await getDocument(t, second.token, await paymentId(second.token)).expect(200),
    );
    expect(firstBuy.verify).toBeTruthy();
    expect(secondBuy.verify).toBeTruthy();
    expect(oldText).toContain(GST_ENV.GST_LEGAL_NAME);
    expect(oldText).not.toContain('Asana Yoga LLP');
    expect(newText).toContain('Asana Yoga LLP');
  });
});

describe('business details across instances (Redis pub/sub)', () => {
  let t: TestApp;
  const prefix = testRedisPrefix('settings');

  beforeAll(async () => {
    t = await createTestApp({ ...sharedRedisEnv(prefix) });
  });
  afterAll(async () => {
    await t.close();
    await removeRedisKeys(prefix);
  });

  it('drops its cached details when another instance announces a change', async () => {
    const first = (await t.http().get('/api/site-settings').expect(200)).body as BusinessDetails;
    // Another instance wrote the row (same database) and announced it on the channel.
    const repo = t.app.get(DataSource).getRepository(SiteSetting);
    const row = await repo.findOneByOrFail({ name: 'business' });
    await repo.update(
      { name: 'business' },
      { value: JSON.stringify({ ...JSON.parse(row.value), phone: '+91 96000 33333' }) },
    );
    expect((await t.http().get('/api/site-settings').expect(200)).body.phone).toBe(first.phone);
    const other = new Redis(TEST_REDIS_URL);
    try {
      await other.publish(`${prefix}settings:invalidate`, 'another-instance');
    } finally {
      other.disconnect();
    }
    const deadline = Date.now() + 2000;
    let phone = first.phone;
    while (phone !== '+91 96000 33333' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      phone = ((await t.http().get('/api/site-settings').expect(200)).body as BusinessDetails)
        .phone;
    }
    expect(phone).toBe('+91 96000 33333');
  });
});
