import { DataSource } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES,
  MESSAGES,
  PASSWORD_CHANGE_REQUIRED,
} from '@yoga/contracts';
import { AccountToken } from '../src/modules/account/entities/account-token.entity.js';
import { ConsentEvent } from '../src/modules/profile/entities/consent-event.entity.js';
import { requirePasswordChange, signInCreatedUser } from './support/admin-created.js';
import { lastMailTo, linkToken } from './support/mail.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

describe('profile', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_IP_LIMIT: '1000', ACCOUNT_MAIL_LIMIT: '1000' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const patch = (token: string, body: object) =>
    t.http().patch('/api/profile').set(bearer(token)).send(body);

  describe('GET and PATCH /api/profile', () => {
    it('shows the own profile with defaults', async () => {
      const user = await registerAndLogin(t);
      const res = await t.http().get('/api/profile').set(bearer(user.token)).expect(200);
      expect(res.body).toEqual({
        id: user.user.id,
        name: user.user.name,
        email: user.user.email,
        phone: '+919876543210',
        role: 'user',
        language: 'en',
        state: null,
        consents: { whatsapp: false, email: false },
        large_text: false,
        low_data: false,
        time_zone: 'Asia/Kolkata',
        pending_email: null,
        created_at: expect.any(String),
        last_login_at: expect.any(String),
      });
    });

    it('saves name, phone (normalised), language, state and consents', async () => {
      const user = await registerAndLogin(t);
      const res = await patch(user.token, {
        name: '  Meera Nair ',
        phone: '098765 43210',
        language: 'hi',
        state: '09',
        consents: { whatsapp: true },
      }).expect(200);
      expect(res.body).toMatchObject({
        name: 'Meera Nair',
        phone: '+919876543210',
        language: 'hi',
        state: '09',
        consents: { whatsapp: true, email: false },
      });
      const foreign = await patch(user.token, { phone: '+44 20 7946 0958', state: null }).expect(
        200,
      );
      expect(foreign.body).toMatchObject({
        phone: '+442079460958',
        state: null,
        name: 'Meera Nair',
      });
    });

    it('keeps larger text, low data and her time zone (issue 37), and refuses an unknown zone', async () => {
      const user = await registerAndLogin(t);
      const res = await patch(user.token, {
        large_text: true,
        low_data: true,
        time_zone: 'America/New_York',
      }).expect(200);
      expect(res.body).toMatchObject({
        large_text: true,
        low_data: true,
        time_zone: 'America/New_York',
      });
      // An old name is kept by its canonical one.
      expect(
        (await patch(user.token, { time_zone: 'Asia/Calcutta' }).expect(200)).body,
      ).toMatchObject({ time_zone: 'Asia/Kolkata', large_text: true });
      for (const time_zone of ['Mars/Olympus', 'EST+5', '+05:30', '', 7]) {
        const bad = await patch(user.token, { time_zone }).expect(400);
        expect(bad.body).toMatchObject({ code: 'validation_failed' });
      }
      const hindi = await t
        .http()
        .patch('/api/profile')
        .set(bearer(user.token))
        .set('Accept-Language', 'hi')
        .send({ time_zone: 'Nowhere/Land' })
        .expect(400);
      expect(JSON.stringify(hindi.body)).toContain('समय क्षेत्र');
      for (const field of ['large_text', 'low_data']) {
        const bad = await patch(user.token, { [field]: 'yes' }).expect(400);
        expect(bad.body).toMatchObject({ code: 'validation_failed' });
      }
      const after = await t.http().get('/api/profile').set(bearer(user.token)).expect(200);
      expect(after.body).toMatchObject({
        large_text: true,
        low_data: true,
        time_zone: 'Asia/Kolkata',
      });
    });

    it('records every consent change in the log with time and source, and nothing for no change', async () => {
      const user = await registerAndLogin(t);
      await patch(user.token, { consents: { whatsapp: true, email: true } }).expect(200);
      await patch(user.token, { consents: { whatsapp: true } }).expect(200);
      const off = await patch(user.token, { consents: { email: false } }).expect(200);
      expect(off.body.consents).toEqual({ whatsapp: true, email: false });
      const log = await t.app
        .get(DataSource)
        .getRepository(ConsentEvent)
        .find({ where: { userId: user.user.id }, order: { id: 'ASC' } });
      expect(log.map((e) => [e.channel, e.granted, e.source])).toEqual([
        ['whatsapp', true, 'profile_page'],
        ['email', true, 'profile_page'],
        ['email', false, 'profile_page'],
      ]);
      expect(log.every((e) => e.createdAt instanceof Date)).toBe(true);
    });

    it.each([
      [{ name: '   ' }, FIELD_MESSAGES.invalidName],
      [{ name: 'x'.repeat(101) }, FIELD_MESSAGES.invalidName],
      [{ phone: '12345' }, FIELD_MESSAGES.invalidPhone],
      [{ phone: '+91 5123456789' }, FIELD_MESSAGES.invalidPhone],
      [{ phone: 9876543210 }, 'phone must be a string'],
      [{ phone: '' }, FIELD_MESSAGES.invalidPhone],
      // null is refused as null (Optional): a field that is not nullable is left out or given a value.
      [{ phone: null }, 'phone cannot be null: leave it out or send a value.'],
      [{ name: null }, 'name cannot be null: leave it out or send a value.'],
      [{ language: null }, 'language cannot be null: leave it out or send a value.'],
      [{ language: 'fr' }, ACCOUNT_MESSAGES.invalidLanguage],
      [{ state: '9' }, ACCOUNT_MESSAGES.invalidState],
      [{ state: 9 }, ACCOUNT_MESSAGES.invalidState],
      [{ state: '25' }, ACCOUNT_MESSAGES.invalidState],
      [{ state: '99' }, ACCOUNT_MESSAGES.invalidState],
      [{ consents: { whatsapp: 'yes' } }, 'consents.whatsapp must be true or false.'],
      [{ consents: { sms: true } }, 'property sms should not exist'],
      [{ email: 'new@test.local' }, 'property email should not exist'],
      [{ role: 'admin' }, 'property role should not exist'],
    ])('refuses %j with 400', async (body, message) => {
      const user = await registerAndLogin(t);
      const res = await patch(user.token, body).expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    });
  });

  describe('email change', () => {
    it('changes the email only once the link sent to the new address is opened', async () => {
      const user = await registerAndLogin(t);
      const next = `moved-${Date.now()}@test.local`;
      const res = await t
        .http()
        .post('/api/profile/email')
        .set(bearer(user.token))
        .send({ email: next, password: user.password })
        .expect(202);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.emailChangeSent });
      const pending = await t.http().get('/api/profile').set(bearer(user.token)).expect(200);
      expect(pending.body).toMatchObject({ email: user.user.email, pending_email: next });
      const token = linkToken(await lastMailTo(t, next));
      expect((await lastMailTo(t, next)).text).toContain('/auth/confirm-email#token=');
      // Opened without a session (another device): the token is the proof.
      await t.http().post('/api/profile/email/confirm').send({ token }).expect(200);
      await login(t, next, user.password);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password })
        .expect(401);
      expect((await lastMailTo(t, user.user.email)).subject).toMatch(/email address was changed/);
      const again = await t.http().post('/api/profile/email/confirm').send({ token }).expect(400);
      expect(again.body.message).toBe(ACCOUNT_MESSAGES.emailLinkInvalid);
    });

    it('refuses a wrong password, the same address, a taken address, bad input and an expired link', async () => {
      const user = await registerAndLogin(t);
      const other = await registerAndLogin(t);
      const send = (body: object) =>
        t.http().post('/api/profile/email').set(bearer(user.token)).send(body);
      expect(
        (await send({ email: 'x1@test.local', password: 'wrong-pass' }).expect(400)).body.message,
      ).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      expect(
        (await send({ email: user.user.email, password: user.password }).expect(400)).body.message,
      ).toBe(ACCOUNT_MESSAGES.emailSame);
      expect(
        (await send({ email: other.user.email, password: user.password }).expect(409)).body.message,
      ).toBe(MESSAGES.emailTaken);
      await send({ email: 'not-an-email', password: user.password }).expect(400);
      await send({ email: 'x2@test.local' }).expect(400);
      await send({ email: 'x3@test.local', password: user.password }).expect(202);
      const token = linkToken(await lastMailTo(t, 'x3@test.local'));
      await t.app
        .get(DataSource)
        .getRepository(AccountToken)
        .update(
          { userId: user.user.id, purpose: 'email_change' },
          { expiresAt: new Date(Date.now() - 1000) },
        );
      await t.http().post('/api/profile/email/confirm').send({ token }).expect(400);
      await t.http().post('/api/profile/email/confirm').send({}).expect(400);
    });
  });

  describe('must change password', () => {
    it('lets an account marked "must change password" do nothing else until it is replaced', async () => {
      const created = await t
        .http()
        .post('/api/manageusers')
        .set(bearer(admin))
        .send({ name: 'Nisha New', email: `nisha-${Date.now()}@test.local`, phone: '9811111111' })
        .expect(201);
      // Accounts made before issue 28 carry an admin-set password that must be replaced.
      const temp = 'temporary-admin-set-1';
      await signInCreatedUser(t, created.body.email, temp);
      await requirePasswordChange(t, created.body.id as number);
      const first = await login(t, created.body.email, temp);
      expect(first.user).toEqual({
        id: created.body.id,
        name: 'Nisha New',
        email: created.body.email,
        role: 'user',
        must_change_password: true,
      });
      const refused = await t.http().get('/api/profile').set(bearer(first.token)).expect(403);
      expect(refused.body).toEqual({
        success: false,
        code: 'password_change_required',
        message: ACCOUNT_MESSAGES.passwordChangeRequired,
        error: PASSWORD_CHANGE_REQUIRED,
      });
      await t.http().get('/api/auth/me').set(bearer(first.token)).expect(200);
      const same = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(first.token))
        .send({ current_password: temp, new_password: temp })
        .expect(400);
      expect(same.body.message).toBe(ACCOUNT_MESSAGES.passwordUnchanged);
      const changed = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(first.token))
        .send({ current_password: temp, new_password: 'nisha-chose-this-one' })
        .expect(200);
      expect(changed.body.user).not.toHaveProperty('must_change_password');
      await t.http().get('/api/profile').set(bearer(changed.body.token)).expect(200);
      await t.http().get('/api/profile').set(bearer(first.token)).expect(401);
      const again = await login(t, created.body.email, 'nisha-chose-this-one');
      expect(again.user).not.toHaveProperty('must_change_password');
    });
  });

  describe('admin: reset password and last sign-in', () => {
    it('sends the user a reset link (202) without ever showing a password', async () => {
      const user = await registerAndLogin(t);
      const res = await t
        .http()
        .post(`/api/manageusers/${user.user.id}/reset-password`)
        .set(bearer(admin))
        .expect(202);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetLinkSent });
      const token = linkToken(await lastMailTo(t, user.user.email));
      await t
        .http()
        .post('/api/auth/reset')
        .send({ token, password: 'set-by-the-student' })
        .expect(200);
      await login(t, user.user.email, 'set-by-the-student');
      await t.http().post('/api/manageusers/999999/reset-password').set(bearer(admin)).expect(404);
      await t.http().post('/api/manageusers/abc/reset-password').set(bearer(admin)).expect(400);
      await t
        .http()
        .post(`/api/manageusers/${user.user.id}/reset-password`)
        .set(bearer(user.token))
        .expect(401);
    });

    it('lists the last sign-in time in both admin user lists', async () => {
      const user = await registerAndLogin(t);
      const manage = await t
        .http()
        .get('/api/manageusers?limit=100')
        .set(bearer(admin))
        .expect(200);
      const row = manage.body.find((u: { id: number }) => u.id === user.user.id);
      expect(Date.parse(row.last_login_at)).not.toBeNaN();
      const created = await t
        .http()
        .post('/api/manageusers')
        .set(bearer(admin))
        .send({ name: 'Never Signed', email: `never-${Date.now()}@test.local` })
        .expect(201);
      const list = await t.http().get('/api/admin/users?limit=100').set(bearer(admin)).expect(200);
      expect(
        list.body.find((u: { id: number }) => u.id === created.body.id).last_login_at,
      ).toBeNull();
    });
  });
});
