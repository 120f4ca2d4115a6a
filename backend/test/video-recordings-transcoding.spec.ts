import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addIstDays,
  istDate,
  istInstant,
  type ClassRecording,
  type ReplayPlayback,
  type YogaClass,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { transcodingOf } from '../src/modules/video/recordings.service.js';
import { stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

const CLASS_DATE = addIstDays(istDate(new Date()), 1);
const START = istInstant(CLASS_DATE, '07:10');
const DAY = 86_400_000;
const RENDITIONS_JOB = 'video.recordings.renditions';

/** A tiny real recording: 3 s of ffmpeg's test picture (854×480) and a tone. */
function makeRecording(dir: string): Buffer {
  const file = path.join(dir, 'class.mp4');
  const r = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0)
    throw new Error(`ffmpeg is needed by this test (.ci/run installs it): ${r.error ?? r.stderr}`);
  return readFileSync(file);
}

/** An "MP4" the upload accepts (its first box is `ftyp`) that ffmpeg cannot read. */
const BROKEN_MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.alloc(4096, 0x5a),
]);

/**
 * The admin's recordings list says where each recording's renditions stand (issue 37): waiting, being
 * made, ready (which ones), failed after the job's last try (with a retry), or no ffmpeg on the server.
 */
describe('Recordings list: the renditions’ state and the retry (admin)', () => {
  let dir: string;
  let video: Buffer;
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;

  const runJob = () => t.app.get(JobsService).runNow(RENDITIONS_JOB);
  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp(env);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date(START.getTime() - 3600_000));
  };
  const newClass = async (title: string) =>
    (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ title, date: CLASS_DATE, time: '07:10', link: 'https://meet.example.com/live' })
        .expect(201)
    ).body as YogaClass;
  const upload = (classId: number, file: Buffer) =>
    t
      .http()
      .post(`/api/classes/${classId}/recording/file`)
      .set(bearer(admin))
      .attach('file', file, { filename: 'class.mp4', contentType: 'video/mp4' })
      .expect(201);
  const recordings = async () =>
    (await t.http().get('/api/admin/video/recordings').set(bearer(admin)).expect(200))
      .body as ClassRecording[];
  const recordingOf = async (classId: number) =>
    (await recordings()).find((r) => r.class_id === classId)!;
  const retry = (classId: number) =>
    t.http().post(`/api/admin/video/recordings/${classId}/renditions/retry`).set(bearer(admin));

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'yoga-transcoding-'));
    video = makeRecording(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => t.close());

  it('says waiting, then ready with the renditions made; a link has none; only a failure is retried', async () => {
    await start();
    const c = await newClass('Sunrise Flow');
    const linked = await newClass('Linked Flow');
    setNow(new Date(START.getTime() + DAY));
    const uploaded = (await upload(c.id, video)).body as ClassRecording;
    expect(uploaded.transcoding).toEqual({
      state: 'waiting',
      renditions: [],
      attempts: 0,
      max_attempts: 3,
      error: null,
    });
    await t
      .http()
      .put(`/api/classes/${linked.id}/recording`)
      .set(bearer(admin))
      .send({ link: 'https://videos.example.com/linked-flow' })
      .expect(200);
    expect((await recordingOf(linked.id)).transcoding).toBeNull();

    await runJob();
    const ready = (await recordingOf(c.id)).transcoding!;
    expect(ready).toMatchObject({ state: 'ready', attempts: 0, error: null });
    // Video heights largest first, then the audio-only one, with their figures.
    expect(ready.renditions.map((r) => [r.kind, r.height])).toEqual([
      ['video', 480],
      ['video', 240],
      ['audio', undefined],
    ]);
    for (const r of ready.renditions) expect(r.mb_per_hour).toBeGreaterThan(0);

    // Nothing to retry: 409 with its stable code, in both languages.
    const refused = await retry(c.id).expect(409);
    expect(refused.body.code).toBe('renditions_not_failed');
    expect(refused.body.message).toMatch(/^Only renditions the server gave up making/);
    const hindi = await retry(c.id).set('Accept-Language', 'hi').expect(409);
    expect(hindi.body.message).toMatch(/दोबारा/);
    expect((await retry(linked.id).expect(409)).body.code).toBe('renditions_not_failed');
    expect((await retry(999_999).expect(404)).body.code).toBe('replay_not_found');
  });

  it('says failed after the job’s last try, with the error; the admin’s retry starts the tries again', async () => {
    await start();
    const c = await newClass('Broken Flow');
    setNow(new Date(START.getTime() + DAY));
    await upload(c.id, BROKEN_MP4);
    await runJob();
    // A failed try is tried again: still waiting, with the try and its error.
    const once = (await recordingOf(c.id)).transcoding!;
    expect(once).toMatchObject({ state: 'waiting', attempts: 1, max_attempts: 3 });
    expect(once.error).toEqual(expect.any(String));
    expect(once.error!.length).toBeGreaterThan(0);
    await retry(c.id).expect(409);

    await runJob();
    await runJob();
    const failed = (await recordingOf(c.id)).transcoding!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, renditions: [] });
    expect(failed.error).toEqual(expect.any(String));
    // The job gives up: another pass changes nothing; the students keep the MP4.
    await runJob();
    expect((await recordingOf(c.id)).transcoding).toMatchObject({ state: 'failed', attempts: 3 });
    const student = await registerAndLogin(t);
    const play = (
      await t.http().get(`/api/video/replays/${c.id}/play`).set(bearer(student.token)).expect(200)
    ).body as ReplayPlayback;
    expect(play.kind).toBe('file');

    // A student may not retry.
    await t
      .http()
      .post(`/api/admin/video/recordings/${c.id}/renditions/retry`)
      .set(bearer(student.token))
      .expect(403);
    const retried = (await retry(c.id).expect(200)).body as ClassRecording;
    expect(retried.transcoding).toEqual({
      state: 'waiting',
      renditions: [],
      attempts: 0,
      max_attempts: 3,
      error: null,
    });
    // The job takes it up again (and fails again with this file).
    await runJob();
    expect((await recordingOf(c.id)).transcoding).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('says unavailable when the server has no ffmpeg (the MP4 is played)', async () => {
    await start({ FFMPEG_PATH: path.join(dir, 'no-such-ffmpeg') });
    const c = await newClass('No ffmpeg Flow');
    setNow(new Date(START.getTime() + DAY));
    await upload(c.id, video);
    await runJob();
    expect((await recordingOf(c.id)).transcoding).toEqual({
      state: 'unavailable',
      renditions: [],
      attempts: 0,
      max_attempts: 3,
      error: null,
    });
  });

  it('says making while an instance holds the recording, and waiting while Zoom’s file is not stored', () => {
    const now = new Date('2026-11-29T06:00:00Z');
    const row = {
      source: 'upload' as const,
      status: 'stored' as const,
      hls: null,
      storageKey: 'private/recordings/7-abc.mp4',
      transcodeAttempts: 1,
      transcodeError: 'killed',
      claimedUntil: new Date(now.getTime() + 60_000),
    };
    expect(transcodingOf(row, true, now)?.state).toBe('making');
    // A hold that ran out (the instance died): waiting for the next pass.
    expect(transcodingOf({ ...row, claimedUntil: new Date(now.getTime() - 1) }, true, now)).toEqual(
      { state: 'waiting', renditions: [], attempts: 1, max_attempts: 3, error: 'killed' },
    );
    expect(
      transcodingOf({ ...row, source: 'zoom', status: 'pending', storageKey: null }, true, now)
        ?.state,
    ).toBe('waiting');
    expect(
      transcodingOf({ ...row, source: 'zoom', status: 'failed', storageKey: null }, false, now)
        ?.state,
    ).toBe('waiting');
    expect(transcodingOf({ ...row, source: 'link', storageKey: null }, true, now)).toBeNull();
  });
});
