import { MESSAGES, ACCOUNT_MESSAGES } from '@yoga/contracts';
import { mailsTo } from './support/mail.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

const ACCEPTED_FORGOT = { success: true, message: ACCOUNT_MESSAGES.forgotAccepted };

describe('account throttles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ACCOUNT_IP_LIMIT: '4',
      ACCOUNT_MAIL_LIMIT: '2',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  it('stops sending mail to one address past its budget, still answering 202 with the same body', async () => {
    const user = await registerAndLogin(t);
    for (let i = 0; i < 4; i++) {
      const res = await t
        .http()
        .post('/api/auth/forgot')
        .set(from(`10.0.1.${i}`))
        .send({ email: user.user.email })
        .expect(202);
      expect(res.body).toEqual(ACCEPTED_FORGOT);
    }
    expect(await mailsTo(t, user.user.email)).toHaveLength(2);
  });

  it('answers 429 with Retry-After once one IP used its budget, for known and unknown emails alike', async () => {
    const user = await registerAndLogin(t);
    for (let i = 0; i < 4; i++)
      await t
        .http()
        .post('/api/auth/otp/request')
        .set(from('10.0.2.1'))
        .send({ email: i % 2 ? user.user.email : `ghost${i}@test.local` })
        .expect(202);
    for (const email of [user.user.email, 'ghost9@test.local']) {
      const res = await t
        .http()
        .post('/api/auth/otp/request')
        .set(from('10.0.2.1'))
        .send({ email })
        .expect(429);
      expect(res.body).toMatchObject({ success: false, message: MESSAGES.tooManyAttempts });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not affected.
    await t
      .http()
      .post('/api/auth/otp/request')
      .set(from('10.0.2.2'))
      .send({ email: user.user.email })
      .expect(202);
  });

  it('limits code checks per email across IPs (2 codes × 5 attempts), unknown emails alike', async () => {
    for (const email of ['someone@test.local', 'ghost-check@test.local']) {
      for (let i = 0; i < 10; i++)
        await t
          .http()
          .post('/api/auth/otp/verify')
          .set(from(`10.0.3.${i}`))
          .send({ email, code: '000000' })
          .expect(401);
      await t
        .http()
        .post('/api/auth/otp/verify')
        .set(from('10.0.3.99'))
        .send({ email, code: '000000' })
        .expect(429);
    }
  });

  it('throttles reset attempts per IP', async () => {
    for (let i = 0; i < 4; i++)
      await t
        .http()
        .post('/api/auth/reset')
        .set(from('10.0.4.1'))
        .send({ token: `guess-${i}`, password: 'a-long-password' })
        .expect(400);
    await t
      .http()
      .post('/api/auth/reset')
      .set(from('10.0.4.1'))
      .send({ token: 'guess-x', password: 'a-long-password' })
      .expect(429);
  });
});

describe('account throttles on Redis (REDIS_URL)', () => {
  let t: TestApp;
  const prefix = testRedisPrefix('account');
  beforeAll(async () => {
    t = await createTestApp({
      ...sharedRedisEnv(prefix),
      ACCOUNT_IP_LIMIT: '2',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await removeRedisKeys(prefix);
  });

  it('counts in the shared store', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 2; i++)
      await t
        .http()
        .post('/api/auth/forgot')
        .set({ 'X-Forwarded-For': ip })
        .send({ email: 'redis-check@test.local' })
        .expect(202);
    await t
      .http()
      .post('/api/auth/forgot')
      .set({ 'X-Forwarded-For': ip })
      .send({ email: 'redis-check@test.local' })
      .expect(429);
  });
});
