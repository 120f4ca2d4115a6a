import { FIELD_MESSAGES, MESSAGES } from '@yoga/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { SOON } from './support/dates.js';

const LONE_SURROGATE_EMAIL = 'a\ud800b@test.local';
let n = 0;
const email = () => `contact-${++n}-${Date.now()}@test.local`;

describe('names, emails and phone numbers by the shared rules (libs/contracts)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const u = await registerAndLogin(t);
    user = u.token;
    userId = u.user.id;
  });
  afterAll(() => t.close());

  const booking = () => ({
    name: 'N',
    email: 'n@test.local',
    phone: '9876543210',
    preferred_date: SOON,
    preferred_time: '06:00',
  });

  it('refuses a lone surrogate in an email or a name with 400', async () => {
    const cases: [string, string | undefined, Record<string, unknown>][] = [
      [
        '/api/auth/register',
        undefined,
        {
          name: 'N',
          email: LONE_SURROGATE_EMAIL,
          number: '9876543210',
          password: 'long-enough-pass',
        },
      ],
      ['/api/manageusers', admin, { name: 'M', email: LONE_SURROGATE_EMAIL }],
      ['/api/bookings/demo', user, { ...booking(), email: LONE_SURROGATE_EMAIL }],
      ['/api/bookings/demo', user, { ...booking(), name: 'Ra\udc00vi' }],
    ];
    for (const [path, token, body] of cases) {
      let req = t.http().post(path);
      if (token) req = req.set(bearer(token));
      const res = await req.send(body);
      expect({ path, status: res.status, success: res.body.success }).toEqual({
        path,
        status: 400,
        success: false,
      });
    }
    const put = await t
      .http()
      .put(`/api/manageusers/${userId}`)
      .set(bearer(admin))
      .send({ name: 'M', email: LONE_SURROGATE_EMAIL });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(MESSAGES.invalidEmail);
    await t
      .http()
      .post('/api/auth/login')
      .send({ email: LONE_SURROGATE_EMAIL, password: 'whatever-pass' })
      .expect(400);
  });

  it('validates phone numbers by the shared rule and stores them normalized', async () => {
    for (const bad of ['abcdefghij', '12345', '+91 12345 67890', '0000000000']) {
      const reg = await t
        .http()
        .post('/api/auth/register')
        .send({ name: 'N', email: email(), number: bad, password: 'long-enough-pass' });
      const managed = await t
        .http()
        .post('/api/manageusers')
        .set(bearer(admin))
        .send({ name: 'M', email: email(), phone: bad });
      const demo = await t
        .http()
        .post('/api/bookings/demo')
        .set(bearer(user))
        .send({ ...booking(), phone: bad });
      for (const res of [reg, managed, demo]) {
        expect({ bad, status: res.status, message: res.body.message }).toEqual({
          bad,
          status: 400,
          message: FIELD_MESSAGES.invalidPhone,
        });
      }
    }
    const reg = await t
      .http()
      .post('/api/auth/register')
      .send({ name: 'N', email: email(), number: '+91 98100-12345', password: 'long-enough-pass' })
      .expect(201);
    const me = await login(t, reg.body.user.email, 'long-enough-pass');
    expect((await t.http().get('/api/auth/me').set(bearer(me.token)).expect(200)).body.phone).toBe(
      '+919810012345',
    );
    const managed = await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({ name: 'M', email: email(), phone: '+44 20 7946 0958' })
      .expect(201);
    expect(managed.body.phone).toBe('+442079460958');
    const noPhone = await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({ name: 'M', email: email(), phone: '' })
      .expect(201);
    expect(noPhone.body.phone).toBe('');
    const demo = await t
      .http()
      .post('/api/bookings/demo')
      .set(bearer(user))
      .send({ ...booking(), phone: '098100 12345' })
      .expect(201);
    expect(demo.body.booking.phone).toBe('+919810012345');
  });

  it('checks emails by the shared rule', async () => {
    for (const bad of ['a@b', 'no-at.example.com', 'a@@b.co', 'a..b@test.local', 'ä@test.local']) {
      const res = await t
        .http()
        .post('/api/auth/register')
        .send({ name: 'N', email: bad, number: '9876543210', password: 'long-enough-pass' });
      expect({ bad, status: res.status, message: res.body.message }).toEqual({
        bad,
        status: 400,
        message: MESSAGES.invalidEmail,
      });
    }
  });
});
