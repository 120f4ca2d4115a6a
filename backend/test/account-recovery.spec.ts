import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES, MESSAGES, SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { AccountToken } from '../src/modules/account/entities/account-token.entity.js';
import { codeIn, lastMailTo, linkToken, mailsTo } from './support/mail.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const ACCEPTED_FORGOT = { success: true, message: ACCOUNT_MESSAGES.forgotAccepted };
const ACCEPTED_CODE = { success: true, message: ACCOUNT_MESSAGES.codeAccepted };

/** Moves a user's newest token of `purpose` past its expiry, as time passing would. */
async function expireNewest(t: TestApp, userId: number, purpose: AccountToken['purpose']) {
  const repo = t.app.get(DataSource).getRepository(AccountToken);
  const row = await repo.findOneOrFail({ where: { userId, purpose }, order: { id: 'DESC' } });
  await repo.update({ id: row.id }, { expiresAt: new Date(Date.now() - 1000) });
}

describe('forgotten password and sign-in by code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ACCOUNT_IP_LIMIT: '1000', ACCOUNT_MAIL_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  describe('POST /api/auth/forgot', () => {
    it('answers 202 with the same body for a known and an unknown email; only the known one gets mail', async () => {
      const user = await registerAndLogin(t);
      const known = await t.http().post('/api/auth/forgot').send({ email: user.user.email });
      const unknown = await t
        .http()
        .post('/api/auth/forgot')
        .send({ email: 'nobody-here@test.local' });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(known.body).toEqual(ACCEPTED_FORGOT);
      expect(unknown.body).toEqual(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(
        Object.keys(known.headers)
          .sort()
          .filter((h) => h in unknown.headers),
      );
      const mail = await lastMailTo(t, user.user.email);
      expect(mail.subject).toMatch(/Reset your .* password/);
      expect(mail.text).toContain(`${t.config.site.publicUrl}/auth/reset#token=`);
      expect(await mailsTo(t, 'nobody-here@test.local')).toEqual([]);
    });

    it('refuses a missing or malformed email with 400 (the same for every address)', async () => {
      const missing = await t.http().post('/api/auth/forgot').send({}).expect(400);
      expect(missing.body).toMatchObject({ success: false, message: MESSAGES.fillAllFields });
      const bad = await t
        .http()
        .post('/api/auth/forgot')
        .send({ email: 'not-an-email' })
        .expect(400);
      expect(bad.body.message).toBe(MESSAGES.invalidEmail);
      await t.http().post('/api/auth/forgot').send({ email: 'a@b.in', extra: 1 }).expect(400);
    });

    it('stores only a SHA-256 of the link token', async () => {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const token = linkToken(await lastMailTo(t, user.user.email));
      const rows = await t.app
        .get(DataSource)
        .getRepository(AccountToken)
        .findBy({ userId: user.user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });
  });

  describe('the account emails follow the profile language', () => {
    it('writes the reset link and the sign-in code in English, word for word as before', async () => {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const reset = await lastMailTo(t, user.user.email);
      const brand = SAMPLE_BUSINESS_DETAILS.brand_name;
      expect(reset.subject).toBe(`Reset your ${brand} password`);
      expect(reset.text).toBe(
        `Namaste ${user.user.name},\n\nOpen this link to choose a new password (it works once, for 30 minutes):\n` +
          `${t.config.site.publicUrl}/auth/reset#token=${linkToken(reset)}\n\n` +
          'All your signed-in devices are signed out when the password changes.\n\n' +
          `If you did not ask for this, you can ignore this email: nothing changes.\n\n— ${brand}`,
      );
    });

    it('writes them in Hindi for a student whose profile language is Hindi', async () => {
      const user = await registerAndLogin(t);
      await t
        .http()
        .patch('/api/profile')
        .set(bearer(user.token))
        .send({ language: 'hi' })
        .expect(200);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const reset = await lastMailTo(t, user.user.email);
      expect(reset.subject).toBe(`${SAMPLE_BUSINESS_DETAILS.brand_name} का अपना पासवर्ड रीसेट करें`);
      expect(reset.text).toContain(`नमस्ते ${user.user.name},`);
      expect(reset.text).toContain('नया पासवर्ड चुनने के लिए यह लिंक खोलें');
      expect(linkToken(reset)).toMatch(/^[A-Za-z0-9_-]+$/);
      await t.http().post('/api/auth/otp/request').send({ email: user.user.email }).expect(202);
      const code = await lastMailTo(t, user.user.email);
      expect(code.subject).toBe(`आपका ${SAMPLE_BUSINESS_DETAILS.brand_name} लॉगिन कोड`);
      expect(code.text).toContain(`आपका एक बार का कोड है: ${codeIn(code)}`);
    });
  });

  describe('POST /api/auth/reset', () => {
    it('sets the new password once, ends every session, and the link cannot be used again', async () => {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const token = linkToken(await lastMailTo(t, user.user.email));
      const res = await t
        .http()
        .post('/api/auth/reset')
        .send({ token, password: 'a-fresh-reset-password' })
        .expect(200);
      expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetDone });
      await t.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password })
        .expect(401);
      await login(t, user.user.email, 'a-fresh-reset-password');
      const again = await t
        .http()
        .post('/api/auth/reset')
        .send({ token, password: 'yet-another-password' })
        .expect(400);
      expect(again.body).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.resetInvalid });
    });

    it('refuses an expired link, an unknown token and a link that a newer one replaced', async () => {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const first = linkToken(await lastMailTo(t, user.user.email));
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const second = linkToken(await lastMailTo(t, user.user.email));
      expect(second).not.toBe(first);
      for (const token of [first, 'x'.repeat(43)]) {
        const res = await t
          .http()
          .post('/api/auth/reset')
          .send({ token, password: 'a-fresh-reset-password' })
          .expect(400);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetInvalid);
      }
      await expireNewest(t, user.user.id, 'password_reset');
      await t
        .http()
        .post('/api/auth/reset')
        .send({ token: second, password: 'a-fresh-reset-password' })
        .expect(400);
      await login(t, user.user.email, user.password);
    });

    it('applies the password rules and keeps the link for a second try', async () => {
      const user = await registerAndLogin(t);
      await t.http().post('/api/auth/forgot').send({ email: user.user.email }).expect(202);
      const token = linkToken(await lastMailTo(t, user.user.email));
      const short = await t.http().post('/api/auth/reset').send({ token, password: 'short' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe(MESSAGES.passwordTooShort);
      const common = await t
        .http()
        .post('/api/auth/reset')
        .send({ token, password: 'password123' });
      expect(common.body.message).toBe(MESSAGES.passwordTooCommon);
      await t.http().post('/api/auth/reset').send({ password: 'whatever-long' }).expect(400);
      await t
        .http()
        .post('/api/auth/reset')
        .send({ token, password: 'now-a-good-password' })
        .expect(200);
    });
  });

  describe('one-time codes', () => {
    async function requestCode(email: string) {
      const res = await t.http().post('/api/auth/otp/request').send({ email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual(ACCEPTED_CODE);
      return codeIn(await lastMailTo(t, email));
    }

    it('answers 202 with the same body for unknown emails and sends nothing', async () => {
      const res = await t
        .http()
        .post('/api/auth/otp/request')
        .send({ email: 'ghost@test.local' })
        .expect(202);
      expect(res.body).toEqual(ACCEPTED_CODE);
      expect(await mailsTo(t, 'ghost@test.local')).toEqual([]);
    });

    it('signs in with the code exactly like a login, and the code works once', async () => {
      const user = await registerAndLogin(t);
      const code = await requestCode(user.user.email);
      expect(code).toMatch(/^\d{6}$/);
      const res = await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email.toUpperCase(), code })
        .expect(200);
      expect(res.body).toEqual({ token: expect.any(String), user: user.user });
      await t.http().get('/api/auth/me').set(bearer(res.body.token)).expect(200);
      const again = await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email, code })
        .expect(401);
      expect(again.body).toMatchObject({ success: false, message: ACCOUNT_MESSAGES.codeInvalid });
    });

    it('gives the same 401 for a wrong code and an unknown email', async () => {
      const user = await registerAndLogin(t);
      const code = await requestCode(user.user.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const a = await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email, code: wrong });
      const b = await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: 'ghost@test.local', code });
      expect([a.status, b.status]).toEqual([401, 401]);
      expect(a.body).toEqual(b.body);
    });

    it('dies after 5 wrong attempts, even for the right code afterwards', async () => {
      const user = await registerAndLogin(t);
      const code = await requestCode(user.user.email);
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i++)
        await t
          .http()
          .post('/api/auth/otp/verify')
          .send({ email: user.user.email, code: wrong })
          .expect(401);
      await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email, code })
        .expect(401);
    });

    it('refuses an expired code and an older code once a newer one was sent', async () => {
      const user = await registerAndLogin(t);
      const older = await requestCode(user.user.email);
      const newer = await requestCode(user.user.email);
      if (older !== newer)
        await t
          .http()
          .post('/api/auth/otp/verify')
          .send({ email: user.user.email, code: older })
          .expect(401);
      await expireNewest(t, user.user.id, 'sign_in_code');
      await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email, code: newer })
        .expect(401);
    });

    it('stores the code as a keyed hash only', async () => {
      const user = await registerAndLogin(t);
      const code = await requestCode(user.user.email);
      const rows = await t.app
        .get(DataSource)
        .getRepository(AccountToken)
        .findBy({ userId: user.user.id, purpose: 'sign_in_code' });
      expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('validates the body: a code is exactly six digits', async () => {
      for (const code of ['12345', '1234567', 'abcdef', 123456]) {
        const res = await t
          .http()
          .post('/api/auth/otp/verify')
          .send({ email: 'a@b.in', code })
          .expect(400);
        expect(res.body.success).toBe(false);
      }
      await t.http().post('/api/auth/otp/verify').send({ email: 'a@b.in' }).expect(400);
      await t.http().post('/api/auth/otp/request').send({ email: 'nope' }).expect(400);
    });

    it('records the sign-in time, shown to the admin', async () => {
      const user = await registerAndLogin(t);
      const code = await requestCode(user.user.email);
      const before = Date.now();
      await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: user.user.email, code })
        .expect(200);
      const admin = await login(t, ADMIN.email, ADMIN.password);
      const list = await t.http().get('/api/admin/users?limit=100').set(bearer(admin.token));
      const row = list.body.find((u: { id: number }) => u.id === user.user.id);
      expect(new Date(row.last_login_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('sends no code to a blocked account and answers the same', async () => {
      const user = await registerAndLogin(t);
      const admin = await login(t, ADMIN.email, ADMIN.password);
      await t
        .http()
        .patch(`/api/manageusers/${user.user.id}/status`)
        .set(bearer(admin.token))
        .send({ status: 'Blocked' })
        .expect(200);
      const res = await t
        .http()
        .post('/api/auth/otp/request')
        .send({ email: user.user.email })
        .expect(202);
      expect(res.body).toEqual(ACCEPTED_CODE);
      expect(await mailsTo(t, user.user.email)).toEqual([]);
    });
  });

  describe('outstanding links and codes end with the credentials', () => {
    /** A reset link, a sign-in code and an email-change link, all unspent. */
    const outstanding = async (user: Awaited<ReturnType<typeof registerAndLogin>>) => {
      const email = user.user.email;
      await t.http().post('/api/auth/forgot').send({ email }).expect(202);
      const reset = linkToken(await lastMailTo(t, email));
      await t.http().post('/api/auth/otp/request').send({ email }).expect(202);
      const code = codeIn(await lastMailTo(t, email));
      const next = `next-${Date.now()}-${user.user.id}@test.local`;
      await t
        .http()
        .post('/api/profile/email')
        .set(bearer(user.token))
        .send({ email: next, password: user.password })
        .expect(202);
      const emailChange = linkToken(await lastMailTo(t, next));
      return { email, reset, code, emailChange };
    };
    const allDead = async (o: Awaited<ReturnType<typeof outstanding>>) => {
      await t
        .http()
        .post('/api/auth/reset')
        .send({ token: o.reset, password: 'the-attackers-password' })
        .expect(400);
      await t
        .http()
        .post('/api/auth/otp/verify')
        .send({ email: o.email, code: o.code })
        .expect(401);
      await t.http().post('/api/profile/email/confirm').send({ token: o.emailChange }).expect(400);
    };

    it('a password change', async () => {
      const user = await registerAndLogin(t);
      const o = await outstanding(user);
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer(user.token))
        .send({ current_password: user.password, new_password: 'a-changed-password-1' })
        .expect(200);
      await allDead(o);
      await login(t, user.user.email, 'a-changed-password-1');
    });

    it('a password reset', async () => {
      const user = await registerAndLogin(t);
      const o = await outstanding(user);
      await t.http().post('/api/auth/forgot').send({ email: o.email }).expect(202);
      const fresh = linkToken(await lastMailTo(t, o.email));
      await t
        .http()
        .post('/api/auth/reset')
        .send({ token: fresh, password: 'a-reset-password-22' })
        .expect(200);
      await allDead(o);
    });

    it('a block (also after the unblock) and a deletion', async () => {
      const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
      const user = await registerAndLogin(t);
      const o = await outstanding(user);
      const status = (value: string) =>
        t
          .http()
          .patch(`/api/manageusers/${user.user.id}/status`)
          .set(bearer(admin))
          .send({ status: value })
          .expect(200);
      await status('Blocked');
      await status('Active');
      await allDead(o);
      await login(t, user.user.email, user.password);

      const doomed = await registerAndLogin(t);
      const d = await outstanding(doomed);
      await t.http().delete(`/api/manageusers/${doomed.user.id}`).set(bearer(admin)).expect(200);
      await allDead(d);
    });
  });
});
