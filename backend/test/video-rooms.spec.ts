import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  istInstant,
  joinWindow,
  type ClassVideoRooms,
  type ConsoleClass,
  type JoinClassResponse,
  type TimetableSlot,
  type YogaClass,
} from '@yoga/contracts';
import { FakeZoom } from '@yoga/testing/fake-zoom';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { MeetingsService } from '../src/modules/video/meetings.service.js';
import { RoomsService } from '../src/modules/video/rooms.service.js';
import { RegistrationReleasesService } from '../src/modules/video/registration-releases.service.js';
import { RegistrationsAheadService } from '../src/modules/video/registrations-ahead.service.js';
import type { MeetingPlatform } from '../src/modules/video/provider/video-provider.js';
import { ClassesService } from '../src/modules/classes/index.js';
import { Attendance } from '../src/modules/subscriptions/entities/attendance.entity.js';
import { SubscriptionPeriod } from '../src/modules/subscriptions/entities/subscription-period.entity.js';
import { settleEvents } from './support/events.js';
import { stubClock } from './support/payments.js';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { signInCreatedUser } from './support/admin-created.js';

/**
 * Issue 33, a class bigger than one meeting: the video format per slot and class (meeting or webinar),
 * capacities, the overflow and its priority, and the admin's figures, against the local Zoom fake. On the
 * embedded database, or MariaDB with DB_URL (the concurrent joins at the capacity edge run on both).
 */
const CLASS_DATE = addIstDays(istDate(new Date()), 1);
const CLASS_TIME = '07:40';
const START = istInstant(CLASS_DATE, CLASS_TIME);

describe('Zoom rooms: meeting or webinar, capacity, overflow', () => {
  let zoom: FakeZoom;
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;

  const runJob = (name: string) => t.app.get(JobsService).runNow(name);
  const newClass = async (over: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ title: 'Big Morning', date: CLASS_DATE, time: CLASS_TIME, ...over })
        .expect(201)
    ).body as YogaClass;
  const join = (token: string, classId: number) =>
    t.http().post(`/api/classes/${classId}/join`).set(bearer(token));
  const figures = async (classId: number) =>
    (await t.http().get(`/api/classes/${classId}/video`).set(bearer(admin)).expect(200))
      .body as ClassVideoRooms;
  const students = (n: number) => Promise.all(Array.from({ length: n }, () => registerAndLogin(t)));
  /** Books the class for the student: the booking's id. */
  const book = async (token: string, classId: number) =>
    (
      await t
        .http()
        .post('/api/bookings/class')
        .set(bearer(token))
        .send({
          class_id: classId,
          name: 'Student',
          email: 'student@test.local',
          phone: '9811111111',
          preferred_date: CLASS_DATE,
          preferred_time: CLASS_TIME,
        })
        .expect(201)
    ).body.booking.id as number;
  const cancel = (token: string, bookingId: number) =>
    t.http().delete(`/api/bookings/${bookingId}`).set(bearer(token));
  const seats = async (classId: number) => ({
    main: (await t.app.get(MeetingsService).find(classId))?.seats,
    overflow: (await t.app.get(RoomsService).findOverflow(classId))?.seats,
  });
  const registrationRows = async (classId: number) =>
    Number(
      (
        (await t.app
          .get(DataSource)
          .query('SELECT COUNT(*) AS n FROM video_registrations WHERE class_id = ?', [
            classId,
          ])) as { n: number | string }[]
      )[0].n,
    );

  beforeAll(async () => {
    zoom = await new FakeZoom(
      'acct_ROOMS',
      'client_ROOMS',
      'secret-rooms-0123',
      'hook-rooms',
    ).start();
  });
  afterAll(() => zoom.stop());

  beforeEach(async () => {
    zoom.meetings.clear();
    zoom.webinars.clear();
    zoom.registrants.clear();
    zoom.cancelledRegistrants.clear();
    zoom.requests.length = 0;
    t = await createTestApp({
      ...zoom.env(),
      ZOOM_MEETING_CAPACITY: '3',
      ZOOM_WEBINAR_CAPACITY: '4',
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const set = stubClock(t, new Date(START.getTime() - 3 * 3600_000));
    setNow = set;
  });
  afterEach(() => t.close());

  it('lets the owner choose meeting or webinar per slot and per class; a webinar is made with the Webinar API', async () => {
    const slots = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    const { instructor_name: _n, instructor_legacy: _l, ...slot } = slots[0];
    expect(slot).toMatchObject({ video_format: 'meeting', video_overflow: 'none' });
    const bad = await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .set('Accept-Language', 'hi')
      .send({ ...slot, video_format: 'stadium' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
    const saved = await t
      .http()
      .put(`/api/timetable/slots/${slot.id}`)
      .set(bearer(admin))
      .send({ ...slot, video_format: 'webinar', video_overflow: 'webinar' })
      .expect(200);
    expect(saved.body).toMatchObject({ video_format: 'webinar', video_overflow: 'webinar' });
    // Its generated classes follow; a one-off class has its own (a meeting unless chosen).
    await runJob('timetable.generate');
    const rows = (await t.app
      .get(DataSource)
      .query('SELECT id, video_format AS f FROM classes WHERE slot_id = ? ORDER BY date', [
        slot.id,
      ])) as { id: number; f: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.f === 'webinar')).toBe(true);
    const own = await newClass({ video_format: 'webinar' });
    expect(own.video_format).toBe('webinar');
    const plain = await newClass({ title: 'Small Evening', time: '19:10' });
    expect(plain).toMatchObject({ video_format: 'meeting', video_overflow: 'none' });
    await runJob('video.meetings');
    const row = await t.app.get(MeetingsService).find(own.id);
    expect(row).toMatchObject({ kind: 'webinar', status: 'created' });
    const webinar = zoom.webinars.get(Number(row!.meetingId))!;
    expect(webinar).toMatchObject({ type: 5, topic: 'Big Morning', user: 'me' });
    expect(zoom.calls('POST', /^\/v2\/users\/me\/webinars$/)).toBeGreaterThan(rows.length - 1);
    expect(zoom.meetings.has(Number(row!.meetingId))).toBe(false);
    // A student registers as a webinar registrant; her answer says it is a webinar.
    const s = await registerAndLogin(t, { name: 'Wina Webinar' });
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const res = (await join(s.token, own.id).expect(200)).body as JoinClassResponse;
    expect(res.room).toEqual({ kind: 'webinar', overflow: false });
    expect(zoom.calls('POST', new RegExp(`^/v2/webinars/${webinar.id}/registrants$`))).toBe(1);
    expect(zoom.registrants.get(webinar.id)?.[0]).toMatchObject({ first_name: 'Wina' });
    expect(res.url).toBe(zoom.registrants.get(webinar.id)?.[0].join_url);
    // The console shows the format.
    const consoleList = (await t.http().get('/api/console/classes').set(bearer(admin)).expect(200))
      .body as ConsoleClass[];
    expect(consoleList.find((c) => c.id === own.id)?.video_format).toBe('webinar');
    // Turned back to a meeting: the webinar is deleted at Zoom and a meeting made.
    await t
      .http()
      .put(`/api/classes/${own.id}`)
      .set(bearer(admin))
      .send({ title: own.title, date: own.date, time: own.time, video_format: 'meeting' })
      .expect(200);
    await runJob('video.meetings');
    expect(zoom.webinars.has(webinar.id)).toBe(false);
    expect((await t.app.get(MeetingsService).find(own.id))?.kind).toBe('meeting');
  });

  it('never hands out more links than the meeting holds: 20 concurrent joins at the edge', async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const many = await students(20);
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const answers = await Promise.all(many.map((s) => join(s.token, c.id)));
    const ok = answers.filter((r) => r.status === 200);
    const full = answers.filter((r) => r.status === 409);
    expect([ok.length, full.length]).toEqual([3, 17]);
    expect(new Set(full.map((r) => r.body.code))).toEqual(new Set(['class_video_full']));
    expect(full[0].body.message).toMatch(/full/);
    const meeting = await t.app.get(MeetingsService).find(c.id);
    expect(meeting?.seats).toBe(3);
    expect(zoom.registrants.get(Number(meeting!.meetingId))).toHaveLength(3);
    // Those who got a seat keep it; the admin sees the figures.
    const again = await join(many[answers.indexOf(ok[0])].token, c.id).expect(200);
    expect(again.body.url).toBe(ok[0].body.url);
    expect((await figures(c.id)).rooms).toEqual([
      {
        room: 'main',
        kind: 'meeting',
        meeting_id: meeting!.meetingId,
        registered: 3,
        joined: 0,
        capacity: 3,
      },
    ]);
  });

  it('places the students beyond the meeting in the webinar overflow, concurrently, and tells them', async () => {
    const c = await newClass({ video_overflow: 'webinar' });
    await runJob('video.meetings');
    const many = await students(9);
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const answers = await Promise.all(many.map((s) => join(s.token, c.id)));
    const rooms = answers
      .filter((r) => r.status === 200)
      .map((r) => (r.body as JoinClassResponse).room);
    // 3 in the meeting, 4 in the webinar (its capacity), 2 turned away: never more than capacity.
    expect(rooms.filter((r) => r && !r.overflow)).toHaveLength(3);
    expect(rooms.filter((r) => r?.overflow && r.kind === 'webinar')).toHaveLength(4);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(2);
    expect(zoom.webinars.size).toBe(1);
    const [webinar] = zoom.liveWebinars();
    expect(zoom.registrants.get(webinar.id)).toHaveLength(4);
    // Zoom says one overflow student joined the webinar: the admin's figures count her.
    const overflowStudent = answers.findIndex((r) => (r.body as JoinClassResponse).room?.overflow);
    const registrant = zoom.registrants
      .get(webinar.id)!
      .find((r) => r.join_url === answers[overflowStudent].body.url)!;
    const { raw, headers } = zoom.signed(
      zoom.participantEvent('webinar.participant_joined', webinar, {
        registrant_id: registrant.registrant_id,
        email: registrant.email,
        join_time: new Date(START.getTime() - 60_000).toISOString(),
      }),
      { at: joinWindow(CLASS_DATE, CLASS_TIME).opens },
    );
    await t.http().post('/api/video/zoom/webhook').set(headers).send(raw).expect(200);
    const seen = await figures(c.id);
    expect(seen.video_overflow).toBe('webinar');
    expect(seen.rooms.map((r) => [r.room, r.kind, r.registered, r.joined, r.capacity])).toEqual([
      ['main', 'meeting', 3, 0, 3],
      ['overflow', 'webinar', 4, 1, 4],
    ]);
    // A second press is answered from the database, still in the overflow.
    const second = await join(many[overflowStudent].token, c.id).expect(200);
    expect(second.body.room).toEqual({ kind: 'webinar', overflow: true });
  });

  it('deletes the overflow room at Zoom with its cancelled class, once; a room Zoom no longer has counts as deleted', async () => {
    const withWebinar = await newClass({ video_overflow: 'webinar' });
    const withMeeting = await newClass({
      title: 'Big Evening',
      time: '19:10',
      video_overflow: 'meeting',
    });
    await runJob('video.meetings');
    // Both overflow rooms made at Zoom (as the first student beyond the meeting would).
    const rooms = t.app.get(RoomsService);
    const entity = (id: number) => t.app.get(ClassesService).findEntity(id);
    const webinarRoom = await rooms.ensureOverflow(await entity(withWebinar.id));
    const meetingRoom = await rooms.ensureOverflow(await entity(withMeeting.id));
    const webinarId = Number(webinarRoom!.meetingId);
    const secondId = Number(meetingRoom!.meetingId);
    expect(zoom.webinars.has(webinarId)).toBe(true);
    expect(zoom.meetings.has(secondId)).toBe(true);
    const mainIds = await Promise.all(
      [withWebinar.id, withMeeting.id].map(
        async (id) => (await t.app.get(MeetingsService).find(id))!.meetingId!,
      ),
    );
    // Zoom fails the webinar's first delete.
    zoom.failNext(new RegExp(`^DELETE /v2/webinars/${webinarId}$`), 500);
    for (const c of [withWebinar, withMeeting])
      await t.http().delete(`/api/classes/${c.id}`).set(bearer(admin)).expect(200);
    await settleEvents(t);
    await runJob('video.meetings');
    // The classes' meetings and the second meeting are gone; the webinar is kept for the next pass.
    for (const id of [...mainIds.map(Number), secondId]) expect(zoom.meetings.has(id)).toBe(false);
    expect(zoom.calls('DELETE', new RegExp(`^/v2/meetings/${secondId}$`))).toBe(1);
    expect(zoom.calls('DELETE', new RegExp(`^/v2/webinars/${webinarId}$`))).toBe(1);
    expect(await rooms.findOverflow(withMeeting.id)).toMatchObject({ status: 'deleted' });
    expect(await rooms.findOverflow(withWebinar.id)).toMatchObject({
      status: 'created',
      attempts: 1,
      lastError: expect.stringContaining('Injected failure'),
    });
    // Not asked again before its backoff (a minute after a first failure) has passed.
    await runJob('video.meetings');
    expect(zoom.calls('DELETE', new RegExp(`^/v2/webinars/${webinarId}$`))).toBe(1);
    // Zoom had deleted it after all: the retry's 404 is taken as done.
    zoom.webinars.delete(webinarId);
    setNow(new Date(t.app.get<Clock>(CLOCK).now().getTime() + 61_000));
    await runJob('video.meetings');
    expect(zoom.calls('DELETE', new RegExp(`^/v2/webinars/${webinarId}$`))).toBe(2);
    expect(await rooms.findOverflow(withWebinar.id)).toMatchObject({
      status: 'deleted',
      lastError: null,
    });
    // Nothing more is asked of Zoom.
    await runJob('video.meetings');
    expect(zoom.calls('DELETE', /^\/v2\/(meetings|webinars)\//)).toBe(5);
  });

  it("gives a cancelled booking's seat back: her registrant is cancelled at Zoom, the next student gets a link", async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const [first, second, third, fourth] = await students(4);
    const bookings: number[] = [];
    for (const s of [first, second, third, fourth]) bookings.push(await book(s.token, c.id));
    await settleEvents(t);
    await runJob('video.registrations');
    const meeting = (await t.app.get(MeetingsService).find(c.id))!;
    const meetingId = Number(meeting.meetingId);
    expect(meeting.seats).toBe(3);
    const registrants = zoom.registrants.get(meetingId)!;
    expect(registrants).toHaveLength(3);
    const firstRegistrant = registrants[0];
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    expect((await join(fourth.token, c.id).expect(409)).body.code).toBe('class_video_full');
    // The first cancels her place before the class.
    setNow(new Date(START.getTime() - 2.5 * 3600_000));
    await cancel(first.token, bookings[0]).expect(200);
    await settleEvents(t);
    await runJob('video.registrations');
    // Zoom was told (the real API's shape), then her seat went to the fourth, registered in the same pass.
    expect(zoom.calls('PUT', new RegExp(`^/v2/meetings/${meetingId}/registrants/status$`))).toBe(1);
    expect(zoom.cancelledRegistrants.get(meetingId)).toEqual([firstRegistrant]);
    expect((await t.app.get(MeetingsService).find(c.id))!.seats).toBe(3);
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const fourthLink = (await join(fourth.token, c.id).expect(200)).body as JoinClassResponse;
    expect(zoom.registrants.get(meetingId)!.map((r) => r.join_url)).toContain(fourthLink.url);
    // Her own link is not handed out again: the meeting is full with the others.
    expect((await join(first.token, c.id).expect(409)).body.code).toBe('class_video_full');
    // A run again changes nothing (the seat was given back once).
    await runJob('video.registrations');
    expect((await t.app.get(MeetingsService).find(c.id))!.seats).toBe(3);
    expect(zoom.calls('PUT', /registrants\/status$/)).toBe(1);
    // The second cancels too, then joins (still entitled) before the job ran: her registration is hers
    // again, her link unchanged, and the job gives nothing back.
    const secondLink = zoom.registrants.get(meetingId)![0].join_url;
    setNow(new Date(START.getTime() - 2.5 * 3600_000));
    await cancel(second.token, bookings[1]).expect(200);
    await settleEvents(t);
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    expect((await join(second.token, c.id).expect(200)).body.url).toBe(secondLink);
    await runJob('video.registrations');
    expect(zoom.calls('PUT', /registrants\/status$/)).toBe(1);
    expect((await t.app.get(MeetingsService).find(c.id))!.seats).toBe(3);
    expect(await registrationRows(c.id)).toBe(3);
  });

  it("gives an erased account's seats back at once: her registrants cancelled at Zoom, in the main room and the overflow", async () => {
    const c = await newClass({ video_overflow: 'webinar' });
    await runJob('video.meetings');
    const many = await students(5);
    for (const s of many) await book(s.token, c.id);
    await settleEvents(t);
    await runJob('video.registrations');
    expect(await seats(c.id)).toEqual({ main: 3, overflow: 2 });
    const meetingId = Number((await t.app.get(MeetingsService).find(c.id))!.meetingId);
    const webinarId = Number((await t.app.get(RoomsService).findOverflow(c.id))!.meetingId);
    // The first (a seat in the meeting) and the last (a seat in the overflow) delete their accounts.
    const [mainRegistrant] = zoom.registrants.get(meetingId)!;
    const [, overflowRegistrant] = zoom.registrants.get(webinarId)!;
    for (const s of [many[0]!, many[4]!])
      await t
        .http()
        .delete('/api/profile')
        .set(bearer(s.token))
        .send({ password: s.password })
        .expect(200);
    // Zoom was told at once (no job needed): her link no longer opens the room.
    expect(zoom.cancelledRegistrants.get(meetingId)).toEqual([mainRegistrant]);
    expect(zoom.cancelledRegistrants.get(webinarId)).toEqual([overflowRegistrant]);
    expect(await seats(c.id)).toEqual({ main: 2, overflow: 1 });
    expect(await registrationRows(c.id)).toBe(3);
    // Nothing is given back twice by the job afterwards.
    await runJob('video.registrations');
    expect(await seats(c.id)).toEqual({ main: 2, overflow: 1 });
    expect(zoom.calls('PUT', /registrants\/status$/)).toBe(2);
  });

  it('gives back the seat of a booking cancelled while the job was registering her (no registration yet to mark)', async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const [first, second] = await students(2);
    const bookings = [await book(first.token, c.id), await book(second.token, c.id)];
    await settleEvents(t);
    const meetingId = Number((await t.app.get(MeetingsService).find(c.id))!.meetingId);
    // The first cancels while Zoom is registering the pass's batch: the job had read her booking, her
    // cancel finds no registration of hers yet.
    const platform = (
      t.app.get(RegistrationsAheadService) as unknown as { platform: MeetingPlatform }
    ).platform;
    const registerMany = platform.registerMany.bind(platform);
    jest.spyOn(platform, 'registerMany').mockImplementationOnce(async (...args) => {
      await cancel(first.token, bookings[0]!).expect(200);
      await settleEvents(t);
      return registerMany(...args);
    });
    await runJob('video.registrations');
    expect(zoom.registrants.get(meetingId)).toHaveLength(2);
    const [firstRegistrant] = zoom.registrants.get(meetingId)!;
    // Her new registration was marked after it was stored: the next pass cancels it at Zoom and gives
    // its seat back; the second keeps hers.
    await runJob('video.registrations');
    expect(zoom.cancelledRegistrants.get(meetingId)).toEqual([firstRegistrant]);
    expect((await t.app.get(MeetingsService).find(c.id))!.seats).toBe(1);
    expect(await registrationRows(c.id)).toBe(1);
    jest.restoreAllMocks();
  });

  it('keeps the seat counters exact when 18 students cancel at once (only counted seats come back)', async () => {
    const c = await newClass({ video_overflow: 'webinar' });
    await runJob('video.meetings');
    const many = await students(20);
    const bookings: number[] = [];
    for (const s of many) bookings.push(await book(s.token, c.id));
    await settleEvents(t);
    await runJob('video.registrations');
    // 3 in the meeting, 4 in the webinar, 13 beyond both (no seat, no row).
    expect(await seats(c.id)).toEqual({ main: 3, overflow: 4 });
    expect(await registrationRows(c.id)).toBe(7);
    const overflow = (await t.app.get(RoomsService).findOverflow(c.id))!;
    const meetingId = Number((await t.app.get(MeetingsService).find(c.id))!.meetingId);
    const webinarId = Number(overflow.meetingId);
    // All but the first booker (the meeting) and the fourth (the webinar) cancel at once.
    const keep = new Set([0, 3]);
    const answers = await Promise.all(
      many.flatMap((s, i) => (keep.has(i) ? [] : [cancel(s.token, bookings[i])])),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(18).fill(200));
    await settleEvents(t);
    // Two instances' runs and a third at once: each seat comes back once.
    const releases = t.app.get(RegistrationReleasesService);
    const now = new Date(START.getTime() - 3 * 3600_000 + 1000);
    await Promise.all([
      releases.releaseCancelled(now),
      releases.releaseCancelled(now),
      runJob('video.registrations'),
    ]);
    expect(await seats(c.id)).toEqual({ main: 1, overflow: 1 });
    expect(await registrationRows(c.id)).toBe(2);
    expect(zoom.registrants.get(meetingId)!.map((r) => r.email)).toEqual([many[0].user.email]);
    expect(zoom.registrants.get(webinarId)!.map((r) => r.email)).toEqual([many[3].user.email]);
    expect(zoom.cancelledRegistrants.get(meetingId)).toHaveLength(2);
    expect(zoom.cancelledRegistrants.get(webinarId)).toHaveLength(3);
    // Nothing left to give back.
    await runJob('video.registrations');
    expect(await seats(c.id)).toEqual({ main: 1, overflow: 1 });
  });

  it("reads the overflow room's past participants after it ends, as the meeting's: the figures count her", async () => {
    const c = await newClass({ video_overflow: 'webinar' });
    await runJob('video.meetings');
    const many = await students(4);
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    // One after the other: three in the meeting, the fourth in the webinar.
    for (const s of many) await join(s.token, c.id).expect(200);
    const [webinar] = zoom.liveWebinars();
    const [registrant] = zoom.registrants.get(webinar.id)!;
    expect(registrant.email).toBe(many[3].user.email);
    // The webinar ended; the webhooks of her presence never arrived, Zoom's past participants have it.
    const ended = new Date(START.getTime() + 45 * 60_000);
    setNow(ended);
    const { raw, headers } = zoom.signed(
      {
        event: 'webinar.ended',
        event_ts: ended.getTime(),
        payload: {
          account_id: zoom.accountId,
          object: { id: String(webinar.id), uuid: webinar.uuid, end_time: ended.toISOString() },
        },
      },
      { at: ended },
    );
    expect(
      (await t.http().post('/api/video/zoom/webhook').set(headers).send(raw).expect(200)).body,
    ).toEqual({ status: 'processed' });
    zoom.pastParticipants.set(webinar.uuid, [
      {
        participant_uuid: 'overflow-p1',
        registrant_id: registrant.registrant_id,
        user_email: registrant.email,
        join_time: START.toISOString(),
        leave_time: new Date(START.getTime() + 40 * 60_000).toISOString(),
      },
    ]);
    setNow(new Date(ended.getTime() + 2 * 60_000));
    await runJob('video.participants');
    expect(zoom.calls('GET', /^\/v2\/past_webinars\/[^/]+\/participants$/)).toBe(1);
    expect((await figures(c.id)).rooms.map((r) => [r.room, r.registered, r.joined])).toEqual([
      ['main', 3, 0],
      ['overflow', 1, 1],
    ]);
    const rows = (
      await t.http().get(`/api/classes/${c.id}/attendance`).set(bearer(admin)).expect(200)
    ).body as { user_id: number; minutes: number }[];
    expect(rows.find((r) => r.user_id === many[3].user.id)?.minutes).toBe(40);
    // Read once.
    await runJob('video.participants');
    expect(zoom.calls('GET', /^\/v2\/past_webinars\/[^/]+\/participants$/)).toBe(1);
  });

  it('gives the seats ahead in a fair order: booked first, then members, then trial students', async () => {
    await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({
        name: 'Second Teacher',
        email: 'second@test.local',
        phone: '9000000031',
        role: 'Instructor',
        status: 'Active',
      })
      .expect(201);
    const second = await signInCreatedUser(t, 'second@test.local');
    const c = await newClass({
      video_overflow: 'meeting',
      overflow_instructor_id: second.user.id,
    });
    // A class of a slot, and a class of the same slot a week before that every regular joined.
    const db = t.app.get(DataSource);
    const [{ id: slotId }] = (await db.query('SELECT MIN(id) AS id FROM timetable_slots')) as {
      id: number;
    }[];
    const past = await newClass({ title: 'Big Morning (earlier)', time: '07:50' });
    await db.query('UPDATE classes SET slot_id = ? WHERE id = ?', [slotId, c.id]);
    await db.query('UPDATE classes SET slot_id = ?, date = ? WHERE id = ?', [
      slotId,
      addIstDays(CLASS_DATE, -7),
      past.id,
    ]);
    await runJob('video.meetings');
    const [trial1, member1, trial2, member2, booker] = await students(5);
    for (const s of [trial1, member1, trial2, member2, booker])
      await db.getRepository(Attendance).insert({
        userId: s.user.id,
        classId: past.id,
        joinedAt: new Date(START.getTime() - 7 * 86_400_000),
      });
    for (const [i, m] of [member1, member2].entries())
      await db.getRepository(SubscriptionPeriod).insert({
        userId: m.user.id,
        paymentId: 990_000 + i,
        plan: 'super',
        months: 1,
        currency: 'INR',
        startsAt: new Date(START.getTime() - 86_400_000),
        endsAt: new Date(START.getTime() + 20 * 86_400_000),
      });
    await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(booker.token))
      .send({
        class_id: c.id,
        name: 'Booker',
        email: 'booker@test.local',
        phone: '9811111111',
        preferred_date: CLASS_DATE,
        preferred_time: CLASS_TIME,
      })
      .expect(201);
    await settleEvents(t);
    setNow(new Date(START.getTime() - 2 * 3600_000 + 60_000));
    await runJob('video.registrations');
    const rows = (await db.query(
      'SELECT user_id AS u, room FROM video_registrations WHERE class_id = ? AND join_url IS NOT NULL',
      [c.id],
    )) as { u: number; room: string }[];
    const roomOf = new Map(rows.map((r) => [Number(r.u), r.room]));
    expect([booker, member1, member2, trial1, trial2].map((s) => roomOf.get(s.user.id))).toEqual([
      'main',
      'main',
      'main',
      'overflow',
      'overflow',
    ]);
    // The second meeting is hosted by the class's second instructor.
    const overflow = await t.app.get(RoomsService).findOverflow(c.id);
    expect(zoom.meetings.get(Number(overflow!.meetingId))).toMatchObject({
      user: 'second@test.local',
      topic: 'Big Morning (2)',
    });
    // At 06:00 a trial student's join is answered from the database: the second meeting, told so.
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const before = zoom.requests.length;
    const res = await join(trial1.token, c.id).expect(200);
    expect(res.body.room).toEqual({ kind: 'meeting', overflow: true });
    expect(zoom.requests.length).toBe(before);
    // The second instructor finds the class in her console and starts its second meeting.
    const mine = (await t.http().get('/api/console/classes').set(bearer(second.token)).expect(200))
      .body as ConsoleClass[];
    expect(mine.find((x) => x.id === c.id)).toMatchObject({ video_overflow: 'meeting' });
    const started = await t
      .http()
      .post(`/api/console/classes/${c.id}/start`)
      .set(bearer(second.token))
      .expect(200);
    expect(started.body.url).toBe(zoom.meetings.get(Number(overflow!.meetingId))!.start_url);
  });
});
