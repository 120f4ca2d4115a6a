import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { SOON } from './support/dates.js';

const validClass = () => ({
  title: 'T',
  date: '2030-01-02',
  time: '07:00',
  link: 'https://x.test/a',
  description: 'd',
});
const booking = () => ({
  name: 'N',
  email: 'n@test.local',
  phone: '9876543210',
  preferred_date: SOON,
  preferred_time: '06:00',
});

describe('ids and list filters', () => {
  let t: TestApp;
  const tokens: { admin?: string; user?: string } = {};
  let classId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    tokens.admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    tokens.user = (await registerAndLogin(t)).token;
    classId = (
      await t.http().post('/api/classes').set(bearer(tokens.admin)).send(validClass()).expect(201)
    ).body.id;
  });
  afterAll(() => t.close());

  it('refuses ids that are not plain positive decimal integers with 400 "Invalid id."', async () => {
    const bad = [
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999',
      '1;DROP',
      '0x10',
      '%201',
      '+1',
      '01',
      '1e3',
    ];
    const paths = (id: string) => [
      ['put', `/api/classes/${id}`],
      ['delete', `/api/classes/${id}`],
      ['get', `/api/blogs/${id}`],
      ['delete', `/api/blogs/${id}`],
      ['put', `/api/manageusers/${id}`],
      ['patch', `/api/manageusers/${id}/status`],
      ['delete', `/api/manageusers/${id}`],
      ['get', `/api/referrals/stats/${id}`],
    ];
    for (const id of bad) {
      for (const [method, url] of paths(id)) {
        const http = t.http();
        const res = await http[method as 'get'](url).set(bearer(tokens.admin!)).send(validClass());
        expect({ url, status: res.status, message: res.body.message }).toEqual({
          url,
          status: 400,
          message: 'Invalid id.',
        });
      }
    }
    // The class a loose parser would have hit (16, 1, 1000) is untouched.
    await t
      .http()
      .put(`/api/classes/${classId}`)
      .set(bearer(tokens.admin!))
      .send(validClass())
      .expect(200);
  });

  it('refuses a class_id that is not a plain decimal id', async () => {
    for (const bad of ['0x10', '01', '+1', '1e3', ' 1', '1.0', 1.5, 0, -3]) {
      const res = await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(tokens.user!))
        .send({ ...booking(), class_id: bad });
      expect({ bad, status: res.status, message: res.body.message }).toEqual({
        bad,
        status: 400,
        message: 'class_id must be a class id.',
      });
    }
  });

  it('refuses list filters that are not real calendar dates, and loose page numbers', async () => {
    for (const query of [
      'from=2026-13-45',
      'to=2026-02-30',
      'from=2026-1-5',
      'to=tomorrow',
      'page=0x10',
      'limit=1e3',
    ]) {
      const res = await t.http().get(`/api/classes?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    await t.http().get('/api/classes?from=2028-02-29&to=2028-03-01&page=1&limit=10').expect(200);
  });
});
