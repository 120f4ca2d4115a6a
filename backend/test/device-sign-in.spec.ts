import { jest } from '@jest/globals';
import { TV_CODE_ALPHABET } from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import {
  DEVICE_APPROVALS_PER_USER,
  TV_VERIFICATION_PATH,
} from '../src/modules/auth/device-sign-in.service.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

const dbUrl = process.env.DB_URL;

interface Device {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}

/**
 * The TV's sign-in (issue 37): the OAuth device flow of RFC 8628. The TV shows a code, the signed-in
 * phone approves it, the TV's polls receive the session once. The clock is moved, never waited for.
 */
describe('TV sign-in by code (device flow)', () => {
  let t: TestApp;
  let shift = 0;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://yoga.example' });
    jest
      .spyOn(t.app.get<Clock>(CLOCK), 'now')
      .mockImplementation(() => new Date(Date.now() + shift));
  });
  afterAll(() => t.close());
  /** The next poll comes a full interval later. */
  const later = (seconds: number) => {
    shift += seconds * 1000;
  };

  const start = async (): Promise<Device> =>
    (await t.http().post('/api/auth/device').expect(200)).body as Device;
  const poll = (device_code: string, lang = 'en') =>
    t.http().post('/api/auth/device/token').set('Accept-Language', lang).send({ device_code });
  const decide = (token: string, user_code: string, action = 'approve') =>
    t.http().post(`/api/auth/device/${action}`).set(bearer(token)).send({ user_code });

  it('gives the TV a code of 8 letters and digits without look-alikes, valid 10 minutes, and the phone page', async () => {
    const device = await start();
    expect(device).toEqual({
      device_code: expect.stringMatching(/^[\w-]{43}$/),
      user_code: expect.stringMatching(new RegExp(`^[${TV_CODE_ALPHABET}]{8}$`)),
      verification_uri: `https://yoga.example${TV_VERIFICATION_PATH}`,
      verification_uri_complete: `https://yoga.example${TV_VERIFICATION_PATH}?code=${device.user_code}`,
      expires_in: 600,
      interval: 5,
    });
    expect(device.user_code).not.toMatch(/[01IOLSZB5285UV]/);
    const other = await start();
    expect(other.user_code).not.toBe(device.user_code);
    expect(other.device_code).not.toBe(device.device_code);
  });

  it('answers authorization_pending until approved, slow_down when polled faster than the interval, then the session exactly once', async () => {
    const student = await registerAndLogin(t);
    const device = await start();
    const pending = await poll(device.device_code).expect(400);
    expect(pending.body).toMatchObject({
      success: false,
      code: 'authorization_pending',
      error: 'authorization_pending',
      message: 'Waiting for the code to be approved on your phone.',
    });
    const tooSoon = await poll(device.device_code).expect(400);
    expect(tooSoon.body).toMatchObject({ code: 'slow_down', error: 'slow_down' });
    later(5);
    expect((await poll(device.device_code).expect(400)).body.error).toBe('authorization_pending');

    // The phone: the code as she types it (lower case, a hyphen, spaces) works.
    const typed = ` ${device.user_code.slice(0, 4).toLowerCase()}-${device.user_code.slice(4)} `;
    await decide(student.token, typed).expect(200);
    later(5);
    const signedIn = await poll(device.device_code).expect(200);
    expect(signedIn.body).toEqual({
      token: expect.any(String),
      user: {
        id: student.user.id,
        name: student.user.name,
        email: student.user.email,
        role: 'user',
      },
    });
    const me = await t.http().get('/api/auth/me').set(bearer(signedIn.body.token)).expect(200);
    expect(me.body.id).toBe(student.user.id);

    // Once: the next poll gets no second session, and the code cannot be approved again.
    later(5);
    const again = await poll(device.device_code).expect(400);
    expect(again.body).toMatchObject({ code: 'expired_token', error: 'expired_token' });
    const reuse = await decide(student.token, device.user_code).expect(400);
    expect(reuse.body.code).toBe('tv_code_invalid');
  });

  it('answers in Hindi when the TV asks in Hindi', async () => {
    const device = await start();
    const res = await poll(device.device_code, 'hi').expect(400);
    expect(res.body.error).toBe('authorization_pending');
    expect(res.body.message).toBe('आपके फ़ोन पर कोड की पुष्टि का इंतज़ार है।');
  });

  it('answers access_denied when the phone declines ("not my TV")', async () => {
    const student = await registerAndLogin(t);
    const device = await start();
    await decide(student.token, device.user_code, 'deny').expect(200);
    later(5);
    const res = await poll(device.device_code).expect(400);
    expect(res.body).toMatchObject({ code: 'device_access_denied', error: 'access_denied' });
  });

  it('answers access_denied when her password changed between the approval and the TV collecting', async () => {
    const student = await registerAndLogin(t);
    const device = await start();
    await decide(student.token, device.user_code).expect(200);
    await t
      .http()
      .put('/api/auth/password')
      .set(bearer(student.token))
      .send({ current_password: student.password, new_password: 'a-brand-new-password-9' })
      .expect(200);
    later(5);
    expect((await poll(device.device_code).expect(400)).body.error).toBe('access_denied');
  });

  it('expires both codes after 10 minutes', async () => {
    const student = await registerAndLogin(t);
    const device = await start();
    later(601);
    expect((await decide(student.token, device.user_code).expect(400)).body.code).toBe(
      'tv_code_invalid',
    );
    expect((await poll(device.device_code).expect(400)).body.error).toBe('expired_token');
    expect((await poll('x'.repeat(43)).expect(400)).body.error).toBe('expired_token');
  });

  it('approves only for a signed-in account, and refuses malformed requests with a field rule', async () => {
    const device = await start();
    await t
      .http()
      .post('/api/auth/device/approve')
      .send({ user_code: device.user_code })
      .expect(401);
    const student = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/auth/device/approve')
      .set(bearer(student.token))
      .send({})
      .expect(400);
    expect(res.body.code).toBe('validation_failed');
    await t.http().post('/api/auth/device/token').send({ device_code: 42 }).expect(400);
  });

  it(`limits guessing: after ${DEVICE_APPROVALS_PER_USER} tries an account waits (429), even with the right code`, async () => {
    const student = await registerAndLogin(t);
    const device = await start();
    for (let i = 0; i < DEVICE_APPROVALS_PER_USER; i++) {
      const wrong = await decide(student.token, 'CDFG' + String(i).padStart(4, '3')).expect(400);
      expect(wrong.body.code).toBe('tv_code_invalid');
    }
    const blocked = await decide(student.token, device.user_code).expect(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The code itself was not spent: another signed-in phone of hers may still approve it.
    later(5);
    expect((await poll(device.device_code).expect(400)).body.error).toBe('authorization_pending');
  });

  if (dbUrl) {
    it('works across two instances on one database: started on one, approved and collected on the other', async () => {
      const second = await createTestApp({}, { freshDatabase: false });
      try {
        const student = await registerAndLogin(second);
        const device = await start();
        await second
          .http()
          .post('/api/auth/device/approve')
          .set(bearer(student.token))
          .send({ user_code: device.user_code })
          .expect(200);
        const res = await second
          .http()
          .post('/api/auth/device/token')
          .send({ device_code: device.device_code })
          .expect(200);
        expect(res.body.user.id).toBe(student.user.id);
        later(5);
        expect((await poll(device.device_code).expect(400)).body.error).toBe('expired_token');
      } finally {
        await second.close();
      }
    });
  }
});
