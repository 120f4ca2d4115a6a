import { randomUUID } from 'node:crypto';
import { codeIn, lastMailTo } from './support/mail.js';
import { BUSINESS_ENV } from './support/server-process.js';
import { createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

/**
 * Issue 38: the per-account limit on wrong passwords locked the owner out too. A browser or device she
 * signed in from (the signed `known_device` cookie a successful sign-in sets) always gets in with the
 * right password: past the account limit, and past the limits of the address it is at (an attacker
 * behind the same address). Unknown devices stay limited; the cookie's own wrong guesses are limited.
 */

const loginFrom = (t: TestApp, ip: string, email: string, password: string, cookie?: string) => {
  const req = t.http().post('/api/auth/login').set('X-Forwarded-For', ip);
  if (cookie) req.set('Cookie', cookie);
  return req.send({ email, password });
};

function deviceCookie(res: { headers: Record<string, unknown> }): string {
  const set = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = set.find((c) => c.startsWith('known_device='));
  if (!cookie) throw new Error(`no known_device cookie in ${JSON.stringify(set)}`);
  return cookie;
}

/** The attributes of a Set-Cookie header, lower-cased names (`httponly`, `samesite`, …). */
function attributes(cookie: string): Record<string, string | true> {
  return Object.fromEntries(
    cookie
      .split(';')
      .slice(1)
      .map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.length ? value.join('=') : true];
      }),
  );
}

let ips = 0;
/** A fresh address for each guess (documentation ranges). */
const nextIp = () => `192.0.2.${++ips % 250}`;

describe('signing in from a known device', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '3',
      LOGIN_ACCOUNT_RATE_LIMIT: '20',
      LOGIN_IP_RATE_LIMIT: '30',
    });
  });
  afterAll(() => t.close());

  it('sets the cookie on sign-in: HttpOnly, SameSite=Lax, for the sign-in routes, not Secure over http outside production', async () => {
    const owner = await registerAndLogin(t);
    const cookie = deviceCookie(
      await loginFrom(t, '198.51.100.1', owner.user.email, owner.password).expect(200),
    );
    const a = attributes(cookie);
    expect({ httponly: a.httponly, samesite: a.samesite, path: a.path, secure: a.secure }).toEqual({
      httponly: true,
      samesite: 'Lax',
      path: '/api/auth',
      secure: undefined,
    });
    // Behind a proxy that terminated https (X-Forwarded-Proto), it is Secure.
    const https = deviceCookie(
      await loginFrom(t, '198.51.100.1', owner.user.email, owner.password)
        .set('X-Forwarded-Proto', 'https')
        .expect(200),
    );
    expect(attributes(https).secure).toBe(true);
  });

  it('after 20 wrong passwords from 20 addresses: a new address gets 429, the known device signs in', async () => {
    const owner = await registerAndLogin(t);
    const home = '198.51.100.10';
    const device = deviceCookie(
      await loginFrom(t, home, owner.user.email, owner.password).expect(200),
    ).split(';')[0];
    const guesses: number[] = [];
    for (let i = 0; i < 20; i++)
      guesses.push((await loginFrom(t, nextIp(), owner.user.email, `wrong-${i}-pass`)).status);
    expect(guesses).toEqual(Array(20).fill(401));
    // The account limit is hit: the right password from a new address, without the cookie, waits.
    const stranger = await loginFrom(t, '203.0.113.50', owner.user.email, owner.password);
    expect({
      status: stranger.status,
      retryAfter: Number(stranger.headers['retry-after']) > 0,
    }).toEqual({ status: 429, retryAfter: true });
    // Her own browser, anywhere: in.
    const mine = await loginFrom(t, '203.0.113.51', owner.user.email, owner.password, device);
    expect(mine.status).toBe(200);
    expect(mine.body.user.email).toBe(owner.user.email);
  });

  it('lets the known device in past the limits of its own address (someone guessing behind the same address)', async () => {
    const owner = await registerAndLogin(t);
    const office = '198.51.100.20';
    const device = deviceCookie(
      await loginFrom(t, office, owner.user.email, owner.password).expect(200),
    ).split(';')[0];
    // A colleague's machine behind the office address guesses her password, then sprays other accounts.
    for (let i = 0; i < 5; i++) await loginFrom(t, office, owner.user.email, `wrong-${i}-pass`);
    for (let i = 0; i < 30; i++)
      await loginFrom(t, office, `nobody-${i}-${randomUUID()}@test.local`, 'wrong-pass-x');
    // The address is limited for unknown devices, for her account and for every other.
    expect((await loginFrom(t, office, owner.user.email, owner.password)).status).toBe(429);
    const colleague = await registerAndLogin(t);
    expect((await loginFrom(t, office, colleague.user.email, colleague.password)).status).toBe(429);
    // Her browser signs in.
    expect((await loginFrom(t, office, owner.user.email, owner.password, device)).status).toBe(200);
  });

  it("limits a known device's own wrong passwords (a copied cookie is no free pass), and only for its account", async () => {
    const owner = await registerAndLogin(t);
    const device = deviceCookie(
      await loginFrom(t, '198.51.100.30', owner.user.email, owner.password).expect(200),
    ).split(';')[0];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await loginFrom(t, nextIp(), owner.user.email, `wrong-${i}-pass`, device)).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another account's cookie or a forged one is not known: the account limit applies to them.
    const other = await registerAndLogin(t);
    const otherDevice = deviceCookie(
      await loginFrom(t, '198.51.100.31', other.user.email, other.password).expect(200),
    ).split(';')[0];
    for (let i = 0; i < 20; i++) await loginFrom(t, nextIp(), other.user.email, `wrong-${i}-pass`);
    expect(
      (await loginFrom(t, '203.0.113.60', other.user.email, other.password, device)).status,
    ).toBe(429);
    expect(
      (await loginFrom(t, '203.0.113.61', other.user.email, other.password, `${otherDevice}x`))
        .status,
    ).toBe(429);
    expect(
      (await loginFrom(t, '203.0.113.62', other.user.email, other.password, otherDevice)).status,
    ).toBe(200);
  });

  it('sets the cookie on a sign-in with a one-time code too', async () => {
    const owner = await registerAndLogin(t);
    await t.http().post('/api/auth/otp/request').send({ email: owner.user.email }).expect(202);
    const code = codeIn(await lastMailTo(t, owner.user.email));
    const res = await t
      .http()
      .post('/api/auth/otp/verify')
      .set('X-Forwarded-For', '198.51.100.40')
      .send({ email: owner.user.email, code })
      .expect(200);
    const device = deviceCookie(res).split(';')[0];
    for (let i = 0; i < 20; i++) await loginFrom(t, nextIp(), owner.user.email, `wrong-${i}-pass`);
    expect((await loginFrom(t, '203.0.113.70', owner.user.email, owner.password)).status).toBe(429);
    expect(
      (await loginFrom(t, '203.0.113.71', owner.user.email, owner.password, device)).status,
    ).toBe(200);
  });
});

describe('the known-device cookie in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', ...BUSINESS_ENV });
  });
  afterAll(() => t.close());

  it('is Secure', async () => {
    const owner = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ email: owner.user.email, password: owner.password })
      .expect(200);
    const a = attributes(deviceCookie(res));
    expect({ secure: a.secure, httponly: a.httponly, samesite: a.samesite }).toEqual({
      secure: true,
      httponly: true,
      samesite: 'Lax',
    });
  });
});
