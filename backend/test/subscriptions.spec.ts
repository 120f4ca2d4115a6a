import {
  SUBSCRIPTION_MESSAGES,
  TRIAL_DAYS,
  addIstDays,
  istDate,
  istInstant,
  istYear,
  joinClosedMessage,
  joinOpensMessage,
  joinWindow,
  paymentSuccessMessage,
  subscriptionEndDate,
  type MySubscription,
} from '@yoga/contracts';
import { buy, order, sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('subscriptions', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(token)).expect(200))
      .body as MySubscription;
  const registeredAt = async (token: string) =>
    new Date(
      (await t.http().get('/api/auth/me').set(bearer(token)).expect(200)).body.created_at as string,
    );

  /** A fresh student, with the clock running from their registration. */
  async function student() {
    const s = await registerAndLogin(t);
    const created = await registeredAt(s.token);
    const setNow = stubClock(t, new Date(created.getTime() + 1000));
    return { ...s, created, trialEnd: new Date(created.getTime() + TRIAL_DAYS * DAY), setNow };
  }

  it('starts a 14 × 24 h trial at registration', async () => {
    const s = await student();
    expect(await me(s.token)).toEqual({
      status: 'trial',
      trial_ends_at: s.trialEnd.toISOString(),
      trial_days: 14,
      plan: null,
      starts_at: s.created.toISOString(),
      ends_at: s.trialEnd.toISOString(),
      days_left: 14,
      subscription_no: null,
      credits: { INR: 0, USD: 0 },
      classes_attended: 0,
      renewal: null,
      pause: null,
    });
    s.setNow(new Date(s.trialEnd.getTime() - 1000));
    expect(await me(s.token)).toMatchObject({ status: 'trial', days_left: 1 });
    s.setNow(s.trialEnd);
    expect(await me(s.token)).toMatchObject({ status: 'expired', days_left: 0, plan: null });
  });

  it('pauses a student who paid during her trial from today: the rest of the trial and the paid time move by the days paused (issue 38)', async () => {
    const s = await student();
    const first = await buy(t, s.token, 'big', 'INR');
    const paidEnd = subscriptionEndDate(s.trialEnd, 3);
    expect(first.verify.subscription).toMatchObject({ status: 'trial' });
    const today = istDate(new Date(s.created.getTime() + 1000));
    const pause = (body: object) =>
      t.http().post('/api/subscriptions/pause').set(bearer(s.token)).send(body);
    const paused = (await pause({ from: today, days: 7 }).expect(200)).body as MySubscription;
    expect(paused).toMatchObject({
      status: 'trial',
      trial_ends_at: new Date(s.trialEnd.getTime() + 7 * DAY).toISOString(),
      ends_at: new Date(paidEnd.getTime() + 7 * DAY).toISOString(),
      pause: { from: today, until: addIstDays(today, 6) },
    });
    // A day after the trial would have ended without the pause, she is still in her trial.
    s.setNow(new Date(s.trialEnd.getTime() + DAY));
    expect(await me(s.token)).toMatchObject({
      status: 'trial',
      trial_ends_at: new Date(s.trialEnd.getTime() + 7 * DAY).toISOString(),
    });
    // Then the paid plan runs its whole length.
    s.setNow(new Date(s.trialEnd.getTime() + 8 * DAY));
    expect(await me(s.token)).toMatchObject({
      status: 'active',
      starts_at: new Date(s.trialEnd.getTime() + 7 * DAY).toISOString(),
      ends_at: new Date(paidEnd.getTime() + 7 * DAY).toISOString(),
    });

    // Resumed on the day she paused: nothing moves.
    const r = await student();
    await buy(t, r.token, 'big', 'INR');
    const rToday = istDate(new Date(r.created.getTime() + 1000));
    await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(r.token))
      .send({ from: rToday, days: 10 })
      .expect(200);
    await t.http().post('/api/subscriptions/resume').set(bearer(r.token)).expect(200);
    expect(await me(r.token)).toMatchObject({
      status: 'trial',
      trial_ends_at: r.trialEnd.toISOString(),
      ends_at: subscriptionEndDate(r.trialEnd, 3).toISOString(),
      pause: null,
    });

    // A trial with nothing paid still cannot be paused.
    const free = await student();
    const refused = await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(free.token))
      .send({ from: istDate(new Date(free.created.getTime() + 1000)), days: 7 })
      .expect(400);
    expect(refused.body.code).toBe('pause_no_paid_plan');
  });

  it('stacks paid periods after the trial and after the current period (no day lost)', async () => {
    const s = await student();
    const first = await buy(t, s.token, 'big', 'INR');
    const firstEnd = subscriptionEndDate(s.trialEnd, 3);
    expect(first.verify.subscription).toMatchObject({
      status: 'trial',
      plan: { id: 'big', name: 'Big Saver', months: 3, currency: 'INR' },
      ends_at: firstEnd.toISOString(),
      subscription_no: expect.stringMatching(new RegExp(`^YS/${istYear(new Date())}/\\d{5}$`)),
    });
    expect(first.verify.message).toBe(paymentSuccessMessage(firstEnd));

    // Ten days into the paid period, renewing early adds six months after its end.
    s.setNow(new Date(s.trialEnd.getTime() + 10 * DAY));
    expect(await me(s.token)).toMatchObject({
      status: 'active',
      starts_at: s.trialEnd.toISOString(),
      ends_at: firstEnd.toISOString(),
    });
    const second = await buy(t, s.token, 'super', 'USD');
    const secondEnd = subscriptionEndDate(firstEnd, 6);
    expect(second.verify.subscription).toMatchObject({
      status: 'active',
      plan: { id: 'big' },
      starts_at: s.trialEnd.toISOString(),
      ends_at: secondEnd.toISOString(),
      subscription_no: first.verify.subscription.subscription_no,
    });
    expect(second.verify.message).toBe(
      `Payment successful. Your plan is active until ${new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }).format(secondEnd)}.`,
    );
    s.setNow(new Date(firstEnd.getTime() + DAY));
    expect(await me(s.token)).toMatchObject({
      status: 'active',
      plan: { id: 'super', name: 'Super', currency: 'USD' },
      starts_at: firstEnd.toISOString(),
      ends_at: secondEnd.toISOString(),
    });
    s.setNow(secondEnd);
    expect(await me(s.token)).toMatchObject({
      status: 'expired',
      days_left: 0,
      ends_at: secondEnd.toISOString(),
    });
    // Paying after expiry starts now.
    const later = new Date(secondEnd.getTime() + 3 * DAY + 1234);
    s.setNow(later);
    const third = await buy(t, s.token, 'bumper', 'INR');
    expect(third.verify.subscription).toMatchObject({
      status: 'active',
      starts_at: later.toISOString(),
      ends_at: subscriptionEndDate(later, 12).toISOString(),
    });
  });

  describe('entitlement', () => {
    let classId: number;
    const classDate = addIstDays(istDate(new Date()), 3);
    beforeAll(async () => {
      // Earlier tests moved the clock months ahead: a new class is created at the real time.
      stubClock(t, new Date());
      const res = await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Morning Flow',
          date: classDate,
          time: '07:00',
          link: 'https://meet.example.com/flow',
        })
        .expect(201);
      classId = res.body.id;
    });
    const booking = (over: Record<string, unknown> = {}) => ({
      class_id: classId,
      name: 'Meera Shah',
      email: 'meera@test.local',
      phone: '9811111111',
      preferred_date: classDate,
      preferred_time: '07:00',
      ...over,
    });
    const { opens, closes } = joinWindow(classDate, '07:00');

    it('hides links from students in the list and bookings, not from admins', async () => {
      const s = await student();
      const list = await t
        .http()
        .get(`/api/classes?from=${classDate}&to=${classDate}`)
        .set(bearer(s.token))
        .expect(200);
      expect(list.body.length).toBeGreaterThan(0);
      for (const c of list.body) expect(c).not.toHaveProperty('link');
      const booked = await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(s.token))
        .send(booking())
        .expect(201);
      expect(booked.body.booking.class).not.toHaveProperty('link');
      const mine = await t.http().get('/api/bookings/mine').set(bearer(s.token)).expect(200);
      expect(mine.body[0].class).not.toHaveProperty('link');
      const all = await t.http().get('/api/bookings').set(bearer(admin)).expect(200);
      expect(all.body.find((b: { class_id: number }) => b.class_id === classId).class.link).toBe(
        'https://meet.example.com/flow',
      );
    });

    it('gives the link only inside the join window and records attendance once', async () => {
      const s = await student();
      s.setNow(new Date(opens.getTime() - 60_000));
      const early = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(s.token))
        .expect(409);
      expect(early.body).toEqual({
        success: false,
        code: 'join_not_open',
        params: { when: opens.toISOString() },
        message: joinOpensMessage(opens),
        error: 'join_not_open',
      });
      expect(early.body.message).toMatch(
        /^You can join this class from \d+ \w+ \d{4}, 6:45 am IST\.$/,
      );
      s.setNow(opens);
      const first = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(s.token))
        .expect(200);
      expect(first.body).toEqual({ url: 'https://meet.example.com/flow' });
      s.setNow(istInstant(classDate, '07:30'));
      await t.http().post(`/api/classes/${classId}/join`).set(bearer(s.token)).expect(200);
      expect((await me(s.token)).classes_attended).toBe(1);
      s.setNow(new Date(closes.getTime() + 1000));
      const late = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(s.token))
        .expect(409);
      expect(late.body).toEqual({
        success: false,
        code: 'join_closed',
        params: { when: closes.toISOString() },
        message: joinClosedMessage(closes),
        error: 'join_closed',
      });
      await t.http().post('/api/classes/999999/join').set(bearer(s.token)).expect(404);
    });

    it('refuses a student whose trial ended (join and class booking), keeps demo bookings open', async () => {
      const s = await student();
      s.setNow(new Date(s.trialEnd.getTime() + 1000));
      const forbidden = {
        success: false,
        code: 'trial_ended',
        message: SUBSCRIPTION_MESSAGES.trialEnded,
        error: 'subscription_required',
      };
      const join = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(s.token))
        .expect(403);
      expect(join.body).toEqual(forbidden);
      const book = await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(s.token))
        .send(booking())
        .expect(403);
      expect(book.body).toEqual(forbidden);
      const { class_id: _ignored, ...demo } = booking({
        preferred_date: istDate(new Date(s.trialEnd.getTime() + 2 * DAY)),
      });
      await t.http().post('/api/bookings/demo').set(bearer(s.token)).send(demo).expect(201);
      // An admin joins any class at any time.
      const staff = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(admin))
        .expect(200);
      expect(staff.body.url).toBe('https://meet.example.com/flow');
    });

    it('tells an expired paid member to renew, and lets them back in after paying', async () => {
      const s = await student();
      const bought = await buy(t, s.token, 'big', 'USD');
      const end = new Date(bought.verify.subscription.ends_at!);
      s.setNow(new Date(end.getTime() + 1000));
      const join = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(s.token))
        .expect(403);
      expect(join.body).toEqual({
        success: false,
        code: 'plan_ended',
        message: SUBSCRIPTION_MESSAGES.planEnded,
        error: 'subscription_required',
      });
      await t.http().post('/api/bookings/class').set(bearer(s.token)).send(booking()).expect(403);
      await buy(t, s.token, 'big', 'USD');
      expect((await me(s.token)).status).toBe('active');
      // The class above is long over by now: a class still ahead.
      const ahead = await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Evening Flow',
          date: addIstDays(istDate(new Date(end.getTime() + 1000)), 1),
          time: '18:00',
          link: 'https://meet.example.com/evening',
        })
        .expect(201);
      await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(s.token))
        .send(booking({ class_id: ahead.body.id }))
        .expect(201);
    });
  });

  it('numbers subscriptions consecutively with no gaps or duplicates under concurrent payments', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => registerAndLogin(t)));
    stubClock(t, new Date());
    const checkouts = [];
    for (const s of students) {
      const o = await order(t, s.token, { plan: 'big', currency: 'INR' });
      checkouts.push({ token: s.token, checkout: await sandboxPay(t, s.token, o.order_id) });
    }
    const results = await Promise.all(
      checkouts.map(({ token, checkout }) =>
        t.http().post('/api/payments/verify').set(bearer(token)).send(checkout),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    const year = istYear(new Date());
    const numbers = results.map((r) => r.body.subscription.subscription_no as string);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^YS/${year}/\\d{5}$`));
    const sequence = numbers.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(20);
    expect(sequence.at(-1)! - sequence[0]).toBe(19);
    // The students who paid before in this file took the numbers just below.
    const before = await t
      .http()
      .get('/api/payments?status=paid&limit=100')
      .set(bearer(admin))
      .expect(200);
    const all = new Set(
      (before.body.items as { subscription_no: string | null }[]).map((p) => p.subscription_no),
    );
    const given = [...all].map((n) => Number(n!.split('/')[2])).sort((a, b) => a - b);
    expect(given).toEqual(Array.from({ length: given.length }, (_, i) => i + 1));
  });
});
