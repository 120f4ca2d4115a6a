import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  istInstant,
  isHlsPlayback,
  type Replay,
  type ReplayPlayback,
  type YogaClass,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { loadVideoConfig } from '../src/modules/video/config.js';
import { storageOrigins } from '../src/configure-app.js';
import { ObjectStorage } from '../src/modules/storage/index.js';
import {
  figuresOf,
  heightsFor,
  masterPlaylist,
  parseMediaInfo,
} from '../src/modules/video/hls/transcoder.js';
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
const CLASS_TIME = '06:20';
const START = istInstant(CLASS_DATE, CLASS_TIME);
const DAY = 86_400_000;
const RENDITIONS_JOB = 'video.recordings.renditions';

/** A tiny real recording: 4 s of ffmpeg's test picture (854×480, 10 fps) and a tone, H.264 + AAC. */
function makeRecording(dir: string): Buffer {
  const file = path.join(dir, 'class.mp4');
  const r = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ],
    { encoding: 'utf8' },
  );
  if (r.status !== 0)
    throw new Error(`ffmpeg is needed by this test (.ci/run installs it): ${r.error ?? r.stderr}`);
  return readFileSync(file);
}

const text = (r: { text?: string; body: unknown }) =>
  r.text ?? (Buffer.isBuffer(r.body) ? r.body.toString('utf8') : '');

describe('Replay renditions: HLS made by ffmpeg in the recording job, served to entitled students', () => {
  let dir: string;
  let video: Buffer;
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;

  const runJob = (name: string) => t.app.get(JobsService).runNow(name);
  const start = async (env: Record<string, string> = {}) => {
    t = await createTestApp(env);
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date(START.getTime() - 3600_000));
  };
  const uploadedClass = async () => {
    const c = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Sunrise Flow',
          date: CLASS_DATE,
          time: CLASS_TIME,
          link: 'https://meet.example.com/live',
        })
        .expect(201)
    ).body as YogaClass;
    setNow(new Date(START.getTime() + DAY));
    await t
      .http()
      .post(`/api/classes/${c.id}/recording/file`)
      .set(bearer(admin))
      .attach('file', video, { filename: 'class.mp4', contentType: 'video/mp4' })
      .expect(201);
    return c;
  };
  const playOf = async (token: string, classId: number) =>
    (await t.http().get(`/api/video/replays/${classId}/play`).set(bearer(token)).expect(200))
      .body as ReplayPlayback;
  const get = (address: string) => {
    const u = new URL(address);
    return t.http().get(`${u.pathname}${u.search}`);
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'yoga-renditions-'));
    video = makeRecording(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => t.close());

  it('transcodes a stored recording into video and audio-only renditions, and plays them to an entitled student only', async () => {
    await start();
    const c = await uploadedClass();
    const student = await registerAndLogin(t);
    // Before the job: the MP4, as before.
    expect((await playOf(student.token, c.id)).kind).toBe('file');
    const original = new URL((await playOf(student.token, c.id)).url).pathname.slice(
      '/uploads/'.length,
    );

    await runJob(RENDITIONS_JOB);

    const play = await playOf(student.token, c.id);
    if (!isHlsPlayback(play)) throw new Error(`expected renditions, got ${play.kind}`);
    expect(play.hls_url).toBe(play.url);
    expect(play.renditions.map((r) => [r.kind, r.height])).toEqual([
      ['video', 240],
      ['video', 480],
      ['audio', undefined],
    ]);
    for (const r of play.renditions) {
      expect(r.bandwidth).toBeGreaterThan(0);
      expect(r.mb_per_hour).toBeGreaterThan(0);
    }
    const audio = play.renditions.find((r) => r.kind === 'audio')!;
    const small = play.renditions.find((r) => r.height === 240)!;
    // The audio-only rendition is the smallest: 48 kbps AAC in MPEG-TS, about 25 MB an hour.
    expect(audio.mb_per_hour).toBeLessThan(small.mb_per_hour);
    expect(audio.mb_per_hour).toBeLessThan(40);

    // The list says the same figures (no addresses) so the page shows the MB before Play.
    const list = (await t.http().get('/api/video/replays').set(bearer(student.token)).expect(200))
      .body as Replay[];
    expect(list[0].renditions).toEqual(play.renditions.map(({ url: _url, ...r }) => r));

    // The master playlist lists both heights with their figures and the audio-only variant.
    const master = await get(play.hls_url).buffer(true).expect(200);
    expect(master.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(master.headers['cache-control']).toBe('private, no-store');
    const m = text(master);
    expect(m.startsWith('#EXTM3U\n')).toBe(true);
    expect(m).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=854x480,CODECS="avc1\.4d4028,mp4a\.40\.2"\nv480\.m3u8/,
    );
    expect(m).toMatch(/RESOLUTION=428x240,CODECS="avc1\.4d4028,mp4a\.40\.2"\nv240\.m3u8/);
    expect(m).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,CODECS="mp4a\.40\.2"\naudio\.m3u8/,
    );

    // The audio rendition's playlist (relative to the master, the signature kept in the path).
    const audioUrl = new URL('audio.m3u8', play.hls_url).toString();
    expect(audio.url).toBe(audioUrl);
    const media = text(await get(audioUrl).buffer(true).expect(200));
    expect(media).toMatch(/#EXT-X-PLAYLIST-TYPE:VOD/);
    expect(media).toMatch(/#EXT-X-BYTERANGE:\d+@\d+/);
    const segment = media.split('\n').find((l) => l && !l.startsWith('#'))!;
    expect(segment).toMatch(
      /\/uploads\/private\/recordings\/\d+-[0-9a-f]+\/audio\.ts\?expires=\d+&signature=/,
    );
    const ts = await get(segment)
      .set('Range', 'bytes=0-187')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (d: Buffer) => chunks.push(d));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(206);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect((ts.body as Buffer)[0]).toBe(0x47); // an MPEG-TS packet
    // Not at a public address; the playlist with a changed signature or name: 404.
    await t.http().get(new URL(segment).pathname).expect(404);
    const forged = play.hls_url.replace(
      /\/([A-Za-z0-9_-]{43})\/master/,
      '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/master',
    );
    expect(forged).not.toBe(play.hls_url);
    await get(forged).expect(404);
    await get(new URL('secret.m3u8', play.hls_url).toString()).expect(404);

    // The renditions exist: the original MP4 is no longer kept.
    const storage = t.app.get(ObjectStorage);
    expect(await storage.head(original)).toBeNull();
    const rows = (await t.app
      .get(DataSource)
      .query('SELECT storage_key, transcode_attempts FROM video_recordings')) as {
      storage_key: string | null;
      transcode_attempts: number;
    }[];
    expect(rows).toEqual([{ storage_key: null, transcode_attempts: 0 }]);

    // A student whose trial is over is refused, with the stable code.
    setNow(new Date(Date.now() + 15 * DAY));
    const refused = await t
      .http()
      .get(`/api/video/replays/${c.id}/play`)
      .set(bearer(student.token))
      .expect(403);
    expect(refused.body.code).toBe('trial_ended');

    // Removing the recording removes every rendition file.
    await t.http().delete(`/api/classes/${c.id}/recording`).set(bearer(admin)).expect(200);
    expect(await storage.head(new URL(segment).pathname.slice('/uploads/'.length))).toBeNull();
  });

  it('serves the original MP4 when ffmpeg cannot be run (FFMPEG_PATH), and says so', async () => {
    await start({ FFMPEG_PATH: path.join(dir, 'no-such-ffmpeg') });
    // Watched from the upload on: its answer (the admin's renditions state) asks whether ffmpeg runs.
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const c = await uploadedClass();
    const student = await registerAndLogin(t);
    try {
      await runJob(RENDITIONS_JOB);
      await runJob(RENDITIONS_JOB);
      // Said once, clearly: which ffmpeg, and that the MP4 is served.
      const said = warn.mock.calls
        .map(([message]) => message as { event?: string; message?: string })
        .filter((m) => m?.event === 'video_transcode_unavailable');
      expect(said).toHaveLength(1);
      expect(said[0].message).toMatch(/no-such-ffmpeg.*FFMPEG_PATH.*original MP4/);
    } finally {
      warn.mockRestore();
    }
    const play = await playOf(student.token, c.id);
    expect(play.kind).toBe('file');
    expect(new URL(play.url).pathname).toMatch(
      /^\/uploads\/private\/recordings\/\d+-[0-9a-f]+\.mp4$/,
    );
    const list = (await t.http().get('/api/video/replays').set(bearer(student.token)).expect(200))
      .body as Replay[];
    expect(list[0].renditions).toEqual([]);
    // The page may play from the app and, for hls.js, from a Media Source (blob:).
    const csp = (await t.http().get('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/media-src 'self' blob:(;|$)/);
  });

  it('reads ffmpeg, picks the heights and writes the figures as HLS says', () => {
    // The bucket's origin for the CSP (S3: path-style on the endpoint, the bucket's host, or AWS's).
    const s3 = { bucket: 'yoga-media', region: 'ap-south-1', prefix: '', credentials: null };
    expect(storageOrigins({ s3: null })).toEqual([]);
    expect(
      storageOrigins({
        s3: { ...s3, endpoint: 'https://minio.example:9000', forcePathStyle: true },
      }),
    ).toEqual(['https://minio.example:9000']);
    expect(
      storageOrigins({ s3: { ...s3, endpoint: 'https://r2.example.com', forcePathStyle: false } }),
    ).toEqual(['https://yoga-media.r2.example.com']);
    expect(storageOrigins({ s3: { ...s3, endpoint: null, forcePathStyle: false } })).toEqual([
      'https://yoga-media.s3.ap-south-1.amazonaws.com',
    ]);
    expect(loadVideoConfig({}).ffmpegPath).toBe('ffmpeg');
    expect(loadVideoConfig({ FFMPEG_PATH: ' /opt/ffmpeg/bin/ffmpeg ' }).ffmpegPath).toBe(
      '/opt/ffmpeg/bin/ffmpeg',
    );
    expect(heightsFor(1080)).toEqual([720, 480, 240]);
    expect(heightsFor(720)).toEqual([720, 480, 240]);
    expect(heightsFor(360)).toEqual([240]);
    expect(heightsFor(181)).toEqual([182]);
    expect(
      parseMediaInfo(
        'Duration: 00:45:03.50, start: 0\n  Stream #0:0[0x1](und): Video: h264 (Main), yuv420p, 1920x1080 [SAR 1:1], 25 fps\n  Stream #0:1[0x2](und): Audio: aac (LC), 48000 Hz',
      ),
    ).toEqual({ width: 1920, height: 1080, durationSeconds: 2703.5, hasAudio: true });
    // Two 6 s segments of 36,000 and 42,000 bytes: peak 56,000 b/s, average 52,000.
    const playlist =
      '#EXTM3U\n#EXTINF:6.000000,\n#EXT-X-BYTERANGE:36000@0\naudio.ts\n#EXTINF:6.000000,\n#EXT-X-BYTERANGE:42000@36000\naudio.ts\n#EXT-X-ENDLIST\n';
    expect(figuresOf(playlist, 78_000)).toEqual({
      bandwidth: 56_000,
      average_bandwidth: 52_000,
      mb_per_hour: 23.4,
      seconds: 12,
    });
    expect(
      masterPlaylist([
        {
          kind: 'video',
          height: 240,
          width: 426,
          bandwidth: 400_000,
          average_bandwidth: 380_000,
          mb_per_hour: 171,
          playlist: 'v240.m3u8',
          file: 'v240.ts',
        },
        {
          kind: 'audio',
          bandwidth: 56_000,
          average_bandwidth: 52_000,
          mb_per_hour: 23.4,
          playlist: 'audio.m3u8',
          file: 'audio.ts',
        },
      ]),
    ).toBe(
      '#EXTM3U\n#EXT-X-VERSION:4\n#EXT-X-INDEPENDENT-SEGMENTS\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,AVERAGE-BANDWIDTH=380000,RESOLUTION=426x240,CODECS="avc1.4d4028,mp4a.40.2"\nv240.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=56000,AVERAGE-BANDWIDTH=52000,CODECS="mp4a.40.2"\naudio.m3u8\n',
    );
  });
});
