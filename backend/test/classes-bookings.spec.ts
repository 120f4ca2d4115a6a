import {
  BOOKING_ERRORS,
  BOOKING_MESSAGES,
  MESSAGES,
  addIstDays,
  istDate,
  istTime,
  type YogaClass,
} from '@yoga/contracts';
import { DataSource } from 'typeorm';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { SOON } from './support/dates.js';

const klass = (over: Record<string, unknown> = {}) => ({
  title: 'Sunrise Hatha',
  class_type: 'paid',
  date: '2030-01-10',
  time: '06:30',
  link: 'https://meet.example.com/sunrise',
  description: 'Gentle start',
  ...over,
});

describe('classes', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    user = (await registerAndLogin(t)).token;
  });
  afterAll(() => t.close());

  it('creates, lists sorted by date then time, updates and deletes a class', async () => {
    const late = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ time: '18:00' }))
      .expect(201);
    const early = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ time: '05:30', class_type: 'demo' }))
      .expect(201);
    const before = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ date: '2030-01-09', time: '20:00' }))
      .expect(201);
    expect(early.body).toEqual({
      id: expect.any(Number),
      title: 'Sunrise Hatha',
      title_hi: null,
      class_type: 'demo',
      date: '2030-01-10',
      time: '05:30',
      link: 'https://meet.example.com/sunrise',
      description: 'Gentle start',
      // A one-off class: default length, no place limit, nobody booked yet.
      duration_minutes: 45,
      capacity: null,
      booked_count: 0,
      waitlist_count: 0,
      instructor: null,
      instructor_id: null,
      substitute_id: null,
      slot_id: null,
      video_format: 'meeting',
      video_overflow: 'none',
      overflow_instructor_id: null,
    });
    const list = await t.http().get('/api/classes').set(bearer(user)).expect(200);
    expect(list.body.map((c: { id: number }) => c.id)).toEqual([
      before.body.id,
      early.body.id,
      late.body.id,
    ]);
    expect(list.headers['x-total-count']).toBe('3');

    const put = await t
      .http()
      .put(`/api/classes/${late.body.id}`)
      .set(bearer(admin))
      .send({ ...klass({ title: 'Power Yoga', time: '19:15' }), id: late.body.id })
      .expect(200);
    expect(put.body).toMatchObject({ id: late.body.id, title: 'Power Yoga', time: '19:15' });

    const del = await t
      .http()
      .delete(`/api/classes/${before.body.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(del.body.success).toBe(true);
    await t.http().delete(`/api/classes/${before.body.id}`).set(bearer(admin)).expect(404);
    await t
      .http()
      .put(`/api/classes/${before.body.id}`)
      .set(bearer(admin))
      .send(klass())
      .expect(404);
  });

  it('defaults class_type to paid and description to null', async () => {
    const res = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({ title: 'T', date: '2030-02-01', time: '07:00', link: 'http://x.test/a' })
      .expect(201);
    expect(res.body).toMatchObject({ class_type: 'paid', description: null });
  });

  it('shows the link to admins only here; students get it from the join route', async () => {
    const anon = await t.http().get('/api/classes').expect(200);
    expect(anon.body.length).toBeGreaterThan(0);
    for (const c of anon.body) expect(c).not.toHaveProperty('link');
    const student = await t.http().get('/api/classes').set(bearer(user)).expect(200);
    for (const c of student.body) expect(c).not.toHaveProperty('link');
    const staff = await t.http().get('/api/classes').set(bearer(admin)).expect(200);
    for (const c of staff.body) expect(c.link).toMatch(/^https?:\/\//);
    // A stale token on a public route is treated as anonymous, not as an error.
    const stale = await t.http().get('/api/classes').set(bearer('stale.token.value')).expect(200);
    for (const c of stale.body) expect(c).not.toHaveProperty('link');
  });

  it("keeps the overflow meeting's host (a staff detail) out of the public and student answers", async () => {
    const host = (await registerAndLogin(t)).user.id;
    const big = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ date: '2030-01-12', video_overflow: 'meeting', overflow_instructor_id: null }))
      .expect(201);
    // An instructor named in the database (the API takes active instructors only).
    await t.app
      .get(DataSource)
      .query('UPDATE classes SET overflow_instructor_id = ? WHERE id = ?', [host, big.body.id]);
    const listOf = async (token?: string) => {
      const req = t.http().get('/api/classes?from=2030-01-12&to=2030-01-12');
      return ((await (token ? req.set(bearer(token)) : req).expect(200)).body as YogaClass[]).find(
        (c) => c.id === big.body.id,
      );
    };
    expect(await listOf(admin)).toMatchObject({
      video_overflow: 'meeting',
      overflow_instructor_id: host,
    });
    for (const seen of [await listOf(), await listOf(user)]) {
      expect(seen).toMatchObject({ id: big.body.id, video_overflow: 'meeting' });
      expect(seen).not.toHaveProperty('overflow_instructor_id');
    }
    // Nor in the class a student's booking carries.
    const u = await registerAndLogin(t);
    const booked = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send({
        class_id: big.body.id,
        name: 'Ravi Kumar',
        email: 'ravi@test.local',
        phone: '9811111111',
        preferred_date: '2030-01-12',
        preferred_time: '06:30',
      })
      .expect(201);
    expect(booked.body.booking.class).toMatchObject({ id: big.body.id });
    expect(booked.body.booking.class).not.toHaveProperty('overflow_instructor_id');
    const mine = await t.http().get('/api/bookings/mine').set(bearer(u.token)).expect(200);
    const held = (mine.body as { class_id: number; class?: object }[]).find(
      (b) => b.class_id === big.body.id,
    );
    expect(held?.class).toBeDefined();
    expect(held?.class).not.toHaveProperty('overflow_instructor_id');
  });

  it('filters by ?from and ?to and pages with ?page and ?limit', async () => {
    for (const date of ['2031-03-01', '2031-03-02', '2031-03-03', '2031-03-04']) {
      await t.http().post('/api/classes').set(bearer(admin)).send(klass({ date })).expect(201);
    }
    const range = await t.http().get('/api/classes?from=2031-03-02&to=2031-03-03').expect(200);
    expect(range.body.map((c: { date: string }) => c.date)).toEqual(['2031-03-02', '2031-03-03']);
    expect(range.headers['x-total-count']).toBe('2');
    const page = await t.http().get('/api/classes?from=2031-03-01&limit=3&page=2').expect(200);
    expect(page.body.map((c: { date: string }) => c.date)).toEqual(['2031-03-04']);
    expect(page.headers['x-total-count']).toBe('4');
    const past = await t.http().get('/api/classes?from=2031-03-01&limit=3&page=9').expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['x-total-count']).toBe('4');
    await t.http().get('/api/classes?from=yesterday').expect(400);
    await t.http().get('/api/classes?page=0').expect(400);
    await t.http().get('/api/classes?limit=abc').expect(400);
    await t.http().get('/api/classes?unknown=1').expect(400);
    const capped = await t.http().get('/api/classes?limit=1000').expect(200);
    expect(capped.body.length).toBeLessThanOrEqual(100);
  });

  it('answers the schedule with a strong ETag of its bytes, 304 when unchanged, a new one after a change', async () => {
    await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ date: '2031-04-01' }))
      .expect(201);
    const first = await t.http().get('/api/classes?from=2031-04-01').expect(200);
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.http().get('/api/classes?from=2031-04-01').expect(200);
    expect(again.headers['etag']).toBe(etag);
    expect(again.text).toBe(first.text);
    await t.http().get('/api/classes?from=2031-04-01').set('If-None-Match', etag).expect(304);
    await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass({ date: '2031-04-02' }))
      .expect(201);
    const changed = await t
      .http()
      .get('/api/classes?from=2031-04-01')
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(changed.body.map((c: { date: string }) => c.date)).toEqual(['2031-04-01', '2031-04-02']);
  });

  it.each([
    ['title', { title: undefined }, MESSAGES.fillAllFields],
    ['date', { date: '' }, MESSAGES.fillAllFields],
    ['time', { time: undefined }, MESSAGES.fillAllFields],
    ['link', { link: ' ' }, MESSAGES.fillAllFields],
    ['bad date', { date: '10/01/2030' }, 'date must be a date in YYYY-MM-DD format.'],
    ['impossible date', { date: '2030-02-30' }, 'date must be a date in YYYY-MM-DD format.'],
    ['bad time', { time: '25:00' }, 'time must be a time in HH:mm format.'],
    ['javascript link', { link: 'javascript:alert(1)' }, 'link must be an http(s) URL.'],
    ['ftp link', { link: 'ftp://files.test/x' }, 'link must be an http(s) URL.'],
    ['class type', { class_type: 'free' }, 'class_type must be demo or paid.'],
  ])('refuses a class with a missing or bad %s', async (_name, over, message) => {
    const res = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send(klass(over))
      .expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('bookings', () => {
  let t: TestApp;
  let admin: string;
  let classId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    classId = (await t.http().post('/api/classes').set(bearer(admin)).send(klass()).expect(201))
      .body.id;
  });
  afterAll(() => t.close());

  const booking = (over: Record<string, unknown> = {}) => ({
    class_id: classId,
    name: 'Ravi Kumar',
    email: 'ravi@test.local',
    phone: '9811111111',
    preferred_date: SOON,
    preferred_time: '06:30',
    notes: 'First class',
    ...over,
  });

  it('books a class for the caller (user_id from the token) and refuses a second booking', async () => {
    const u = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send(booking())
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Class booked successfully!',
      booking: expect.objectContaining({
        id: expect.any(Number),
        user_id: u.user.id,
        class_id: classId,
        type: 'class',
        name: 'Ravi Kumar',
        notes: 'First class',
        class: expect.objectContaining({ id: classId, title: 'Sunrise Hatha' }),
      }),
    });
    expect(res.body.booking.class).not.toHaveProperty('link');
    const again = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send(booking())
      .expect(409);
    expect(again.body.message).toBe(MESSAGES.alreadyBooked);
  });

  it('ignores a user_id in the body: the booking belongs to the caller', async () => {
    const u = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send(booking({ user_id: 1 }))
      .expect(201);
    expect(res.body.booking.user_id).toBe(u.user.id);
  });

  it('refuses unknown fields', async () => {
    const u = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/bookings/demo')
      .set(bearer(u.token))
      .send({ ...booking(), class_id: undefined, admin: true })
      .expect(400);
    expect(res.body.message).toBe('property admin should not exist');
  });

  it('answers 404 for an unknown class', async () => {
    const u = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send(booking({ class_id: 987654 }))
      .expect(404);
  });

  it('books demos (several allowed) with the spec message; notes optional', async () => {
    const u = await registerAndLogin(t);
    const { class_id: _drop, notes: _n, ...demo } = booking();
    const res = await t
      .http()
      .post('/api/bookings/demo')
      .set(bearer(u.token))
      .send(demo)
      .expect(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Demo class booked!',
      booking: { type: 'demo', class_id: null, notes: null, user_id: u.user.id },
    });
    await t.http().post('/api/bookings/demo').set(bearer(u.token)).send(demo).expect(201);
  });

  it.each(['class_id', 'name', 'email', 'phone', 'preferred_date', 'preferred_time'])(
    'answers 400 "Please fill in all fields." without %s',
    async (field) => {
      const u = await registerAndLogin(t);
      const body: Record<string, unknown> = booking();
      delete body[field];
      const res = await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(u.token))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(MESSAGES.fillAllFields);
    },
  );

  it('lists the caller’s own bookings with their class, and all bookings for the admin', async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    await t.http().post('/api/bookings/class').set(bearer(a.token)).send(booking()).expect(201);
    const { class_id: _c, ...demo } = booking();
    await t.http().post('/api/bookings/demo').set(bearer(b.token)).send(demo).expect(201);
    const mine = await t.http().get('/api/bookings/mine').set(bearer(a.token)).expect(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({
      user_id: a.user.id,
      class: { id: classId, title: 'Sunrise Hatha' },
    });
    expect(mine.headers['x-total-count']).toBe('1');
    const all = await t.http().get('/api/bookings').set(bearer(admin)).expect(200);
    const owners = new Set(all.body.map((x: { user_id: number }) => x.user_id));
    expect(owners.has(a.user.id) && owners.has(b.user.id)).toBe(true);
    expect(Number(all.headers['x-total-count'])).toBe(all.body.length);
  });

  it('pages a student’s bookings newest first, with the total on every page', async () => {
    const a = await registerAndLogin(t);
    const ids: number[] = [];
    for (const date of ['2031-05-01', '2031-05-02', '2031-05-03']) {
      const c = await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send(klass({ date }))
        .expect(201);
      ids.push(c.body.id as number);
      await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(a.token))
        .send(booking({ class_id: c.body.id }))
        .expect(201);
    }
    const page = (n: number) =>
      t.http().get(`/api/bookings/mine?limit=2&page=${n}`).set(bearer(a.token)).expect(200);
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.body.map((b: { class_id: number }) => b.class_id)).toEqual([ids[2], ids[1]]);
    expect(second.body.map((b: { class_id: number }) => b.class_id)).toEqual([ids[0]]);
    expect(third.body).toEqual([]);
    for (const p of [first, second, third]) expect(p.headers['x-total-count']).toBe('3');
    expect(second.body[0].class).toMatchObject({ id: ids[0], date: '2031-05-01', booked_count: 1 });
    // The places are kept a moment per instance: another student's booking is seen at once.
    const b = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(b.token))
      .send(booking({ class_id: ids[0] }))
      .expect(201);
    const after = await page(2);
    expect(after.body[0].class).toMatchObject({ id: ids[0], booked_count: 2 });
    // And a class moved by the admin is shown moved at once.
    await t
      .http()
      .put(`/api/classes/${ids[0]}`)
      .set(bearer(admin))
      .send(klass({ date: '2031-05-09' }))
      .expect(200);
    expect((await page(2)).body[0].class).toMatchObject({ id: ids[0], date: '2031-05-09' });
  });

  it('removes a class’s bookings with the class', async () => {
    const u = await registerAndLogin(t);
    const id = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send(klass({ date: '2030-05-05' }))
        .expect(201)
    ).body.id;
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(u.token))
      .send(booking({ class_id: id }))
      .expect(201);
    await t.http().delete(`/api/classes/${id}`).set(bearer(admin)).expect(200);
    const mine = await t.http().get('/api/bookings/mine').set(bearer(u.token)).expect(200);
    expect(mine.body).toHaveLength(0);
  });
});

describe('date bounds', () => {
  let t: TestApp;
  let admin: string;
  let setNow: (next: Date) => void;
  const now = new Date('2026-11-26T04:30:00Z'); // 10:00 IST
  const today = istDate(now);
  beforeAll(async () => {
    t = await createTestApp();
    setNow = stubClock(t, now);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterEach(() => setNow(now));
  afterAll(() => t.close());

  const create = (over: Record<string, unknown>) =>
    t.http().post('/api/classes').set(bearer(admin)).send(klass(over));
  const demo = (token: string, preferred_date: string) =>
    t.http().post('/api/bookings/demo').set(bearer(token)).send({
      name: 'Ravi Kumar',
      email: 'ravi@test.local',
      phone: '9811111111',
      preferred_date,
      preferred_time: '07:00',
    });

  it('refuses years outside 2000-2100 (400), also in list filters', async () => {
    for (const date of ['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31'])
      expect([date, (await create({ date })).status]).toEqual([date, 400]);
    await t.http().get('/api/classes?from=1999-12-31').expect(400);
    await t.http().get('/api/classes?to=2101-01-01').expect(400);
    await t.http().get('/api/classes?from=2000-01-01&to=2100-12-31').expect(200);
  });

  it('creates no class in the past, while a past class can still be edited', async () => {
    const yesterday = await create({ date: addIstDays(today, -1) }).expect(400);
    expect(yesterday.body.message).toBe('A new class cannot be in the past (India time).');
    await create({ date: today, time: '09:59' }).expect(400);
    const later = (await create({ date: today, time: '10:30' }).expect(201)).body;
    setNow(new Date('2026-11-27T04:30:00Z'));
    await t
      .http()
      .put(`/api/classes/${later.id}`)
      .set(bearer(admin))
      .send(klass({ date: today, time: '10:30', title: 'Recording added' }))
      .expect(200);
  });

  it('books no class that is over or whose join window closed', async () => {
    const u = await registerAndLogin(t);
    const at = (time: string) => create({ date: today, time, title: `At ${time}` }).expect(201);
    const early = (await at('10:05')).body.id as number;
    const late = (await at('11:00')).body.id as number;
    const book = (classId: number) =>
      t.http().post('/api/bookings/class').set(bearer(u.token)).send({
        class_id: classId,
        name: 'Ravi Kumar',
        email: 'ravi@test.local',
        phone: '9811111111',
        preferred_date: today,
        preferred_time: '10:05',
      });
    // 10:55 IST: the 10:05 class (45 minutes) ended at 10:50; the 11:00 one is ahead.
    setNow(new Date('2026-11-26T05:25:00Z'));
    expect(istTime(new Date('2026-11-26T05:25:00Z'))).toBe('10:55');
    const over = await book(early).expect(409);
    expect(over.body).toMatchObject({
      message: BOOKING_MESSAGES.classOver,
      error: BOOKING_ERRORS.over,
    });
    await book(late).expect(201);
  });

  it('takes demo bookings for today up to 30 days ahead only', async () => {
    const u = await registerAndLogin(t);
    const past = await demo(u.token, addIstDays(today, -1)).expect(400);
    expect(past.body.message).toBe('preferred_date must be between today and 30 days from now.');
    await demo(u.token, addIstDays(today, 31)).expect(400);
    await demo(u.token, '2030-01-10').expect(400);
    await demo(u.token, addIstDays(today, 30)).expect(201);
    await demo(u.token, today).expect(201);
  });
});
