import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  BOOKING_ERRORS,
  BOOKING_MESSAGES,
  DAILY_SLOTS,
  istDate,
  istInstant,
  MESSAGES,
  TEMPLATE_PLACEHOLDER_LINK,
  type TimetableSlot,
  type YogaClass,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { DomainEventRecord } from '../src/events/index.js';
import { ClassesService } from '../src/modules/classes/classes.service.js';
import { GENERATE_JOB, TimetableService } from '../src/modules/timetable/timetable.service.js';
import { publishedEvents, settleEvents } from './support/events.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/** 05:00 IST on a Monday (2026-11-23): every slot of the day is still ahead. */
const MONDAY_5AM = new Date('2026-11-22T23:30:00Z');

const slotBody = (over: Record<string, unknown> = {}) => ({
  day_of_week: 1,
  start_time: '12:15',
  duration_minutes: 60,
  title: 'Midday Yin',
  link: 'https://meet.example.com/yin',
  class_type: 'paid',
  capacity: 20,
  active: true,
  description: 'Slow and deep',
  ...over,
});

describe('timetable: template and generation', () => {
  let t: TestApp;
  let admin: string;
  let clock: jest.SpiedFunction<Clock['now']>;
  const classesOf = async (query = '') =>
    (await t.http().get(`/api/classes${query}`).set(bearer(admin)).expect(200)).body as YogaClass[];
  /** An instructor account made in Manage Users (the pickers offer these). */
  const instructorAccount = async (name: string, email: string) =>
    (
      await t
        .http()
        .post('/api/manageusers')
        .set(bearer(admin))
        .send({ name, email, role: 'Instructor', status: 'Active' })
        .expect(201)
    ).body.id as number;
  const classCount = async () => {
    const [{ n }] = (await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM classes')) as {
      n: number | string;
    }[];
    return Number(n);
  };

  beforeEach(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    clock = jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(MONDAY_5AM);
  });
  afterEach(() => t.close());

  it('lists the seeded template to admins only, sorted by day and IST time', async () => {
    const res = await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200);
    const slots = res.body as TimetableSlot[];
    expect(slots).toHaveLength(42);
    expect(slots[0]).toEqual({
      id: expect.any(Number),
      day_of_week: 0,
      start_time: DAILY_SLOTS[0].time,
      duration_minutes: 45,
      title: DAILY_SLOTS[0].title,
      title_hi: DAILY_SLOTS[0].title_hi,
      instructor_id: null,
      instructor_name: null,
      instructor_legacy: null,
      link: TEMPLATE_PLACEHOLDER_LINK,
      class_type: 'paid',
      capacity: 100,
      active: true,
      description: expect.stringContaining('45 minutes'),
      video_format: 'meeting',
      video_overflow: 'none',
      overflow_instructor_id: null,
    });
    const student = (await registerAndLogin(t)).token;
    await t.http().get('/api/timetable/slots').set(bearer(student)).expect(403);
    await t.http().get('/api/timetable/slots').expect(401);
    await t.http().post('/api/timetable/slots').set(bearer(student)).send(slotBody()).expect(403);
  });

  it('generates the next 14 IST days once, however often and however concurrently it runs', async () => {
    const jobs = t.app.get(JobsService);
    const service = t.app.get(TimetableService);
    // Two runs at once (as two instances would), then the job again.
    await Promise.all([service.generate(MONDAY_5AM), service.generate(MONDAY_5AM)]);
    await jobs.runNow(GENERATE_JOB);
    const list = await classesOf();
    expect(list).toHaveLength(84);
    expect(await classCount()).toBe(84);
    expect(list[0]).toMatchObject({
      date: '2026-11-23',
      time: '05:30',
      duration_minutes: 45,
      capacity: 100,
      slot_id: expect.any(Number),
      booked_count: 0,
    });
    expect(list.at(-1)).toMatchObject({ date: addIstDays('2026-11-23', 13), time: '20:00' });
    // Later the same day: today's started classes stay, nothing is duplicated.
    clock.mockReturnValue(istInstant('2026-11-23', '19:00'));
    expect(await service.generate(istInstant('2026-11-23', '19:00'))).toEqual({
      created: 0,
      updated: 0,
      removed: 0,
    });
    // The next day the window moves by one day: six new classes.
    clock.mockReturnValue(istInstant('2026-11-24', '04:00'));
    await jobs.runNow(GENERATE_JOB);
    expect(await classCount()).toBe(90);
  });

  it('validates slots with clear 400s and answers 404 for an unknown slot', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ day_of_week: 7 }, 'day_of_week must be a whole number from 0 (Sunday) to 6 (Saturday).'],
      [{ start_time: '25:00' }, 'start_time must be a time in HH:mm format (IST).'],
      [{ capacity: 0 }, 'capacity must be a whole number from 1 to 10000.'],
      [{ duration_minutes: 2 }, 'duration_minutes must be a whole number from 5 to 240.'],
      [{ link: 'javascript:alert(1)' }, 'link must be an http(s) URL.'],
      [{ title: '' }, MESSAGES.fillAllFields],
      [{ active: 'yes' }, 'active must be true or false.'],
    ];
    for (const [over, message] of cases) {
      const res = await t
        .http()
        .post('/api/timetable/slots')
        .set(bearer(admin))
        .send(slotBody(over))
        .expect(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    await t
      .http()
      .put('/api/timetable/slots/999999')
      .set(bearer(admin))
      .send(slotBody())
      .expect(404);
    await t.http().delete('/api/timetable/slots/999999').set(bearer(admin)).expect(404);
    await t.http().delete('/api/timetable/slots/abc').set(bearer(admin)).expect(400);
  });

  it('a slot has a Hindi title beside the English one: its classes carry it, and Hindi messages use it', async () => {
    await t.app.get(TimetableService).generate(MONDAY_5AM);
    // The seeded slots have the template's Hindi titles, and so do their classes.
    const seeded = (await classesOf()).find((c) => c.time === DAILY_SLOTS[0].time)!;
    expect(seeded.title_hi).toBe(DAILY_SLOTS[0].title_hi);

    const created = await t
      .http()
      .post('/api/timetable/slots')
      .set(bearer(admin))
      .send(slotBody({ title_hi: '  दोपहर का यिन योग ' }))
      .expect(201);
    const slot = created.body as TimetableSlot;
    expect(slot).toMatchObject({ title: 'Midday Yin', title_hi: 'दोपहर का यिन योग' });
    const ofSlot = async () => (await classesOf()).filter((c) => c.slot_id === slot.id);
    expect((await ofSlot()).map((c) => c.title_hi)).toEqual([
      'दोपहर का यिन योग',
      'दोपहर का यिन योग',
    ]);
    // Visitors see it too (the public schedule's list).
    const pub = (await t.http().get('/api/classes').expect(200)).body as YogaClass[];
    expect(pub.find((c) => c.slot_id === slot.id)?.title_hi).toBe('दोपहर का यिन योग');

    // An edit that leaves the field out keeps it; a new one reaches the unbooked classes; empty clears it.
    await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .send(slotBody({ capacity: 25 }))
      .expect(200);
    expect((await ofSlot()).map((c) => [c.capacity, c.title_hi])).toEqual([
      [25, 'दोपहर का यिन योग'],
      [25, 'दोपहर का यिन योग'],
    ]);
    await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .send(slotBody({ title_hi: 'यिन योग' }))
      .expect(200);
    expect((await ofSlot()).map((c) => c.title_hi)).toEqual(['यिन योग', 'यिन योग']);
    const cleared = await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .send(slotBody({ title_hi: '' }))
      .expect(200);
    expect(cleared.body.title_hi).toBeNull();
    expect((await ofSlot()).map((c) => c.title_hi)).toEqual([null, null]);
    const tooLong = await t
      .http()
      .post('/api/timetable/slots')
      .set(bearer(admin))
      .send(slotBody({ title_hi: 'य'.repeat(201) }))
      .expect(400);
    expect(tooLong.body.code).toBe('validation_failed');

    // A Hindi-speaking student's notice names the class by its Hindi title; an English one's by the English.
    await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .send(slotBody({ title_hi: 'यिन योग', capacity: 1 }))
      .expect(200);
    const [first] = await ofSlot();
    const [hindi, english] = [await registerAndLogin(t), await registerAndLogin(t)];
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(hindi.token))
      .send({ language: 'hi' })
      .expect(200);
    const book = (s: { token: string }, path: string) =>
      t
        .http()
        .post(path)
        .set(bearer(s.token))
        .send({
          class_id: first.id,
          name: 'Student',
          email: 'student@test.local',
          phone: '9811111111',
          preferred_date: first.date,
          preferred_time: first.time,
        })
        .expect(201);
    const heldEn = await book(english, '/api/bookings/class');
    await book(hindi, '/api/bookings/waitlist');
    await t
      .http()
      .delete(`/api/bookings/${heldEn.body.booking.id}`)
      .set(bearer(english.token))
      .expect(200);
    await settleEvents(t);
    const rows = (await t.app
      .get(DataSource)
      .query('SELECT user_id, language, params FROM outbox_messages WHERE event = ?', [
        'waitlist_place',
      ])) as { user_id: number; language: string; params: string }[];
    expect(
      rows.map((r) => [Number(r.user_id), r.language, JSON.parse(r.params).class_title]),
    ).toEqual([[hindi.user.id, 'hi', 'यिन योग']]);
  });

  it('a new slot yields its classes at once; edits reach unbooked future classes only; deleting removes them', async () => {
    await t.app.get(TimetableService).generate(MONDAY_5AM);
    const created = await t
      .http()
      .post('/api/timetable/slots')
      .set(bearer(admin))
      .send(slotBody())
      .expect(201);
    const slotId = created.body.id as number;
    const ofSlot = async () => (await classesOf()).filter((c) => c.slot_id === slotId);
    let mine = await ofSlot();
    // Two Mondays in the 14-day window.
    expect(mine.map((c) => c.date)).toEqual(['2026-11-23', '2026-11-30']);
    expect(mine[0]).toMatchObject({
      time: '12:15',
      duration_minutes: 60,
      capacity: 20,
      instructor: null,
      link: 'https://meet.example.com/yin',
    });

    // A student books the second Monday; then the clock passes the first one.
    const student = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(student.token))
      .send({
        class_id: mine[1].id,
        name: 'Ravi Kumar',
        email: 'ravi@test.local',
        phone: '9811111111',
        preferred_date: mine[1].date,
        preferred_time: mine[1].time,
      })
      .expect(201);
    clock.mockReturnValue(istInstant('2026-11-23', '13:30'));
    await t
      .http()
      .put(`/api/timetable/slots/${slotId}`)
      .set(bearer(admin))
      .send(slotBody({ title: 'Midday Yin and Breath', start_time: '12:45' }))
      .expect(200);
    mine = await ofSlot();
    // The past class and the booked one keep their details.
    expect(mine.map((c) => [c.date, c.time, c.title])).toEqual([
      ['2026-11-23', '12:15', 'Midday Yin'],
      ['2026-11-30', '12:15', 'Midday Yin'],
    ]);

    // Moved to Tuesday: the unbooked future classes follow, the booked Monday stays.
    await t
      .http()
      .put(`/api/timetable/slots/${slotId}`)
      .set(bearer(admin))
      .send(slotBody({ day_of_week: 2, title: 'Tuesday Yin' }))
      .expect(200);
    mine = await ofSlot();
    expect(mine.map((c) => [c.date, c.title])).toEqual([
      ['2026-11-23', 'Midday Yin'],
      ['2026-11-24', 'Tuesday Yin'],
      ['2026-11-30', 'Midday Yin'],
      ['2026-12-01', 'Tuesday Yin'],
    ]);

    // Deactivated, then deleted: its unbooked future classes go, the past and booked ones stay.
    await t
      .http()
      .put(`/api/timetable/slots/${slotId}`)
      .set(bearer(admin))
      .send(slotBody({ day_of_week: 2, active: false }))
      .expect(200);
    expect((await ofSlot()).map((c) => c.date)).toEqual(['2026-11-23', '2026-11-30']);
    await t.http().delete(`/api/timetable/slots/${slotId}`).set(bearer(admin)).expect(200);
    expect((await ofSlot()).map((c) => c.date)).toEqual(['2026-11-23', '2026-11-30']);
    const slots = await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200);
    expect(slots.body.some((s: TimetableSlot) => s.id === slotId)).toBe(false);
  });

  it("names a slot's instructor on its classes, booked ones too, for visitors and the week's timetable", async () => {
    await t.app.get(TimetableService).generate(MONDAY_5AM);
    const meera = await instructorAccount('Meera Joshi', 'meera@test.local');
    const arjun = await instructorAccount('Arjun Rao', 'arjun@test.local');
    const sunita = await instructorAccount('Sunita Das', 'sunita@test.local');
    const created = await t
      .http()
      .post('/api/timetable/slots')
      .set(bearer(admin))
      .send(slotBody({ instructor_id: meera }))
      .expect(201);
    const slotId = created.body.id as number;
    expect(created.body).toMatchObject({ instructor_id: meera, instructor_name: 'Meera Joshi' });
    const visitorSees = async () =>
      (
        (await t.http().get('/api/classes?from=2026-11-23&to=2026-12-06').expect(200))
          .body as YogaClass[]
      ).filter((c) => c.slot_id === slotId);
    let mine = await visitorSees();
    expect(mine.map((c) => [c.date, c.instructor, c.link])).toEqual([
      ['2026-11-23', 'Meera Joshi', undefined],
      ['2026-11-30', 'Meera Joshi', undefined],
    ]);

    // The second Monday is booked; the admin hands the slot to another teacher.
    const student = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(student.token))
      .send({
        class_id: mine[1]!.id,
        name: 'Ravi Kumar',
        email: 'ravi@test.local',
        phone: '9811111111',
        preferred_date: mine[1]!.date,
        preferred_time: mine[1]!.time,
      })
      .expect(201);
    await t
      .http()
      .put(`/api/timetable/slots/${slotId}`)
      .set(bearer(admin))
      .send(slotBody({ instructor_id: arjun, title: 'Yin with Arjun' }))
      .expect(200);
    mine = await visitorSees();
    // The booked class takes the new instructor but keeps the rest of what was booked.
    expect(mine.map((c) => [c.date, c.title, c.instructor])).toEqual([
      ['2026-11-23', 'Yin with Arjun', 'Arjun Rao'],
      ['2026-11-30', 'Midday Yin', 'Arjun Rao'],
    ]);

    // No instructor: null, not an empty name.
    await t
      .http()
      .put(`/api/timetable/slots/${slotId}`)
      .set(bearer(admin))
      .send(slotBody({ instructor_id: null }))
      .expect(200);
    expect((await visitorSees()).map((c) => c.instructor)).toEqual([null, null]);

    // Manage Class gives one class a substitute.
    const edited = await t
      .http()
      .put(`/api/classes/${mine[0]!.id}`)
      .set(bearer(admin))
      .send({
        title: 'Yin with Arjun',
        class_type: 'paid',
        date: '2026-11-23',
        time: '12:15',
        link: 'https://meet.example.com/yin',
        duration_minutes: 60,
        capacity: 20,
        substitute_id: sunita,
      })
      .expect(200);
    expect(edited.body).toMatchObject({ instructor: 'Sunita Das', substitute_id: sunita });

    // The public timetable's data: today and the next six IST days, without ended classes, no links.
    clock.mockReturnValue(istInstant('2026-11-23', '12:40'));
    const week = await t.app.get(ClassesService).week(istInstant('2026-11-23', '12:40'));
    expect([week.from, week.to]).toEqual(['2026-11-23', '2026-11-29']);
    expect(week.classes.every((c) => c.date >= week.from && c.date <= week.to)).toBe(true);
    expect(week.classes.every((c) => c.link === undefined)).toBe(true);
    // Today's morning classes (ended by 12:40) are left out; the 12:15 one runs until 13:15.
    const today = week.classes.filter((c) => c.date === '2026-11-23');
    expect(today[0]).toMatchObject({
      time: '12:15',
      title: 'Yin with Arjun',
      instructor: 'Sunita Das',
    });
    expect(today.map((c) => c.time)).toEqual([
      '12:15',
      ...DAILY_SLOTS.filter((s) => s.period === 'evening').map((s) => s.time),
    ]);
    expect(new Set(week.classes.map((c) => c.date)).size).toBe(7);
    expect(week.classes).toHaveLength(1 + 3 + 6 * 6);
  });

  it('sets one meeting link on many slots at once; their unbooked, unedited classes follow', async () => {
    const service = t.app.get(TimetableService);
    await service.generate(MONDAY_5AM);
    const slots = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    const monday = slots.filter((s) => s.day_of_week === 1);
    const untouched = slots.find((s) => s.day_of_week === 2)!;
    const ids = monday.map((s) => s.id);
    const classesBefore = await classesOf();
    const mondayClasses = classesBefore.filter((c) => ids.includes(c.slot_id!));
    const [booked, edited] = mondayClasses.filter((c) => c.date === '2026-11-30');
    const student = await registerAndLogin(t);
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(student.token))
      .send({
        class_id: booked.id,
        name: 'Ravi Kumar',
        email: 'ravi@test.local',
        phone: '9811111111',
        preferred_date: booked.date,
        preferred_time: booked.time,
      })
      .expect(201);
    await t
      .http()
      .put(`/api/classes/${edited.id}`)
      .set(bearer(admin))
      .send({ title: 'Guest teacher', date: edited.date, time: edited.time, link: edited.link })
      .expect(200);

    const link = 'https://meet.example.com/new-room';
    const res = await t
      .http()
      .patch('/api/timetable/slots')
      .set(bearer(admin))
      .send({ ids: [...ids, ids[0]], link })
      .expect(200);
    const changed = res.body as TimetableSlot[];
    expect(changed.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(changed.every((s) => s.link === link)).toBe(true);
    const after = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    expect(after.find((s) => s.id === untouched.id)!.link).toBe(untouched.link);
    expect(after.filter((s) => s.link === link)).toHaveLength(ids.length);

    const classesAfter = await classesOf();
    const follow = classesAfter.filter(
      (c) => ids.includes(c.slot_id!) && c.id !== booked.id && c.id !== edited.id,
    );
    expect(follow.length).toBe(mondayClasses.length - 2);
    expect(follow.every((c) => c.link === link)).toBe(true);
    // As after a single edit: the booked class and the one edited by hand keep their link.
    expect(classesAfter.find((c) => c.id === booked.id)!.link).toBe(booked.link);
    expect(classesAfter.find((c) => c.id === edited.id)!.link).toBe(edited.link);
    expect(
      classesAfter.filter((c) => c.slot_id === untouched.id).every((c) => c.link !== link),
    ).toBe(true);
  });

  it('refuses a bad bulk link change with a clear 4xx and changes nothing', async () => {
    const slots = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    const id = slots[0].id;
    const cases: [unknown, number, string][] = [
      [{ ids: [id], link: 'javascript:alert(1)' }, 400, 'link must be an http(s) URL.'],
      [
        { ids: [], link: 'https://meet.example.com/x' },
        400,
        'ids must be a list of 1 to 500 slot ids.',
      ],
      [
        { ids: 'all', link: 'https://meet.example.com/x' },
        400,
        'ids must be a list of 1 to 500 slot ids.',
      ],
      [
        { ids: [id, 0], link: 'https://meet.example.com/x' },
        400,
        'Each slot id must be a positive whole number.',
      ],
      [
        { ids: [id, 1.5], link: 'https://meet.example.com/x' },
        400,
        'Each slot id must be a positive whole number.',
      ],
      [{ link: 'https://meet.example.com/x' }, 400, MESSAGES.fillAllFields],
      [{ ids: [id] }, 400, MESSAGES.fillAllFields],
      [{ ids: [id, 999999], link: 'https://meet.example.com/x' }, 404, 'Timetable slot not found.'],
      [
        { ids: [id], link: 'https://meet.example.com/x', title: 'x' },
        400,
        'property title should not exist',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await t
        .http()
        .patch('/api/timetable/slots')
        .set(bearer(admin))
        .send(body as object)
        .expect(status);
      expect(res.body).toMatchObject({ success: false, message });
    }
    const ids = Array.from({ length: 501 }, (_, i) => i + 1);
    await t
      .http()
      .patch('/api/timetable/slots')
      .set(bearer(admin))
      .send({ ids, link: 'https://meet.example.com/x' })
      .expect(400);
    const after = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    expect(after.find((s) => s.id === id)!.link).toBe(slots[0].link);
    const student = (await registerAndLogin(t)).token;
    await t
      .http()
      .patch('/api/timetable/slots')
      .set(bearer(student))
      .send({ ids: [id], link: 'https://meet.example.com/x' })
      .expect(403);
  });

  it('keeps one-off classes, and generated classes edited or deleted in Manage Class', async () => {
    const service = t.app.get(TimetableService);
    await service.generate(MONDAY_5AM);
    const oneOff = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Special Workshop',
        date: '2026-11-25',
        time: '11:00',
        link: 'https://meet.example.com/w',
        capacity: 5,
      })
      .expect(201);
    expect(oneOff.body).toMatchObject({ slot_id: null, capacity: 5 });
    const list = await classesOf();
    const [first, second] = list.filter((c) => c.date === '2026-11-24');
    // Edited by hand: the template no longer changes it. Deleted: not generated again.
    await t
      .http()
      .put(`/api/classes/${first.id}`)
      .set(bearer(admin))
      .send({ title: 'Guest teacher', date: first.date, time: first.time, link: first.link })
      .expect(200);
    await t.http().delete(`/api/classes/${second.id}`).set(bearer(admin)).expect(200);
    const slotOfFirst = first.slot_id!;
    await t
      .http()
      .put(`/api/timetable/slots/${slotOfFirst}`)
      .set(bearer(admin))
      .send(slotBody({ day_of_week: 2, start_time: first.time, title: 'Renamed', capacity: 50 }))
      .expect(200);
    await service.generate(MONDAY_5AM);
    const after = await classesOf();
    expect(after.find((c) => c.id === oneOff.body.id)).toMatchObject({ title: 'Special Workshop' });
    expect(after.find((c) => c.id === first.id)).toMatchObject({ title: 'Guest teacher' });
    expect(after.filter((c) => c.date === '2026-11-24' && c.slot_id === second.slot_id)).toEqual(
      [],
    );
    // The other Tuesday of that slot follows the template.
    expect(after.find((c) => c.slot_id === slotOfFirst && c.date === '2026-12-01')).toMatchObject({
      title: 'Renamed',
      capacity: 50,
    });
  });
});

describe('capacity, waitlist and cancellation', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  /** The promotions of the class, as its `booking.promoted` events announced them. */
  const promotions = async (classId: number) =>
    (
      await publishedEvents<{ bookingId: number; userId: number; classId: number }>(
        t,
        'booking.promoted',
      )
    )
      .filter((p) => p.classId === classId)
      .map(({ bookingId, userId, classId }) => ({ bookingId, userId, classId }));
  afterAll(() => t.close());

  /** A class `daysAhead` IST days from now, at 10:00 IST. */
  const newClass = async (capacity: number | null, daysAhead = 3) => {
    const res = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Small group',
        date: addIstDays(istDate(), daysAhead),
        time: '10:00',
        link: 'https://meet.example.com/small',
        capacity,
      })
      .expect(201);
    return res.body as YogaClass;
  };
  const body = (c: YogaClass) => ({
    class_id: c.id,
    name: 'Student',
    email: 'student@test.local',
    phone: '9811111111',
    preferred_date: c.date,
    preferred_time: c.time,
  });
  const counts = async (id: number) => {
    const list = (await t.http().get('/api/classes').expect(200)).body as YogaClass[];
    const c = list.find((x) => x.id === id)!;
    return [c.booked_count, c.waitlist_count];
  };

  it('refuses a full class with the waitlist offer; a cancellation gives the first waitlisted the place', async () => {
    const c = await newClass(1);
    const [a, b, d] = [
      await registerAndLogin(t),
      await registerAndLogin(t),
      await registerAndLogin(t),
    ];
    const booked = await t.http().post('/api/bookings/class').set(bearer(a.token)).send(body(c));
    expect(booked.status).toBe(201);
    expect(booked.body.booking.status).toBe('booked');
    const full = await t.http().post('/api/bookings/class').set(bearer(b.token)).send(body(c));
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      success: false,
      message: BOOKING_MESSAGES.classFull,
      error: BOOKING_ERRORS.classFull,
    });
    const waitB = await t
      .http()
      .post('/api/bookings/waitlist')
      .set(bearer(b.token))
      .send(body(c))
      .expect(201);
    expect(waitB.body).toMatchObject({
      success: true,
      message: BOOKING_MESSAGES.waitlistJoined,
      booking: { status: 'waitlisted', class_id: c.id, user_id: b.user.id },
    });
    const waitD = await t
      .http()
      .post('/api/bookings/waitlist')
      .set(bearer(d.token))
      .send(body(c))
      .expect(201);
    // The class in the answer says how full it is.
    expect(waitD.body.booking.class).toMatchObject({
      capacity: 1,
      booked_count: 1,
      waitlist_count: 2,
    });
    const twice = await t.http().post('/api/bookings/waitlist').set(bearer(b.token)).send(body(c));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(BOOKING_MESSAGES.alreadyWaitlisted);
    expect(await counts(c.id)).toEqual([1, 2]);

    const cancel = await t
      .http()
      .delete(`/api/bookings/${booked.body.booking.id}`)
      .set(bearer(a.token))
      .expect(200);
    expect(cancel.body).toEqual({ success: true, message: BOOKING_MESSAGES.bookingCancelled });
    // B (first in the queue) holds the place now, D still waits; B got the notice.
    const mineB = await t.http().get('/api/bookings/mine').set(bearer(b.token)).expect(200);
    expect(mineB.body[0]).toMatchObject({ id: waitB.body.booking.id, status: 'booked' });
    const mineD = await t.http().get('/api/bookings/mine').set(bearer(d.token)).expect(200);
    expect(mineD.body[0]).toMatchObject({ status: 'waitlisted' });
    expect(await promotions(c.id)).toEqual([
      { bookingId: waitB.body.booking.id, userId: b.user.id, classId: c.id },
    ]);
    expect(await counts(c.id)).toEqual([1, 1]);

    // D leaves the waitlist; raising the capacity then has nobody to promote.
    const leave = await t
      .http()
      .delete(`/api/bookings/${mineD.body[0].id}`)
      .set(bearer(d.token))
      .expect(200);
    expect(leave.body.message).toBe(BOOKING_MESSAGES.waitlistLeft);
    expect(await counts(c.id)).toEqual([1, 0]);
  });

  it('promotes the waitlist when the admin raises the capacity, and refuses the waitlist while places are free', async () => {
    const c = await newClass(1);
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const early = await t.http().post('/api/bookings/waitlist').set(bearer(a.token)).send(body(c));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      message: BOOKING_MESSAGES.hasPlaces,
      error: BOOKING_ERRORS.hasPlaces,
    });
    await t.http().post('/api/bookings/class').set(bearer(a.token)).send(body(c)).expect(201);
    const wait = await t
      .http()
      .post('/api/bookings/waitlist')
      .set(bearer(b.token))
      .send(body(c))
      .expect(201);
    await t
      .http()
      .put(`/api/classes/${c.id}`)
      .set(bearer(admin))
      .send({
        title: c.title,
        date: c.date,
        time: c.time,
        link: 'https://meet.example.com/small',
        capacity: 2,
      })
      .expect(200);
    // The bookings module fills the raised place when `class.changed` reaches it, after the commit.
    await settleEvents(t);
    expect(await promotions(c.id)).toEqual([
      { bookingId: wait.body.booking.id, userId: b.user.id, classId: c.id },
    ]);
    expect(await counts(c.id)).toEqual([2, 0]);
  });

  it('gives the last place to exactly one of two students booking at once', async () => {
    const c = await newClass(1);
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const results = await Promise.all(
      [a, b].map((s) => t.http().post('/api/bookings/class').set(bearer(s.token)).send(body(c))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await counts(c.id)).toEqual([1, 0]);
  });

  it('cancels own bookings only, up to 1 hour before the start', async () => {
    const c = await newClass(null, 5);
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const res = await t.http().post('/api/bookings/class').set(bearer(a.token)).send(body(c));
    const id = res.body.booking.id as number;
    // Someone else's booking is not found, nor is a missing one; a malformed id is a 400.
    await t.http().delete(`/api/bookings/${id}`).set(bearer(b.token)).expect(404);
    await t.http().delete(`/api/bookings/${id}`).set(bearer(admin)).expect(404);
    await t.http().delete('/api/bookings/99999999').set(bearer(a.token)).expect(404);
    await t.http().delete('/api/bookings/x').set(bearer(a.token)).expect(400);
    await t.http().delete(`/api/bookings/${id}`).expect(401);

    const clock = jest.spyOn(t.app.get<Clock>(CLOCK), 'now');
    try {
      const start = istInstant(c.date, c.time).getTime();
      clock.mockReturnValue(new Date(start - 59 * 60_000));
      const late = await t.http().delete(`/api/bookings/${id}`).set(bearer(a.token)).expect(409);
      expect(late.body).toMatchObject({
        success: false,
        message: BOOKING_MESSAGES.cancelClosed,
        error: BOOKING_ERRORS.cancelClosed,
      });
      clock.mockReturnValue(new Date(start - 60 * 60_000));
      await t.http().delete(`/api/bookings/${id}`).set(bearer(a.token)).expect(200);
    } finally {
      clock.mockRestore();
    }
    const mine = await t.http().get('/api/bookings/mine').set(bearer(a.token)).expect(200);
    expect(mine.body.some((x: { id: number }) => x.id === id)).toBe(false);
  });
});

describe('the waitlist-place notice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is queued in the outbox for the student who got the place, once', async () => {
    const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const created = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'One place',
        date: addIstDays(istDate(), 2),
        time: '09:00',
        link: 'https://meet.example.com/one',
        capacity: 1,
      })
      .expect(201);
    const c = created.body as YogaClass;
    const booking = (s: { token: string }, path: string) =>
      t
        .http()
        .post(path)
        .set(bearer(s.token))
        .send({
          class_id: c.id,
          name: 'Student',
          email: 'student@test.local',
          phone: '9811111111',
          preferred_date: c.date,
          preferred_time: c.time,
        })
        .expect(201);
    const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
    const held = await booking(a, '/api/bookings/class');
    const waiting = await booking(b, '/api/bookings/waitlist');
    await t.http().delete(`/api/bookings/${held.body.booking.id}`).set(bearer(a.token)).expect(200);
    const [promoted] = await publishedEvents<{ bookingId: number }>(t, 'booking.promoted');
    expect(promoted.bookingId).toBe(waiting.body.booking.id);
    await settleEvents(t);
    // Delivered again (another poller, a duplicate job): nothing more is queued.
    await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      .update({ id: promoted.eventId }, { dispatchedAt: null });
    await settleEvents(t);

    const rows = (await t.app
      .get(DataSource)
      .query(
        'SELECT user_id, channel, event, idempotency_key FROM outbox_messages WHERE event = ?',
        ['waitlist_place'],
      )) as { user_id: number; channel: string; event: string; idempotency_key: string }[];
    // The place concerns the student's own booking: its email is queued without a reminder consent.
    expect(rows.map((r) => [Number(r.user_id), r.channel, r.idempotency_key])).toEqual([
      [b.user.id, 'email', `waitlist:${promoted.eventId}`],
    ]);
  });
});
