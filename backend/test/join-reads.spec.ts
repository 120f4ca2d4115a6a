import {
  TRIAL_DAYS,
  addIstDays,
  istDate,
  joinWindow,
  type JoinClassResponse,
} from '@yoga/contracts';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What a join reads at 06:00 (docs/performance.md, "Joining at 06:00"): the class row is kept in memory
 * (LIST_CACHE_MS, a minute here so that only an invalidation can explain a fresh answer), the session,
 * the revocation and the entitlement are read at every join. Each change is seen by the very next join.
 */
describe('a join judged against what is true now', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ LIST_CACHE_MS: '60000' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const classDate = addIstDays(istDate(new Date()), 2);
  const newClass = async () =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Cached Flow',
          date: classDate,
          time: '07:00',
          link: 'https://meet.example.com/a',
        })
        .expect(201)
    ).body.id as number;
  const join = (token: string, id: number) =>
    t.http().post(`/api/classes/${id}/join`).set(bearer(token));

  it('sees a class moved, given another link or cancelled at the next join', async () => {
    const id = await newClass();
    const s = await registerAndLogin(t);
    const setNow = stubClock(t, joinWindow(classDate, '07:00').opens);
    const first = await join(s.token, id).expect(200);
    expect((first.body as JoinClassResponse).url).toBe('https://meet.example.com/a');
    // Moved two hours later with another link: its window is not open yet at the same instant.
    await t
      .http()
      .put(`/api/classes/${id}`)
      .set(bearer(admin))
      .send({
        title: 'Cached Flow',
        date: classDate,
        time: '09:00',
        link: 'https://meet.example.com/b',
      })
      .expect(200);
    expect((await join(s.token, id).expect(409)).body.code).toBe('join_not_open');
    setNow(joinWindow(classDate, '09:00').opens);
    expect((await join(s.token, id).expect(200)).body.url).toBe('https://meet.example.com/b');
    await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(200);
    expect((await join(s.token, id).expect(404)).body.code).toBe('class_not_found');
  });

  it('refuses a signed-out token and an ended trial at the next join', async () => {
    // The test before moved the clock to the class's day: a new class is made at the real time.
    stubClock(t, new Date());
    const id = await newClass();
    const s = await registerAndLogin(t);
    const other = await login(t, s.user.email, s.password);
    const setNow = stubClock(t, joinWindow(classDate, '07:00').opens);
    await join(s.token, id).expect(200);
    await t.http().post('/api/auth/logout').set(bearer(s.token)).expect(200);
    expect((await join(s.token, id).expect(401)).body.code).toBe('session_expired');
    // Her other session still joins, until her trial ends (registered just now: 14 days from now).
    await join(other.token, id).expect(200);
    setNow(new Date(Date.now() + TRIAL_DAYS * DAY + 60_000));
    expect((await join(other.token, id).expect(403)).body.code).toBe('trial_ended');
  });
});
