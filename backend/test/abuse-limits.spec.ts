import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { removeRedisKeys, testRedisPrefix, sharedRedisEnv } from './support/redis.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.9';
let n = 0;
const newUser = () => ({
  name: 'Limit Tester',
  email: `limits-${++n}-${randomUUID()}@test.local`,
  number: '9876543210',
  password: 'correct-horse-battery',
});
const loginFrom = (t: TestApp, ip: string, email: string, password: string) =>
  t.http().post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('login lock-out by (account, IP) pair', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '3',
      LOGIN_IP_RATE_LIMIT: '100',
    });
  });
  afterAll(() => t.close());

  it('10 wrong passwords from an attacker do not lock the owner out of their own network', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await loginFrom(t, ATTACKER_IP, ADMIN.email, `wrong-${i}-pass`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await loginFrom(t, ATTACKER_IP, ADMIN.email, ADMIN.password).expect(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'too_many_attempts',
      message: MESSAGES.tooManyAttempts,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await loginFrom(t, OWNER_IP, ADMIN.email, ADMIN.password).expect(200);
    expect(owner.body.user.role).toBe('admin');
  });

  it('50 failures from one address do not block other accounts behind it', async () => {
    const office = '192.0.2.50';
    for (let i = 0; i < 50; i++)
      await loginFrom(t, office, `nobody-${i}@test.local`, 'wrong-password-x').expect(401);
    const colleague = await registerAndLogin(t);
    await loginFrom(t, office, colleague.user.email, colleague.password).expect(200);
  });

  it('keeps a per-IP cap against guessing across many accounts', async () => {
    const capped = await createTestApp({ TRUST_PROXY: 'true', LOGIN_IP_RATE_LIMIT: '5' });
    try {
      for (let i = 0; i < 5; i++)
        await loginFrom(capped, ATTACKER_IP, `guess-${i}@test.local`, 'wrong-password-x').expect(
          401,
        );
      const res = await loginFrom(capped, ATTACKER_IP, ADMIN.email, ADMIN.password).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      await loginFrom(capped, OWNER_IP, ADMIN.email, ADMIN.password).expect(200);
    } finally {
      await capped.close();
    }
  });
});

describe('password guessing on one account from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('200 wrong passwords from 200 addresses get 429s; the owner still signs in from their known device and address', async () => {
    const owner = await registerAndLogin(t);
    // The owner signed in before, from home: the answer carries their signed known-device cookie.
    const before = await loginFrom(t, OWNER_IP, owner.user.email, owner.password).expect(200);
    const cookie = (before.headers['set-cookie'] as unknown as string[] | undefined)?.find((c) =>
      c.startsWith('known_device='),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    const device = cookie!.split(';')[0];

    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await loginFrom(t, `192.0.2.${i}`, owner.user.email, `wrong-${i}`)).status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(180);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    // A stranger with the right password from a new address waits too.
    const stranger = await loginFrom(t, '203.0.113.77', owner.user.email, owner.password).expect(
      429,
    );
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner: with the device cookie (from anywhere), and from the address they used before.
    await loginFrom(t, '198.51.100.200', owner.user.email, owner.password)
      .set('Cookie', device)
      .expect(200);
    await loginFrom(t, OWNER_IP, owner.user.email, owner.password).expect(200);
    // A forged or another account's cookie does not count as known.
    const other = await registerAndLogin(t);
    await loginFrom(t, '203.0.113.78', owner.user.email, owner.password)
      .set('Cookie', `${device.slice(0, -2)}xx`)
      .expect(429);
    const otherLogin = await loginFrom(t, OWNER_IP, other.user.email, other.password).expect(200);
    const otherDevice = (otherLogin.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith('known_device='))!
      .split(';')[0];
    await loginFrom(t, '203.0.113.79', owner.user.email, owner.password)
      .set('Cookie', otherDevice)
      .expect(429);
  }, 120_000);
});

describe('registration and booking limits', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      REGISTER_RATE_LIMIT: '3',
      BOOKING_RATE_LIMIT: '3',
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const register = (ip: string) =>
    t.http().post('/api/auth/register').set('X-Forwarded-For', ip).send(newUser());

  it('limits registrations per IP with 429 and Retry-After', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i++) await register(ip).expect(201);
    const res = await register(ip).expect(429);
    expect(res.body).toEqual({
      success: false,
      code: 'too_many_attempts',
      message: MESSAGES.tooManyAttempts,
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    await register('192.0.2.11').expect(201);
  });

  const demo = (date: string, time = '07:00') => ({
    name: 'Ravi',
    email: 'ravi@test.local',
    phone: '9811111111',
    preferred_date: date,
    preferred_time: time,
  });
  const signIn = async (ip: string) => {
    const body = newUser();
    await t.http().post('/api/auth/register').set('X-Forwarded-For', ip).send(body).expect(201);
    return (await login(t, body.email, body.password)).token;
  };

  it('limits bookings per student', async () => {
    const token = await signIn('192.0.2.20');
    const classIds: number[] = [];
    for (let i = 0; i < 4; i++) {
      classIds.push(
        (
          await t
            .http()
            .post('/api/classes')
            .set(bearer(admin))
            .send({ title: `C${i}`, date: '2030-02-01', time: '06:00', link: 'https://x.test' })
            .expect(201)
        ).body.id,
      );
    }
    for (const id of classIds.slice(0, 3))
      await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(token))
        .send({ ...demo('2030-02-01'), class_id: id })
        .expect(201);
    const res = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(token))
      .send({ ...demo('2030-02-01'), class_id: classIds[3] })
      .expect(429);
    expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another student is not affected.
    const other = await signIn('192.0.2.21');
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(other))
      .send({ ...demo('2030-02-01'), class_id: classIds[3] })
      .expect(201);
  });

  it('caps open demo bookings (times still ahead in IST); Retry-After says when one has passed', async () => {
    const capped = await createTestApp({ MAX_OPEN_DEMO_BOOKINGS: '2' });
    // 23:59 IST on 1 January 2030.
    jest
      .spyOn(capped.app.get<Clock>(CLOCK), 'now')
      .mockReturnValue(new Date('2030-01-01T18:29:00Z'));
    try {
      const { token } = await registerAndLogin(capped);
      const book = (date: string, time: string) =>
        capped.http().post('/api/bookings/demo').set(bearer(token)).send(demo(date, time));
      await book('2030-01-01', '23:58').expect(201); // already past in India: not open
      await book('2030-01-02', '00:30').expect(201); // 31 minutes ahead
      await book('2030-01-03', '07:00').expect(201);
      const res = await book('2030-01-04', '07:00').expect(429);
      expect(res.body).toEqual({
        success: false,
        code: 'demo_limit_reached',
        message:
          'You already have 2 upcoming demo classes booked. You can book another once one of them has taken place.',
        params: { max: 2 },
      });
      expect(res.headers['retry-after']).toBe(String(31 * 60));
    } finally {
      await capped.close();
    }
  });
});

describe('shared limits through Redis', () => {
  const prefix = testRedisPrefix('limits');
  afterAll(() => removeRedisKeys(prefix));
  const redisEnv = (extra: Record<string, string>) => ({
    TRUST_PROXY: 'true',
    ...sharedRedisEnv(prefix),
    ...extra,
  });

  it('counts registrations across instances', async () => {
    const env = redisEnv({ REGISTER_RATE_LIMIT: '2' });
    const [a, b] = [await createTestApp(env), await createTestApp(env)];
    try {
      // An address of this run's own: a CI retry must not find the first run's registrations counted.
      const ip = `192.0.2.${100 + Math.floor(Math.random() * 150)}`;
      const reg = (t: TestApp) =>
        t.http().post('/api/auth/register').set('X-Forwarded-For', ip).send(newUser());
      await reg(a).expect(201);
      await reg(b).expect(201);
      await reg(a).expect(429);
      await reg(b).expect(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps limiting in memory while Redis is unreachable', async () => {
    const t = await createTestApp({
      ...redisEnv({ REGISTER_RATE_LIMIT: '1' }),
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    try {
      const ip = '192.0.2.41';
      await t
        .http()
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send(newUser())
        .expect(201);
      await t
        .http()
        .post('/api/auth/register')
        .set('X-Forwarded-For', ip)
        .send(newUser())
        .expect(429);
    } finally {
      await t.close();
    }
  });
});
