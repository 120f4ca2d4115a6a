import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  istInstant,
  type ClassRecording,
  type Replay,
  type ReplayPlayback,
  type YogaClass,
} from '@yoga/contracts';
import { loadVideoConfig } from '../src/modules/video/config.js';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { ClassesService } from '../src/modules/classes/index.js';
import { ObjectStorage, UrlSigner } from '../src/modules/storage/index.js';
import { MeetingsService } from '../src/modules/video/meetings.service.js';
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

const ACCOUNT = 'acct_REPLAY01';
const CLIENT_ID = 'client_REPLAY01';
const CLIENT_SECRET = 'client-secret-replays-0123';
const WEBHOOK_SECRET = 'zoom-webhook-secret-replays';

const CLASS_DATE = addIstDays(istDate(new Date()), 1);
const CLASS_TIME = '06:20';
const START = istInstant(CLASS_DATE, CLASS_TIME);
const DAY = 86_400_000;

/** A small "MP4": an ftyp box, then numbered bytes (a range is checked against them). */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  Buffer.from([0, 0, 0, 24]).copy(bytes, 0);
  Buffer.from('ftypisom', 'latin1').copy(bytes, 4);
  return bytes;
}

describe('Replays: recordings stored from Zoom, played with ranges at a signed address, retention', () => {
  let zoom: FakeZoom;
  let t: TestApp;
  let admin: string;
  let appNow: Date;
  let setNow: (d: Date) => void;

  const runJob = (name: string) => t.app.get(JobsService).runNow(name);
  const webhook = (body: unknown) => {
    const { raw, headers } = zoom.signed(body, { at: appNow });
    return t.http().post('/api/video/zoom/webhook').set(headers).send(raw);
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
  const recordings = async () =>
    (await t.http().get('/api/admin/video/recordings').set(bearer(admin)).expect(200))
      .body as ClassRecording[];
  const rowCount = async () => {
    const rows = (await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM video_recordings')) as { n: number | string }[];
    return Number(rows[0].n);
  };
  /** A class of "yesterday" with its Zoom meeting (made before it started; the clock is then moved on). */
  const pastClassWithMeeting = async (title = 'Sunrise Flow') => {
    setNow(new Date(START.getTime() - 3600_000));
    const c = await newClass({ title });
    await t.app.get(MeetingsService).ensure(await t.app.get(ClassesService).findEntity(c.id));
    return c;
  };

  beforeAll(async () => {
    zoom = await new FakeZoom(ACCOUNT, CLIENT_ID, CLIENT_SECRET, WEBHOOK_SECRET).start();
  });
  afterAll(() => zoom.stop());

  beforeEach(async () => {
    zoom.meetings.clear();
    zoom.requests.length = 0;
    zoom.downloads = 0;
    zoom.downloadsRefused = 0;
    t = await createTestApp({ ...zoom.env(), REPLAY_DAYS: '7', RECORDING_RETENTION_DAYS: '30' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    appNow = new Date(START.getTime() - 3600_000);
    const set = stubClock(t, appNow);
    setNow = (d: Date) => {
      appNow = d;
      set(d);
    };
  });
  afterEach(() => t.close());

  it('stores the recording from the signed webhook once, and plays it to an entitled student with ranges', async () => {
    const c = await pastClassWithMeeting();
    const meeting = await meetingOf(c.id);
    // The class took place yesterday.
    setNow(new Date(START.getTime() + DAY));
    const video = mp4(64 * 1024 + 37);
    const event = zoom.recordingCompleted(meeting, video);
    expect((await webhook(event).expect(200)).body).toEqual({ status: 'processed' });
    // The same delivery again, and the same recording again in a new delivery: nothing more.
    expect((await webhook(event).expect(200)).body).toEqual({ status: 'duplicate' });
    expect((await webhook({ ...event, event_ts: event.event_ts + 1 }).expect(200)).body).toEqual({
      status: 'ignored',
    });
    await runJob('video.recordings');
    await runJob('video.recordings');
    // One download, with the webhook's token (the audio file is not fetched).
    expect(zoom.downloads).toBe(1);
    expect(zoom.downloadsRefused).toBe(0);
    expect(await recordings()).toEqual([
      expect.objectContaining({
        class_id: c.id,
        source: 'zoom',
        status: 'stored',
        size: video.length,
      }),
    ]);

    const student = await registerAndLogin(t);
    const list = (await t.http().get('/api/video/replays').set(bearer(student.token)).expect(200))
      .body as Replay[];
    expect(list).toEqual([
      {
        class_id: c.id,
        title: 'Sunrise Flow',
        title_hi: null,
        date: CLASS_DATE,
        time: CLASS_TIME,
        duration_minutes: 45,
        instructor: null,
        renditions: [],
      },
    ]);
    const play = (
      await t.http().get(`/api/video/replays/${c.id}/play`).set(bearer(student.token)).expect(200)
    ).body as ReplayPlayback;
    expect(play.kind).toBe('file');
    const url = new URL(play.url);
    expect(url.pathname).toMatch(/^\/uploads\/private\/recordings\/\d+-[0-9a-f]+\.mp4$/);
    const signed = `${url.pathname}${url.search}`;
    // Never at a public address.
    await t.http().get(url.pathname).expect(404);
    // Seeking: a range in the middle answers 206 with exactly those bytes.
    const res = await t
      .http()
      .get(signed)
      .set('Range', 'bytes=40000-40099')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (d: Buffer) => chunks.push(d));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 40000-40099/${video.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(res.body as Buffer, video.subarray(40000, 40100))).toBe(0);

    // A forged signature, another key, an expired address: refused.
    await t
      .http()
      .get(
        signed.replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      )
      .expect(404);
    const key = url.pathname.slice('/uploads/'.length);
    const expired = Math.floor(Date.now() / 1000) - 1;
    await t
      .http()
      .get(`${url.pathname}?${new UrlSigner(t.config.auth.jwtSecret).query(key, expired)}`)
      .expect(404);
  });

  it('refuses a student who is not entitled, with a stable code', async () => {
    const c = await pastClassWithMeeting();
    setNow(new Date(START.getTime() + DAY));
    await webhook(zoom.recordingCompleted(await meetingOf(c.id), mp4(4096))).expect(200);
    await runJob('video.recordings');
    const student = await registerAndLogin(t);
    // Their 14-day trial is over.
    setNow(new Date(Date.now() + 15 * DAY));
    for (const path of ['/api/video/replays', `/api/video/replays/${c.id}/play`]) {
      const res = await t.http().get(path).set(bearer(student.token)).expect(403);
      expect(res.body).toMatchObject({ code: 'trial_ended', error: 'subscription_required' });
    }
  });

  it('retries a failed download with backoff, and forgets a class it has no meeting for', async () => {
    const c = await pastClassWithMeeting();
    const meeting = await meetingOf(c.id);
    setNow(new Date(START.getTime() + 2 * 3600_000));
    zoom.failNext(/^GET \/rec\/download\//, 500);
    await webhook(zoom.recordingCompleted(meeting, mp4(2048))).expect(200);
    await runJob('video.recordings');
    expect(await recordings()).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('500'),
      }),
    ]);
    // Not before its backoff (1 minute).
    await runJob('video.recordings');
    expect(zoom.downloads).toBe(1);
    setNow(new Date(appNow.getTime() + 61_000));
    await runJob('video.recordings');
    expect(zoom.downloads).toBe(2);
    expect(await recordings()).toEqual([expect.objectContaining({ status: 'stored', size: 2048 })]);
    // A recording of a meeting the product did not make: ignored.
    const stranger = { ...meeting, id: 99_999_999_999 };
    expect((await webhook(zoom.recordingCompleted(stranger, mp4(100))).expect(200)).body).toEqual({
      status: 'ignored',
    });
  });

  it('deletes recordings older than RECORDING_RETENTION_DAYS: the file and the row', async () => {
    const c = await pastClassWithMeeting();
    setNow(new Date(START.getTime() + DAY));
    await webhook(zoom.recordingCompleted(await meetingOf(c.id), mp4(4096))).expect(200);
    await runJob('video.recordings');
    const key = (
      (await t.app.get(DataSource).query('SELECT storage_key FROM video_recordings')) as {
        storage_key: string;
      }[]
    )[0].storage_key;
    const storage = t.app.get(ObjectStorage);
    expect(await storage.head(key)).toMatchObject({ size: 4096 });
    // Day 8: off the Replays page, still kept.
    setNow(new Date(START.getTime() + 8 * DAY));
    const student = await registerAndLogin(t);
    expect(
      (await t.http().get('/api/video/replays').set(bearer(student.token)).expect(200)).body,
    ).toEqual([]);
    const gone = await t
      .http()
      .get(`/api/video/replays/${c.id}/play`)
      .set(bearer(student.token))
      .expect(404);
    expect(gone.body.code).toBe('replay_not_found');
    await runJob('video.recordings.retention');
    expect(await rowCount()).toBe(1);
    // Day 31: deleted.
    setNow(new Date(START.getTime() + 31 * DAY));
    await runJob('video.recordings.retention');
    expect(await storage.head(key)).toBeNull();
    expect(await rowCount()).toBe(0);
  });

  it('lets the admin attach a link or upload an MP4 (the manual provider), replacing the file', async () => {
    await t.close();
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date(START.getTime() - 3600_000));
    const c = await newClass({ link: 'https://meet.example.com/live' });
    setNow(new Date(START.getTime() + DAY));
    const student = await registerAndLogin(t);

    const bad = await t
      .http()
      .put(`/api/classes/${c.id}/recording`)
      .set(bearer(admin))
      .send({ link: 'http://insecure.example.com/r.mp4' })
      .expect(400);
    expect(bad.body.code).toBe('recording_invalid');
    await t
      .http()
      .put(`/api/classes/${c.id}/recording`)
      .set(bearer(admin))
      .send({ link: 'https://drive.example.com/r/abc' })
      .expect(200);
    expect(
      (await t.http().get(`/api/video/replays/${c.id}/play`).set(bearer(student.token)).expect(200))
        .body,
    ).toEqual({ kind: 'link', url: 'https://drive.example.com/r/abc', expires_at: null });

    const notVideo = await t
      .http()
      .post(`/api/classes/${c.id}/recording/file`)
      .set(bearer(admin))
      .attach('file', Buffer.from('not a video at all'), 'r.mp4')
      .expect(400);
    expect(notVideo.body.code).toBe('recording_invalid');
    const video = mp4(10_000);
    const up = await t
      .http()
      .post(`/api/classes/${c.id}/recording/file`)
      .set(bearer(admin))
      .attach('file', video, { filename: 'class.mp4', contentType: 'video/mp4' })
      .expect(201);
    expect(up.body).toMatchObject({
      class_id: c.id,
      source: 'upload',
      status: 'stored',
      size: 10_000,
    });
    const play = (
      await t.http().get(`/api/video/replays/${c.id}/play`).set(bearer(student.token)).expect(200)
    ).body as ReplayPlayback;
    const url = new URL(play.url);
    const res = await t
      .http()
      .get(`${url.pathname}${url.search}`)
      .set('Range', 'bytes=0-7')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (d: Buffer) => chunks.push(d));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(Buffer.compare(res.body as Buffer, video.subarray(0, 8))).toBe(0);
    // Removed: the file leaves the storage.
    await t.http().delete(`/api/classes/${c.id}/recording`).set(bearer(admin)).expect(200);
    expect(await t.app.get(ObjectStorage).head(url.pathname.slice('/uploads/'.length))).toBeNull();
    await t.http().get(`/api/video/replays/${c.id}/play`).set(bearer(student.token)).expect(404);
  });

  it('validates REPLAY_DAYS and RECORDING_RETENTION_DAYS', () => {
    expect(loadVideoConfig({})).toMatchObject({ replayDays: 7, retentionDays: 30 });
    expect(loadVideoConfig({ REPLAY_DAYS: '3', RECORDING_RETENTION_DAYS: '10' })).toMatchObject({
      replayDays: 3,
      retentionDays: 10,
    });
    expect(() => loadVideoConfig({ REPLAY_DAYS: 'seven' })).toThrow(/REPLAY_DAYS/);
    expect(() => loadVideoConfig({ RECORDING_RETENTION_DAYS: '0' })).toThrow(
      /RECORDING_RETENTION_DAYS/,
    );
    expect(() => loadVideoConfig({ REPLAY_DAYS: '14', RECORDING_RETENTION_DAYS: '7' })).toThrow(
      'RECORDING_RETENTION_DAYS (7) must be at least REPLAY_DAYS (14)',
    );
  });
});
