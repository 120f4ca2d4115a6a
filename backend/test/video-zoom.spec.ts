import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  istInstant,
  joinWindow,
  type ClassAttendanceRow,
  type MyClassAttendance,
  type YogaClass,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { ZoomPlatform } from '../src/modules/video/provider/zoom.platform.js';
import { ClassesService } from '../src/modules/classes/index.js';
import { MeetingsService } from '../src/modules/video/meetings.service.js';
import { RegistrationsAheadService } from '../src/modules/video/registrations-ahead.service.js';
import { Attendance } from '../src/modules/subscriptions/entities/attendance.entity.js';
import { publishedEvents, settleEvents } from './support/events.js';
import { FakeZoom, type FakeMeeting } from '@yoga/testing/fake-zoom';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const ACCOUNT = 'acct_FAKE0001';
const CLIENT_ID = 'client_FAKE0001';
const CLIENT_SECRET = 'client-secret-0123456789';
const WEBHOOK_SECRET = 'zoom-webhook-secret-abcdef';

/** Tomorrow (IST) at 07:00: a class of our own, far from the seeded slots' times. */
const CLASS_DATE = addIstDays(istDate(new Date()), 1);
const CLASS_TIME = '07:10';
const START = istInstant(CLASS_DATE, CLASS_TIME);
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describe('Zoom: meetings, personal links and attendance against a local fake Zoom', () => {
  let zoom: FakeZoom;
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;
  /** The app's clock (stubbed): webhooks are signed at this time unless a test says otherwise. */
  let appNow: Date;

  const runJob = (name: string) => t.app.get(JobsService).runNow(name);
  const classCount = async () => {
    const rows = (await t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM classes')) as {
      n: number | string;
    }[];
    return Number(rows[0].n);
  };
  const newClass = async (over: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ title: 'Sunrise Flow', date: CLASS_DATE, time: CLASS_TIME, ...over })
        .expect(201)
    ).body as YogaClass;
  const meetingOf = async (classId: number): Promise<FakeMeeting> => {
    const row = await t.app.get(MeetingsService).find(classId);
    const meeting = row?.meetingId ? zoom.meetings.get(Number(row.meetingId)) : undefined;
    if (!meeting) throw new Error(`no Zoom meeting for class ${classId}`);
    return meeting;
  };
  const join = (token: string, classId: number) =>
    t.http().post(`/api/classes/${classId}/join`).set(bearer(token));
  const webhook = (body: unknown, options: { at?: Date; secret?: string } = {}) => {
    const { raw, headers } = zoom.signed(body, { at: appNow, ...options });
    return t.http().post('/api/video/zoom/webhook').set(headers).send(raw);
  };
  const book = (token: string, classId: number) =>
    t
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
      .expect(201);
  const attendance = async (classId: number) =>
    (await t.http().get(`/api/classes/${classId}/attendance`).set(bearer(admin)).expect(200))
      .body as ClassAttendanceRow[];

  beforeAll(async () => {
    zoom = await new FakeZoom(ACCOUNT, CLIENT_ID, CLIENT_SECRET, WEBHOOK_SECRET).start();
  });
  afterAll(() => zoom.stop());

  beforeEach(async () => {
    zoom.meetings.clear();
    zoom.registrants.clear();
    zoom.requests.length = 0;
    zoom.tokensIssued = 0;
    zoom.delayMs = 0;
    t = await createTestApp(zoom.env());
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    // Before the join window of the test class opens; the clock moves where a test says.
    appNow = new Date(START.getTime() - 3 * 3600_000);
    const set = stubClock(t, appNow);
    setNow = (d: Date) => {
      appNow = d;
      set(d);
    };
  });
  afterEach(() => t.close());

  it('makes one meeting per class of the next 14 days, idempotently, with one cached token', async () => {
    await runJob('timetable.generate');
    const generated = await classCount();
    expect(generated).toBeGreaterThanOrEqual(13 * 6);
    const guest = await newClass({
      title: 'Guest teacher',
      link: 'https://meet.example.com/guest',
    });
    const own = await newClass({ title: 'One-off without a link' });
    await runJob('video.meetings');
    // Every class but the one with a pasted link (the seeded placeholder is no link of its own).
    expect(zoom.meetings.size).toBe(generated + 1);
    expect(zoom.calls('POST', /\/meetings$/)).toBe(generated + 1);
    const meeting = await meetingOf(own.id);
    expect(meeting).toMatchObject({
      topic: 'One-off without a link',
      start_time: `${CLASS_DATE}T${CLASS_TIME}:00`,
      timezone: 'Asia/Kolkata',
      duration: 45,
      user: 'me',
      settings: {
        approval_type: 0,
        registration_type: 1,
        allow_multiple_devices: false,
        auto_recording: 'none',
      },
    });
    expect((await t.app.get(MeetingsService).find(guest.id))?.meetingId ?? null).toBeNull();
    // Again, and twice at once (two instances' runs): nothing more is made.
    const service = t.app.get(MeetingsService);
    await Promise.all([
      service.sync(new Date()),
      service.sync(new Date()),
      runJob('video.meetings'),
    ]);
    expect(zoom.meetings.size).toBe(generated + 1);
    expect(zoom.calls('POST', /\/meetings$/)).toBe(generated + 1);
    expect(zoom.tokensIssued).toBe(1);
    expect(zoom.requests.every((r) => r.authorized)).toBe(true);
  });

  it('makes no meeting twice across a restart (the same database, a new process)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yoga-zoom-restart-'));
    const sqlite = path.join(dir, 'shared.sqlite');
    const first = await createTestApp({ ...zoom.env(), SQLITE_PATH: sqlite });
    try {
      const token = (await login(first, ADMIN.email, ADMIN.password)).token;
      await first
        .http()
        .post('/api/classes')
        .set(bearer(token))
        .send({ title: 'Before restart', date: CLASS_DATE, time: CLASS_TIME })
        .expect(201);
      await first.app.get(JobsService).runNow('video.meetings');
    } finally {
      await first.close();
    }
    const made = zoom.calls('POST', /\/meetings$/);
    expect(made).toBeGreaterThan(0);
    const second = await createTestApp({ ...zoom.env(), SQLITE_PATH: sqlite });
    try {
      await second.app.get(JobsService).runNow('video.meetings');
      expect(zoom.calls('POST', /\/meetings$/)).toBe(made);
    } finally {
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes no second meeting from a row read before another instance made the first', async () => {
    const c = await newClass({ title: 'Two instances at once' });
    const service = t.app.get(MeetingsService);
    const entity = await t.app.get(ClassesService).findEntity(c.id);
    zoom.delayMs = 300;
    const first = service.ensure(entity);
    // What a second instance read while the first was still asking Zoom: the row without a meeting.
    let stale = await service.find(c.id);
    while (!stale?.claimedUntil) stale = await service.find(c.id);
    expect(stale.meetingId).toBeNull();
    await first;
    zoom.delayMs = 0;
    // The second instance now tries to make it from what it read (the first has released the row).
    const work = (service as unknown as Record<string, (...args: unknown[]) => Promise<string>>)
      .work;
    await expect(
      work.call(service, { ...stale, nextAttemptAt: null }, new Date(), 'create', entity),
    ).resolves.toBe('skipped');
    expect(zoom.calls('POST', /\/meetings$/)).toBe(1);
  });

  it('updates the meeting of a moved class and deletes the meeting of a cancelled one', async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const meeting = await meetingOf(c.id);
    await t
      .http()
      .put(`/api/classes/${c.id}`)
      .set(bearer(admin))
      .send({ title: 'Sunrise Flow', date: CLASS_DATE, time: '08:30', duration_minutes: 60 })
      .expect(200);
    await settleEvents(t);
    await runJob('video.meetings');
    expect(zoom.meetings.get(meeting.id)).toMatchObject({
      start_time: `${CLASS_DATE}T08:30:00`,
      duration: 60,
    });
    expect(zoom.calls('PATCH', /\/meetings\/\d+$/)).toBe(1);
    await runJob('video.meetings');
    expect(zoom.calls('PATCH', /\/meetings\/\d+$/)).toBe(1);
    await t.http().delete(`/api/classes/${c.id}`).set(bearer(admin)).expect(200);
    await settleEvents(t);
    await runJob('video.meetings');
    expect(zoom.meetings.has(meeting.id)).toBe(false);
    expect(zoom.calls('DELETE', /\/meetings\/\d+$/)).toBe(1);
    await runJob('video.meetings');
    expect(zoom.calls('DELETE', /\/meetings\/\d+$/)).toBe(1);
  });

  it('shows the admin a class whose meeting could not be made, and retries it with backoff', async () => {
    const c = await newClass();
    zoom.failNext(/^POST \/v2\/users\/me\/meetings$/, 500);
    await runJob('video.meetings');
    const failures = await t.http().get('/api/admin/video/failures').set(bearer(admin)).expect(200);
    expect(failures.body).toEqual([
      {
        class_id: c.id,
        title: 'Sunrise Flow',
        date: CLASS_DATE,
        time: CLASS_TIME,
        attempts: 1,
        last_error: expect.stringContaining('Injected failure'),
        next_attempt_at: expect.any(String),
      },
    ]);
    // Within the backoff: not tried again; after it: made.
    await runJob('video.meetings');
    expect(zoom.calls('POST', /\/meetings$/)).toBe(1);
    setNow(new Date(START.getTime() - 3 * 3600_000 + 61_000));
    await runJob('video.meetings');
    await meetingOf(c.id);
    expect(
      (await t.http().get('/api/admin/video/failures').set(bearer(admin)).expect(200)).body,
    ).toEqual([]);
  });

  it('gives each student their own link, the same one again, once under concurrent joins', async () => {
    const c = await newClass();
    const a = await registerAndLogin(t, { name: 'Asha Verma' });
    const b = await registerAndLogin(t, { name: 'Bina' });
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    // No meeting yet: the first join makes it.
    const first = await join(a.token, c.id).expect(200);
    const meeting = await meetingOf(c.id);
    expect(first.body.url).toMatch(new RegExp(`^https://fake\\.zoom\\.test/w/${meeting.id}\\?tk=`));
    expect(first.body.url).not.toBe(meeting.join_url);
    const second = await join(b.token, c.id).expect(200);
    expect(second.body.url).not.toBe(first.body.url);
    expect(zoom.registrants.get(meeting.id)?.map((r) => [r.first_name, r.last_name])).toEqual([
      ['Asha', 'Verma'],
      ['Bina', ''],
    ]);
    const again = await join(a.token, c.id).expect(200);
    expect(again.body.url).toBe(first.body.url);
    expect(zoom.calls('POST', /\/registrants$/)).toBe(2);
    // Five presses of the same new student at once: one registration, one link.
    const d = await registerAndLogin(t);
    const urls = await Promise.all(
      Array.from({ length: 5 }, async () => (await join(d.token, c.id).expect(200)).body.url),
    );
    expect(new Set(urls).size).toBe(1);
    expect(zoom.calls('POST', /\/registrants$/)).toBe(3);
    // The admin gets the host's start link, asked of Zoom now (not the one stored at creation).
    const made = meeting.start_url;
    const host = (await join(admin, c.id).expect(200)).body.url;
    expect(host).toBe(zoom.meetings.get(meeting.id)!.start_url);
    expect(host).not.toBe(made);
  });

  /** Makes class `c` a class of a timetable slot, with a class of the same slot `daysAgo` days before. */
  const asSlotClass = async (c: YogaClass, daysAgo: number) => {
    const db = t.app.get(DataSource);
    const [{ id: slotId }] = (await db.query('SELECT MIN(id) AS id FROM timetable_slots')) as {
      id: number;
    }[];
    const past = await newClass({ title: 'Sunrise Flow (earlier)', time: '07:20' });
    await db.query('UPDATE classes SET slot_id = ? WHERE id = ?', [slotId, c.id]);
    await db.query('UPDATE classes SET slot_id = ?, date = ? WHERE id = ?', [
      slotId,
      addIstDays(CLASS_DATE, -daysAgo),
      past.id,
    ]);
    return past.id;
  };
  const attended = (userId: number, classId: number) =>
    t.app
      .get(DataSource)
      .getRepository(Attendance)
      .insert({ userId, classId, joinedAt: new Date(START.getTime() - 7 * 86_400_000) });
  const batchCalls = () => zoom.calls('POST', /\/batch_registrants$/);
  const oneByOne = () => zoom.calls('POST', /\/registrants$/);

  it("registers ahead in batches: at booking, and two hours before for the slot's regulars", async () => {
    const c = await newClass();
    const pastId = await asSlotClass(c, 7);
    await runJob('video.meetings');
    const booker = await registerAndLogin(t);
    const regular = await registerAndLogin(t, { name: 'Rekha Regular' });
    const other = await registerAndLogin(t);
    await attended(regular.user.id, pastId);
    await book(booker.token, c.id);
    await settleEvents(t);
    await runJob('video.registrations');
    expect([batchCalls(), oneByOne()]).toEqual([1, 0]);
    // Two hours before: the regular (joined a class of this slot 7 days ago); not the other student.
    setNow(new Date(START.getTime() - 2 * 3600_000 + 60_000));
    await runJob('video.registrations');
    expect([batchCalls(), oneByOne()]).toEqual([2, 0]);
    const meeting = await meetingOf(c.id);
    expect(zoom.registrants.get(meeting.id)?.map((r) => r.first_name)).toEqual([
      'Student',
      'Rekha',
    ]);
    await runJob('video.registrations');
    expect(batchCalls()).toBe(2);
    // At 06:00 the registered students' joins are answered from the database: no call to Zoom.
    setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
    const before = zoom.requests.length;
    const links = [
      (await join(booker.token, c.id).expect(200)).body.url,
      (await join(regular.token, c.id).expect(200)).body.url,
    ];
    expect(zoom.requests.length).toBe(before);
    expect(links).toEqual(zoom.registrants.get(meeting.id)?.map((r) => r.join_url));
    // A student not registered ahead is registered on the spot, as before.
    const late = (await join(other.token, c.id).expect(200)).body.url;
    expect(oneByOne()).toBe(1);
    expect(zoom.registrants.get(meeting.id)?.at(-1)?.join_url).toBe(late);
  });

  it('leaves a student who joined the slot more than 14 days ago to join on the spot', async () => {
    const c = await newClass();
    const pastId = await asSlotClass(c, 15);
    await runJob('video.meetings');
    const old = await registerAndLogin(t);
    await attended(old.user.id, pastId);
    setNow(new Date(START.getTime() - 2 * 3600_000 + 60_000));
    await runJob('video.registrations');
    expect(batchCalls()).toBe(0);
  });

  it('retries a failed batch with backoff and stores each batch before the next call', async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const students = [await registerAndLogin(t), await registerAndLogin(t)];
    for (const s of students) await book(s.token, c.id);
    await settleEvents(t);
    zoom.failNext(/\/batch_registrants$/, 500, 2);
    const result = await t.app.get(RegistrationsAheadService).registerAhead(appNow);
    expect(result).toMatchObject({ registered: 2, failed: 0, batches: 1 });
    expect(batchCalls()).toBe(3);
    const rows = (await t.app
      .get(DataSource)
      .query(
        'SELECT user_id AS userId, join_url AS url FROM video_registrations WHERE class_id = ? ORDER BY user_id',
        [c.id],
      )) as { userId: number; url: string }[];
    const meeting = await meetingOf(c.id);
    expect(rows.map((r) => r.url).sort()).toEqual(
      zoom.registrants
        .get(meeting.id)
        ?.map((r) => r.join_url)
        .sort(),
    );
    // Three failures in a row: the batch is left for the next run (or the join), counted as failed.
    const more = await registerAndLogin(t);
    await book(more.token, c.id);
    await settleEvents(t);
    zoom.failNext(/\/batch_registrants$/, 503, 3);
    expect(await t.app.get(RegistrationsAheadService).registerAhead(appNow)).toMatchObject({
      registered: 0,
      failed: 1,
    });
    expect(await t.app.get(RegistrationsAheadService).registerAhead(appNow)).toMatchObject({
      registered: 1,
      failed: 0,
    });
  });

  it("is slowed down, not failed, by Zoom's rate limit (429 with Retry-After)", async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const s = await registerAndLogin(t);
    await book(s.token, c.id);
    await settleEvents(t);
    zoom.ratePerSecond = 1;
    try {
      // The fake answers one call a second: a second call at once is refused with Retry-After.
      const platform = new ZoomPlatform({
        accountId: ACCOUNT,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        apiUrl: zoom.apiUrl,
        oauthUrl: zoom.oauthUrl,
        hostUser: 'me',
        record: false,
      });
      const meeting = await meetingOf(c.id);
      await platform.startUrl(String(meeting.id));
      const refused = await platform.startUrl(String(meeting.id)).catch((e: unknown) => e);
      expect(refused).toMatchObject({ status: 429, retryAfterMs: 1000 });
      const result = await t.app.get(RegistrationsAheadService).registerAhead(appNow);
      expect(result).toMatchObject({ registered: 1, failed: 0, batches: 1 });
      expect(result.slowed).toBeGreaterThanOrEqual(1);
      expect(zoom.rateLimited).toBeGreaterThanOrEqual(2);
      // Registered after all: the join calls Zoom for nothing.
      setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
      const before = zoom.requests.length;
      expect((await join(s.token, c.id).expect(200)).body.url).toBe(
        zoom.registrants.get(meeting.id)?.[0].join_url,
      );
      expect(zoom.requests.length).toBe(before);
    } finally {
      zoom.ratePerSecond = 0;
    }
  });

  it('the fake takes at most 30 registrants a batch, as Zoom', async () => {
    const c = await newClass();
    await runJob('video.meetings');
    const meeting = await meetingOf(c.id);
    const platform = new ZoomPlatform({
      accountId: ACCOUNT,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      apiUrl: zoom.apiUrl,
      oauthUrl: zoom.oauthUrl,
      hostUser: 'me',
      record: false,
    });
    const people = Array.from({ length: 30 }, (_, i) => ({
      email: `Batch${i}@Students.test`,
      firstName: `B${i}`,
      lastName: '',
    }));
    const made = await platform.registerMany(String(meeting.id), people);
    expect(made.size).toBe(30);
    expect(made.get('batch7@students.test')?.joinUrl).toBe(
      zoom.registrants.get(meeting.id)?.[7].join_url,
    );
    // The same emails again: the same registrants.
    const again = await platform.registerMany(String(meeting.id), people.slice(0, 2));
    expect(again.get('batch1@students.test')).toEqual(made.get('batch1@students.test'));
    await expect(
      platform.registerMany(String(meeting.id), [...people, { ...people[0], email: 'x@y.test' }]),
    ).rejects.toThrow(/at most 30/);
  });

  it('keeps the manual provider (npm start with no config): a class needs its link', async () => {
    const manual = await createTestApp();
    try {
      const token = (await login(manual, ADMIN.email, ADMIN.password)).token;
      const res = await manual
        .http()
        .post('/api/classes')
        .set(bearer(token))
        .send({ title: 'No link', date: CLASS_DATE, time: CLASS_TIME })
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        message: 'Please fill in all fields.',
      });
      const status = await manual.http().get('/api/video/status').set(bearer(token)).expect(200);
      expect(status.body).toEqual({ provider: 'manual', attended_minutes: 10 });
    } finally {
      await manual.close();
    }
  });

  describe('webhook', () => {
    it('answers the URL validation challenge, refuses a bad signature and a stale timestamp', async () => {
      const challenge = await webhook({
        event: 'endpoint.url_validation',
        payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
        event_ts: Date.now(),
      }).expect(200);
      const { createHmac } = await import('node:crypto');
      expect(challenge.body).toEqual({
        plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
        encryptedToken: createHmac('sha256', WEBHOOK_SECRET)
          .update('qgg8vlvZRS6UYooatFL8Aw')
          .digest('hex'),
      });
      const body = { event: 'meeting.started', payload: { object: { id: '1' } } };
      const forged = await webhook(body, { secret: 'not-the-secret' }).expect(400);
      expect(forged.body.code).toBe('webhook_signature_invalid');
      const unsigned = await t
        .http()
        .post('/api/video/zoom/webhook')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body))
        .expect(400);
      expect(unsigned.body.code).toBe('webhook_signature_invalid');
      // The app's clock says when "now" is: a signature of six minutes ago is stale.
      const now = new Date(START.getTime() - 3 * 3600_000);
      const stale = await webhook(body, { at: new Date(now.getTime() - 6 * 60_000) }).expect(400);
      expect(stale.body.code).toBe('webhook_timestamp_stale');
      await webhook(body, { at: new Date(now.getTime() - 4 * 60_000) }).expect(200);
    });

    it('turns joined/left into minutes and attendance, flags a shared link, dedups', async () => {
      const c = await newClass();
      const a = await registerAndLogin(t, { name: 'Asha' });
      const b = await registerAndLogin(t, { name: 'Bina' });
      const noShow = await registerAndLogin(t, { name: 'Chetan' });
      await book(noShow.token, c.id);
      setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
      await join(a.token, c.id).expect(200);
      await join(b.token, c.id).expect(200);
      const meeting = await meetingOf(c.id);
      const [regA, regB] = zoom.registrants.get(meeting.id)!;
      setNow(minutes(30));
      const signedAt = minutes(30);
      const send = (body: unknown) => webhook(body, { at: signedAt }).expect(200);

      expect(
        (
          await send({
            event: 'meeting.started',
            payload: {
              object: {
                id: String(meeting.id),
                uuid: meeting.uuid,
                start_time: START.toISOString(),
              },
            },
          })
        ).body,
      ).toEqual({ status: 'processed' });
      const aJoin = zoom.participantEvent('meeting.participant_joined', meeting, {
        participant_uuid: 'pA1',
        registrant_id: regA.registrant_id,
        join_time: minutes(0).toISOString(),
      });
      expect((await send(aJoin)).body).toEqual({ status: 'processed' });
      // Zoom delivers again: handled once.
      expect((await send(aJoin)).body).toEqual({ status: 'duplicate' });
      await send(
        zoom.participantEvent('meeting.participant_left', meeting, {
          participant_uuid: 'pA1',
          registrant_id: regA.registrant_id,
          join_time: minutes(0).toISOString(),
          leave_time: minutes(12.5).toISOString(),
        }),
      );
      // Bina, matched by email, stays 5 minutes; her link is used by two devices at once.
      await send(
        zoom.participantEvent('meeting.participant_joined', meeting, {
          participant_uuid: 'pB1',
          email: regB.email,
          join_time: minutes(1).toISOString(),
        }),
      );
      await send(
        zoom.participantEvent('meeting.participant_joined', meeting, {
          participant_uuid: 'pB2',
          registrant_id: regB.registrant_id,
          join_time: minutes(2).toISOString(),
        }),
      );
      await send(
        zoom.participantEvent('meeting.participant_left', meeting, {
          participant_uuid: 'pB1',
          email: regB.email,
          leave_time: minutes(6).toISOString(),
        }),
      );
      await send(
        zoom.participantEvent('meeting.participant_left', meeting, {
          participant_uuid: 'pB2',
          registrant_id: regB.registrant_id,
          leave_time: minutes(4).toISOString(),
        }),
      );
      // The host joins with the admin account's email for the whole class: not a student, counted for no one.
      await send(
        zoom.participantEvent('meeting.participant_joined', meeting, {
          participant_uuid: 'pHost',
          email: ADMIN.email,
          join_time: minutes(0).toISOString(),
        }),
      );
      await send(
        zoom.participantEvent('meeting.participant_left', meeting, {
          participant_uuid: 'pHost',
          email: ADMIN.email,
          leave_time: minutes(20).toISOString(),
        }),
      );
      expect(await attendance(c.id)).toEqual([
        { user_id: a.user.id, name: 'Asha', minutes: 12, attended: true, shared_link: false },
        { user_id: b.user.id, name: 'Bina', minutes: 5, attended: false, shared_link: true },
        {
          user_id: noShow.user.id,
          name: 'Chetan',
          minutes: 0,
          attended: false,
          shared_link: false,
        },
      ]);
      await settleEvents(t);
      const recorded = await publishedEvents<Record<string, unknown>>(t, 'attendance.recorded');
      expect(recorded.map(({ eventId: _id, ...e }) => e)).toEqual([
        {
          userId: a.user.id,
          classId: c.id,
          joinedAt: minutes(0).toISOString(),
          source: 'zoom',
          minutes: 12,
        },
      ]);
      const mine = await t
        .http()
        .get('/api/video/attendance/mine')
        .set(bearer(a.token))
        .expect(200);
      expect(mine.body as MyClassAttendance[]).toEqual([
        { class_id: c.id, minutes: 12, attended: true, source: 'zoom' },
      ]);
      // The join click alone is no attendance with Zoom: the platform's minutes are.
      const attended = async (token: string) =>
        (await t.http().get('/api/subscriptions/me').set(bearer(token)).expect(200)).body
          .classes_attended as number;
      expect(await attended(a.token)).toBe(1);
      expect(await attended(b.token)).toBe(0);
      // "Download my data" has the minutes and sessions.
      const exported = await t.http().get('/api/profile/export').set(bearer(a.token)).expect(200);
      expect(exported.body.video).toMatchObject({
        registrations: [{ class_id: c.id, registrant_id: regA.registrant_id }],
        sessions: [{ class_id: c.id, join_time: minutes(0).toISOString() }],
        attendance: [{ class_id: c.id, minutes: 12, attended: true, shared_link: false }],
      });
    });

    it('reads the past participants after the meeting ended, to fill what webhooks missed', async () => {
      const c = await newClass();
      const a = await registerAndLogin(t, { name: 'Asha' });
      setNow(joinWindow(CLASS_DATE, CLASS_TIME).opens);
      await join(a.token, c.id).expect(200);
      const meeting = await meetingOf(c.id);
      const [regA] = zoom.registrants.get(meeting.id)!;
      const ended = minutes(45);
      setNow(ended);
      zoom.pastParticipants.set(meeting.uuid, [
        {
          id: 'zu1',
          user_id: '16778240',
          participant_uuid: 'pX',
          registrant_id: regA.registrant_id,
          user_email: regA.email,
          join_time: minutes(3).toISOString(),
          leave_time: minutes(40).toISOString(),
        },
      ]);
      await webhook(
        {
          event: 'meeting.ended',
          payload: {
            object: { id: String(meeting.id), uuid: meeting.uuid, end_time: ended.toISOString() },
          },
        },
        { at: ended },
      ).expect(200);
      setNow(minutes(47));
      await runJob('video.participants');
      expect(await attendance(c.id)).toEqual([
        { user_id: a.user.id, name: 'Asha', minutes: 37, attended: true, shared_link: false },
      ]);
      expect(zoom.calls('GET', /\/past_meetings\//)).toBe(1);
      await runJob('video.participants');
      expect(zoom.calls('GET', /\/past_meetings\//)).toBe(1);
    });
  });

  it('caches the OAuth token until it expires and fetches a new one on a 401', async () => {
    let now = Date.now();
    const platform = new ZoomPlatform(
      {
        accountId: ACCOUNT,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        hostUser: 'teacher@example.com',
        apiUrl: zoom.apiUrl,
        oauthUrl: zoom.oauthUrl,
        record: true,
      },
      () => now,
    );
    zoom.tokensIssued = 0;
    zoom.tokenLifetimeSeconds = 3600;
    const spec = { topic: 'T', date: CLASS_DATE, time: '06:00', durationMinutes: 45 };
    const [m1] = await Promise.all([platform.create(spec), platform.create(spec)]);
    expect(zoom.tokensIssued).toBe(1);
    expect(zoom.meetings.get(Number(m1.meetingId))).toMatchObject({
      user: 'teacher@example.com',
      settings: { auto_recording: 'cloud' },
    });
    now += 3550_000; // within a minute of expiry: renewed
    await platform.update(m1.meetingId, spec);
    expect(zoom.tokensIssued).toBe(2);
    zoom.revokeTokens();
    await platform.remove(m1.meetingId);
    expect(zoom.tokensIssued).toBe(3);
    // Deleting a meeting already gone is done.
    await platform.remove(m1.meetingId);
    const wrong = new ZoomPlatform({
      accountId: ACCOUNT,
      clientId: CLIENT_ID,
      clientSecret: 'wrong',
      hostUser: 'me',
      apiUrl: zoom.apiUrl,
      oauthUrl: zoom.oauthUrl,
      record: false,
    });
    await expect(wrong.create(spec)).rejects.toMatchObject({ status: 400 });
  });

  it("cancels registrants with Zoom's registrant status call; a meeting or webinar already gone is done", async () => {
    const platform = new ZoomPlatform({
      accountId: ACCOUNT,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      hostUser: 'me',
      apiUrl: zoom.apiUrl,
      oauthUrl: zoom.oauthUrl,
      record: false,
    });
    const spec = { topic: 'T', date: CLASS_DATE, time: '06:00', durationMinutes: 45 };
    for (const kind of ['meeting', 'webinar'] as const) {
      const room = await platform.create(spec, kind);
      const people = ['asha@test.local', 'bela@test.local'].map((email) => ({
        email,
        firstName: 'S',
        lastName: '',
      }));
      const made = await platform.registerMany(room.meetingId, people, kind);
      const asha = made.get('asha@test.local')!;
      await platform.cancelRegistrants(
        room.meetingId,
        [{ id: asha.registrantId, email: 'asha@test.local' }],
        kind,
      );
      const id = Number(room.meetingId);
      expect(zoom.cancelledRegistrants.get(id)?.map((r) => r.email)).toEqual(['asha@test.local']);
      expect(zoom.registrants.get(id)?.map((r) => r.email)).toEqual(['bela@test.local']);
      expect(zoom.calls('PUT', new RegExp(`^/v2/${kind}s/${id}/registrants/status$`))).toBe(1);
      // Registering again after a cancel is a new registrant, with a new link.
      const again = await platform.register(room.meetingId, people[0], kind);
      expect(again.joinUrl).not.toBe(asha.joinUrl);
      await platform.remove(room.meetingId, kind);
      await expect(
        platform.cancelRegistrants(
          room.meetingId,
          [{ id: again.registrantId, email: 'asha@test.local' }],
          kind,
        ),
      ).resolves.toBeUndefined();
    }
    zoom.failNext(/^PUT \/v2\/meetings\/\d+\/registrants\/status$/, 500);
    const other = await platform.create(spec);
    await expect(
      platform.cancelRegistrants(other.meetingId, [{ id: 'x', email: 'x@test.local' }]),
    ).rejects.toMatchObject({ status: 500 });
  });
});
