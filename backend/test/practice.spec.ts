import { addIstDays, istInstant, istToday, type PracticeSummary } from '@yoga/contracts';
import { DataSource } from 'typeorm';
import { Transactions } from '../src/database/transactions.js';
import { DomainEvents } from '../src/events/index.js';
import { PracticeDay } from '../src/modules/practice/entities/practice-day.entity.js';
import { PracticeService } from '../src/modules/practice/index.js';
import { settleEvents } from './support/events.js';
import { buy, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

describe('practice days (GET /api/practice/me, from attendance.recorded)', () => {
  let t: TestApp;
  let admin: string;
  const first = addIstDays(istToday(), 2);
  const days = [first, addIstDays(first, 1), addIstDays(first, 2)];

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const newClass = async (date: string, time: string) =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ title: 'Morning Flow', date, time, link: 'https://meet.example.com/flow' })
        .expect(201)
    ).body.id as number;
  const summary = async (token: string, query = '') =>
    (await t.http().get(`/api/practice/me${query}`).set(bearer(token)).expect(200))
      .body as PracticeSummary;
  const range = `?from=${addIstDays(first, -1)}&to=${addIstDays(first, 5)}`;

  it('records a practice day per IST date attended (three classes joined, two on one day)', async () => {
    const s = await registerAndLogin(t);
    const setNow = stubClock(t, new Date());
    for (const date of days) {
      const id = await newClass(date, '07:00');
      setNow(istInstant(date, '07:01'));
      await t.http().post(`/api/classes/${id}/join`).set(bearer(s.token)).expect(200);
    }
    // A second class on the last day adds no day.
    const evening = await newClass(days[2], '18:00');
    setNow(istInstant(days[2], '18:01'));
    await t.http().post(`/api/classes/${evening}/join`).set(bearer(s.token)).expect(200);
    await settleEvents(t);

    expect(await summary(s.token, range)).toEqual({
      from: addIstDays(first, -1),
      to: addIstDays(first, 5),
      days,
      current_streak: 3,
      longest_streak: 3,
      weekly_streak: expect.any(Number),
      weekly_target: 3,
      total_days: 3,
      milestones: [],
      weekly_milestones: [],
    });
    // The next day not practised yet keeps the streak; the day after that ends it.
    setNow(istInstant(addIstDays(days[2], 1), '23:59'));
    expect((await summary(s.token, range)).current_streak).toBe(3);
    setNow(istInstant(addIstDays(days[2], 2), '00:00'));
    const later = await summary(s.token, range);
    expect(later).toMatchObject({ current_streak: 0, longest_streak: 3, total_days: 3, days });
    // Default range: the IST month of today, to today.
    const month = await summary(s.token);
    expect(month.to).toBe(addIstDays(days[2], 2));
    expect(month.from).toBe(`${month.to.slice(0, 8)}01`);
    expect(month.days).toEqual(days.filter((d) => d >= month.from));
    // Somebody else's days are not in another student's answer.
    const other = await registerAndLogin(t);
    expect(await summary(other.token, range)).toMatchObject({ days: [], total_days: 0 });
  });

  it('counts a late join after midnight for the class’s own IST date, and a redelivery once', async () => {
    const s = await registerAndLogin(t);
    stubClock(t, new Date());
    const late = await newClass(days[0], '23:45');
    const publish = (joinedAt: string) =>
      t.app.get(Transactions).run(() =>
        t.app.get(DomainEvents).publish('attendance.recorded', {
          userId: s.user.id,
          classId: late,
          joinedAt,
        }),
      );
    // 00:05 IST the next day (18:35 UTC).
    await publish(istInstant(addIstDays(days[0], 1), '00:05').toISOString());
    await publish(istInstant(addIstDays(days[0], 1), '00:06').toISOString());
    await settleEvents(t);
    const rows = await t.app
      .get(DataSource)
      .getRepository(PracticeDay)
      .findBy({ userId: s.user.id });
    expect(rows.map((r) => r.date)).toEqual([days[0]]);
  });

  it('reaches the 7-day milestone once, on the seventh practice day', async () => {
    const s = await registerAndLogin(t);
    stubClock(t, istInstant(addIstDays(first, 10), '12:00'));
    const practice = t.app.get(PracticeService);
    for (let i = 0; i < 8; i++) await practice.record(s.user.id, 1, addIstDays(first, i));
    await practice.record(s.user.id, 2, addIstDays(first, 6)); // again: nothing new
    const all = await summary(s.token, `?from=${first}&to=${addIstDays(first, 10)}`);
    expect(all).toMatchObject({
      total_days: 8,
      longest_streak: 8,
      current_streak: 0,
      milestones: [{ days: 7, reached_on: addIstDays(first, 6) }],
    });
  });

  it('skips the days the membership was paused: a pause neither breaks nor extends the streak', async () => {
    const s = await registerAndLogin(t);
    const start = addIstDays(istToday(), 1);
    const setNow = stubClock(t, istInstant(start, '09:00'));
    await buy(t, s.token, 'big');
    // Into the paid months (after the 14-day trial): practise two days, pause 7, practise again.
    const d = (n: number) => addIstDays(start, 16 + n);
    setNow(istInstant(d(0), '09:00'));
    const practice = t.app.get(PracticeService);
    await practice.record(s.user.id, 1, d(0));
    await practice.record(s.user.id, 1, d(1));
    setNow(istInstant(d(2), '06:00'));
    await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(s.token))
      .send({ from: d(2), days: 7 })
      .expect(200);
    // During the pause the streak stands (the paused days so far are skipped).
    setNow(istInstant(d(5), '20:00'));
    const query = `?from=${d(0)}&to=${d(9)}`;
    expect((await summary(s.token, query)).current_streak).toBe(2);
    // The first day after the pause, practised: the streak goes on at 3, not 1.
    setNow(istInstant(d(9), '20:00'));
    await practice.record(s.user.id, 1, d(9));
    expect(await summary(s.token, query)).toMatchObject({
      current_streak: 3,
      longest_streak: 3,
      total_days: 3,
      days: [d(0), d(1), d(9)],
    });
  });

  it('refuses a bad range with a code, in the caller’s language; needs a sign-in', async () => {
    const s = await registerAndLogin(t);
    const bad = async (query: string, lang = 'en') =>
      (
        await t
          .http()
          .get(`/api/practice/me${query}`)
          .set(bearer(s.token))
          .set('Accept-Language', lang)
          .expect(400)
      ).body as { code: string; message: string };
    expect((await bad('?from=2026-12-02&to=2026-12-01')).code).toBe('date_range_reversed');
    expect((await bad('?from=2026-02-30')).code).toBe('validation_failed');
    expect((await bad('?to=yesterday')).code).toBe('validation_failed');
    const long = await bad('?from=2025-01-01&to=2026-12-31');
    expect(long).toMatchObject({
      code: 'practice_range_too_long',
      message: 'Ask for at most 400 days at a time.',
    });
    const hindi = await bad('?from=2025-01-01&to=2026-12-31', 'hi');
    expect(hindi.message).toBe('एक बार में अधिकतम 400 दिन माँगें।');
    await t.http().get('/api/practice/me').expect(401);
  });
});
