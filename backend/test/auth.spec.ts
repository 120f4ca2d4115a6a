import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { MESSAGES } from '@yoga/contracts';
import { jest } from '@jest/globals';
import { PasswordService } from '../src/modules/auth/index.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  TEST_JWT_SECRET,
  type TestApp,
} from './support/test-app.js';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sign(header: object, payload: object, secret = TEST_JWT_SECRET) {
  const head = `${b64(header)}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Meera Shah',
    email: `meera-${Math.random().toString(36).slice(2)}@test.local`,
    number: '9876543210',
    password: 'lotus-pose-every-day',
    ...over,
  });

  describe('POST /api/auth/register', () => {
    it('creates a user and answers 201 with the spec message and a referral code', async () => {
      const body = valid();
      const res = await t.http().post('/api/auth/register').send(body).expect(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Registered successfully',
        token: expect.any(String),
        user: {
          id: expect.any(Number),
          name: 'Meera Shah',
          email: body.email,
          role: 'user',
          referral_code: expect.any(String),
        },
      });
      expect(res.body.user.referral_code).toMatch(/^[A-Z2-9]{10}$/);
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it("signs her in: the answer's token opens her own account (no second log in), and this device is known", async () => {
      const body = valid();
      const res = await t.http().post('/api/auth/register').send(body).expect(201);
      const me = await t.http().get('/api/auth/me').set(bearer(res.body.token)).expect(200);
      expect(me.body).toMatchObject({ id: res.body.user.id, email: body.email, role: 'user' });
      expect(String(res.headers['set-cookie'])).toMatch(/known/i);
    });

    it.each(['name', 'email', 'number', 'password'])(
      'answers 400 "Please fill in all fields." without %s',
      async (field) => {
        const body: Record<string, unknown> = valid();
        delete body[field];
        const res = await t.http().post('/api/auth/register').send(body).expect(400);
        expect(res.body).toMatchObject({
          success: false,
          code: 'validation_failed',
          message: MESSAGES.fillAllFields,
        });
        expect(res.body.params.fields).toContainEqual({
          field,
          rule: 'required',
          message: MESSAGES.fillAllFields,
        });
      },
    );

    it.each(['name', 'email', 'number', 'password'])(
      'answers 400 "Please fill in all fields." when %s is blank',
      async (field) => {
        const res = await t
          .http()
          .post('/api/auth/register')
          .send(valid({ [field]: '   ' }))
          .expect(400);
        expect(res.body.message).toBe(MESSAGES.fillAllFields);
      },
    );

    it('refuses a password under 8 characters with the spec message', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ password: 'short7!' }))
        .expect(400);
      expect(res.body.message).toBe('Password must be at least 8 characters long.');
    });

    it('refuses a password over 128 characters', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ password: 'x'.repeat(129) }))
        .expect(400);
      expect(res.body.message).toBe(MESSAGES.passwordTooLong);
    });

    it('accepts a 128-character password', async () => {
      await t
        .http()
        .post('/api/auth/register')
        .send(valid({ password: 'y'.repeat(128) }))
        .expect(201);
    });

    it('refuses a common password', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ password: 'Password123' }))
        .expect(400);
      expect(res.body.message).toBe(MESSAGES.passwordTooCommon);
    });

    it('refuses a malformed email', async () => {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ email: 'not-an-email' }))
        .expect(400);
      expect(res.body.message).toBe(MESSAGES.invalidEmail);
    });

    it('answers 409 for an email already registered, whatever its case', async () => {
      const body = valid();
      await t.http().post('/api/auth/register').send(body).expect(201);
      const res = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ email: body.email.toUpperCase() }))
        .expect(409);
      expect(res.body).toEqual({
        success: false,
        code: 'email_taken',
        message: 'Email is already registered.',
      });
    });

    it('accepts the older payload variant and never grants the requested role', async () => {
      const body = {
        name: 'Old Form',
        email: 'oldform@test.local',
        password: 'an-older-form-pass',
        role: 'admin',
      };
      const res = await t.http().post('/api/auth/register').send(body).expect(201);
      expect(res.body.user.role).toBe('user');
      const session = await login(t, body.email, body.password);
      expect(session.user.role).toBe('user');
      await t.http().get('/api/admin/stats').set(bearer(session.token)).expect(403);
    });

    it('keeps a valid referrer code and ignores an unknown one', async () => {
      const referrer = await registerAndLogin(t);
      const a = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ referred_by: referrer.referral_code }))
        .expect(201);
      const b = await t
        .http()
        .post('/api/auth/register')
        .send(valid({ referred_by: 'NOSUCHCODE' }))
        .expect(201);
      const admin = await login(t, ADMIN.email, ADMIN.password);
      const list = await t.http().get('/api/manageusers').set(bearer(admin.token)).expect(200);
      const byId = (id: number) => list.body.find((u: { id: number }) => u.id === id);
      expect(byId(a.body.user.id).referred_by).toBe(referrer.referral_code);
      expect(byId(b.body.user.id).referred_by).toBeNull();
      const stats = await t
        .http()
        .get(`/api/referrals/stats/${referrer.user.id}`)
        .set(bearer(referrer.token))
        .expect(200);
      expect(stats.body).toEqual({
        referral_code: referrer.referral_code,
        referral_count: 1,
        credits: { INR: 0, USD: 0 },
        referrals: [
          { name: 'Meera Shah', joined_at: expect.any(String), status: 'pending', reward: null },
        ],
      });
    });

    it('gives every user a different referral code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++)
        codes.add(
          (await t.http().post('/api/auth/register').send(valid()).expect(201)).body.user
            .referral_code,
        );
      expect(codes.size).toBe(5);
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers 200 with a token and the user', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .send({ email: ADMIN.email, password: ADMIN.password })
        .expect(200);
      expect(res.body).toEqual({
        token: expect.any(String),
        user: { id: expect.any(Number), name: ADMIN.name, email: ADMIN.email, role: 'admin' },
      });
      const [header, payload] = res.body.token
        .split('.')
        .slice(0, 2)
        .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.sub).toBe(res.body.user.id);
      expect(typeof payload.jti).toBe('string');
      expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    });

    it('matches the email case-insensitively', async () => {
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: ADMIN.email.toUpperCase(), password: ADMIN.password })
        .expect(200);
    });

    it.each([{ email: ADMIN.email }, { password: 'x' }, { email: '', password: '' }])(
      'answers 400 for %j',
      async (body) => {
        const res = await t.http().post('/api/auth/login').send(body).expect(400);
        expect(res.body.message).toBe(MESSAGES.fillAllFields);
      },
    );

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      const wrong = await t
        .http()
        .post('/api/auth/login')
        .send({ email: ADMIN.email, password: 'wrong-password-1' })
        .expect(401);
      const unknown = await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'nobody@test.local', password: 'wrong-password-1' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        success: false,
        code: 'invalid_credentials',
        message: MESSAGES.invalidCredentials,
      });
    });

    it('verifies a real argon2id hash for an unknown email exactly as for a wrong password', async () => {
      // Equal work, not a stopwatch: both failures run one argon2id verification with the same
      // parameters (the unknown email against a dummy hash), so they take the same time.
      const passwords = t.app.get(PasswordService) as unknown as {
        argon2: { verify(stored: string, password: string): Promise<boolean> };
      };
      const verify = jest.spyOn(passwords.argon2, 'verify');
      const attempt = async (email: string) => {
        verify.mockClear();
        await t
          .http()
          .post('/api/auth/login')
          .send({ email, password: 'not-the-password' })
          .expect(401);
        expect(verify).toHaveBeenCalledTimes(1);
        const [stored] = verify.mock.calls[0];
        // $argon2id$v=19$m=19456,p=1,t=2$salt$hash: the parameters, without salt and hash
        return stored.split('$').slice(0, 4).join('$');
      };
      try {
        const known = await attempt(ADMIN.email);
        const unknown = await attempt('ghost@test.local');
        expect(known).toBe('$argon2id$v=19$m=19456,p=1,t=2');
        expect(unknown).toBe(known);
      } finally {
        verify.mockRestore();
      }
    });

    it('answers 403 "Your account is blocked." to a blocked account', async () => {
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
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password })
        .expect(403);
      expect(res.body.message).toBe('Your account is blocked.');
      // The token issued before the block is refused, saying why …
      const me = await t.http().get('/api/auth/me').set(bearer(user.token)).expect(403);
      expect(me.body.message).toBe(MESSAGES.accountBlocked);
      await t
        .http()
        .patch(`/api/manageusers/${user.user.id}/status`)
        .set(bearer(admin.token))
        .send({ status: 'Active' })
        .expect(200);
      // … and stays dead after the unblock (blocking ended the session); signing in again works.
      const stale = await t.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
      expect(stale.body.message).toBe(MESSAGES.sessionExpired);
      const fresh = await login(t, user.user.email, user.password);
      await t.http().get('/api/auth/me').set(bearer(fresh.token)).expect(200);
    });
  });

  describe('tokens', () => {
    it('GET /api/auth/me returns the current user without any secret', async () => {
      const user = await registerAndLogin(t);
      const res = await t.http().get('/api/auth/me').set(bearer(user.token)).expect(200);
      expect(res.body).toEqual({
        id: user.user.id,
        name: user.user.name,
        email: user.user.email,
        role: 'user',
        // Stored in its normalized form.
        phone: '+919876543210',
        status: 'Active',
        referral_code: user.referral_code,
        referred_by: null,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/hash|token_version|\$argon2/);
    });

    it('answers 401 without a token, with a malformed one, or a wrong scheme', async () => {
      await t.http().get('/api/auth/me').expect(401);
      await t.http().get('/api/auth/me').set({ Authorization: 'Bearer not.a.jwt' }).expect(401);
      const { token } = await login(t, ADMIN.email, ADMIN.password);
      await t
        .http()
        .get('/api/auth/me')
        .set({ Authorization: `Basic ${token}` })
        .expect(401);
    });

    it('POST /api/auth/logout revokes that token at once, and only that one', async () => {
      const a = await login(t, ADMIN.email, ADMIN.password);
      const b = await login(t, ADMIN.email, ADMIN.password);
      const res = await t.http().post('/api/auth/logout').set(bearer(a.token)).expect(200);
      expect(res.body.success).toBe(true);
      const after = await t.http().get('/api/auth/me').set(bearer(a.token)).expect(401);
      expect(after.body.message).toBe(MESSAGES.sessionExpired);
      await t.http().get('/api/auth/me').set(bearer(b.token)).expect(200);
    });

    it('rejects alg "none", other algorithms, a wrong secret and an expired token', async () => {
      const { user } = await login(t, ADMIN.email, ADMIN.password);
      const now = Math.floor(Date.now() / 1000);
      const payload = { sub: user.id, tv: 0, jti: 'forged', iat: now, exp: now + 3600 };
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
      await t.http().get('/api/auth/me').set(bearer(none)).expect(401);
      const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(payload)}.${createHmac(
        'sha512',
        TEST_JWT_SECRET,
      )
        .update(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(payload)}`)
        .digest('base64url')}`;
      await t.http().get('/api/auth/me').set(bearer(hs512)).expect(401);
      await t
        .http()
        .get('/api/auth/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret')))
        .expect(401);
      await t
        .http()
        .get('/api/auth/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, { ...payload, exp: now - 10 })))
        .expect(401);
      // The same claims signed correctly pass: the rejections above are about the signature alone.
      await t
        .http()
        .get('/api/auth/me')
        .set(bearer(sign({ alg: 'HS256', typ: 'JWT' }, payload)))
        .expect(200);
    });

    it('rejects the token of a deleted user', async () => {
      const user = await registerAndLogin(t);
      const admin = await login(t, ADMIN.email, ADMIN.password);
      await t
        .http()
        .delete(`/api/manageusers/${user.user.id}`)
        .set(bearer(admin.token))
        .expect(200);
      await t.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
    });

    it('PUT /api/auth/password changes the password and rejects every older token', async () => {
      const user = await registerAndLogin(t);
      const res = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(user.token))
        .send({ current_password: user.password, new_password: 'a-brand-new-secret' })
        .expect(200);
      await t.http().get('/api/auth/me').set(bearer(user.token)).expect(401);
      await t.http().get('/api/auth/me').set(bearer(res.body.token)).expect(200);
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: user.user.email, password: user.password })
        .expect(401);
      await login(t, user.user.email, 'a-brand-new-secret');
    });

    it('PUT /api/auth/password refuses a wrong current password and a weak new one', async () => {
      const user = await registerAndLogin(t);
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer(user.token))
        .send({ current_password: 'wrong-one-here', new_password: 'a-brand-new-secret' })
        // 400, not 401: a mistyped current password must not sign the panel out.
        .expect(400);
      const weak = await t
        .http()
        .put('/api/auth/password')
        .set(bearer(user.token))
        .send({ current_password: user.password, new_password: 'short' })
        .expect(400);
      expect(weak.body.message).toBe(MESSAGES.passwordTooShort);
    });
  });
});

describe('password hashing in a helper process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PASSWORD_HASHER_PROCESS: 'true' });
  });
  afterAll(() => t.close());

  it('hashes and verifies in a niced child process', async () => {
    const user = await registerAndLogin(t);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: user.user.email, password: 'wrong-password-9' })
      .expect(401);
    const children = execFileSync('ps', ['-o', 'ni=,args=', '--ppid', String(process.pid)], {
      encoding: 'utf8',
    });
    const helper = children.split('\n').find((line) => line.includes('argon2-hasher.mjs'));
    expect(helper).toBeDefined();
    expect(Number(helper!.trim().split(/\s+/)[0])).toBe(19);
  });
});

describe('account and payment answers are never stored by a cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('Cache-Control: no-store on the session, the login answer, the profile, payments and membership', async () => {
    const s = await registerAndLogin(t);
    const answer = await t
      .http()
      .post('/api/auth/login')
      .send({ email: s.user.email, password: s.password })
      .expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    for (const path of [
      '/api/auth/me',
      '/api/profile',
      '/api/payments/mine',
      '/api/subscriptions/me',
    ]) {
      const res = await t.http().get(path).set(bearer(s.token)).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
  });
});
