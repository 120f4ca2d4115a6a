import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReplayPlayback } from '@yoga/contracts';
import { api, webHarnessForFile } from '@yoga/testing';
import { adminToken, indiaDate, newStudent, panel, type StudentSession } from './student-helpers';

const harness = webHarnessForFile();
let session: StudentSession;
let classId: number;

/** A tiny real recording made now: 6 s of ffmpeg's test picture (854×480) and a tone. */
function recording(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-hls-e2e-'));
  try {
    const file = path.join(dir, 'class.mp4');
    const r = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
        ...['-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-shortest', file],
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`ffmpeg is needed (.ci/run installs it): ${r.stderr}`);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  const url = harness.server.url;
  const admin = await adminToken(url);
  const yogaClass = {
    title: 'Evening Nidra Replay',
    date: indiaDate(1),
    time: '18:00',
    link: 'https://meet.example.in/evening-nidra',
  };
  const created = await api<{ id: number }>(url, admin, 'POST', '/classes', yogaClass);
  expect(created.status).toBe(201);
  classId = created.body.id;
  const moved = await api(url, admin, 'PUT', `/classes/${classId}`, {
    ...yogaClass,
    date: indiaDate(-1),
  });
  expect(moved.status).toBe(200);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(recording())], { type: 'video/mp4' }),
    'evening-nidra.mp4',
  );
  const uploaded = await fetch(`${url}/api/classes/${classId}/recording/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  session = await newStudent(harness, { width: 390, name: 'Kamala Rao' });
  // The recording job transcodes the upload at once (ffmpeg): wait for its renditions.
  const until = Date.now() + 90_000;
  for (;;) {
    const play = await api<ReplayPlayback>(
      url,
      session.token,
      'GET',
      `/video/replays/${classId}/play`,
    );
    if (play.body.kind === 'hls') break;
    if (Date.now() > until)
      throw new Error(`no renditions after 90 s: ${JSON.stringify(play.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

describe('replays in renditions', () => {
  it('shows what the class costs at each choice, and Low data plays the audio-only rendition with the title card', async () => {
    const { page } = session;
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(`${harness.server.url}/user/replays`);
    await panel(page).getByRole('heading', { name: 'Replays', level: 1 }).waitFor();
    const item = panel(page).getByTestId('replay').filter({ hasText: 'Evening Nidra Replay' });
    // The MB before Play.
    expect(await item.getByTestId('replay-costs').textContent()).toMatch(
      /^Audio only about \d+ MB · video up to \d+ MB$/,
    );
    // hls.js is not part of the page: it comes only when a replay is played.
    const hlsChunk = (u: string) => /\/assets\/hls\.[0-9a-f]+\.js$/.test(new URL(u).pathname);
    expect(requests.filter(hlsChunk)).toEqual([]);

    await item.getByRole('button', { name: 'Watch Evening Nidra Replay' }).click();
    const choices = panel(page).getByRole('radiogroup', { name: 'Picture and data' });
    await choices.waitFor();
    const labels = (await choices
      .getByRole('radio')
      .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''))) as string[];
    expect(labels).toEqual([
      expect.stringMatching(/^Auto \(fits your connection\): up to \d+ MB$/),
      expect.stringMatching(/^480p video: about \d+ MB$/),
      expect.stringMatching(/^240p video: about \d+ MB$/),
      expect.stringMatching(/^Low data \(audio only\): about \d+ MB$/),
    ]);
    // This Chromium plays HLS itself (canPlayType says so, as Safari and Chrome on Android do): Auto
    // is the master playlist as the video's own src, hls.js is never loaded, and casting can work.
    const video = panel(page).getByLabel('Recording of Evening Nidra Replay');
    const native = await video.evaluate(async (el: HTMLVideoElement) => {
      for (let i = 0; i < 200 && !el.getAttribute('src'); i++)
        await new Promise((r) => setTimeout(r, 50));
      return {
        canPlay: el.canPlayType('application/vnd.apple.mpegurl'),
        src: el.getAttribute('src') ?? '',
      };
    });
    expect(native.canPlay).not.toBe('');
    expect(native.src).toMatch(/\/api\/video\/replays\/\d+\/hls\/\d+\/[\w-]+\/master\.m3u8$/);
    // The cast button is there exactly when the browser's Remote Playback API offers casting.
    const castable = await video.evaluate(async (el: HTMLVideoElement) => {
      const remote = (
        el as HTMLVideoElement & {
          remote?: { watchAvailability(cb: (a: boolean) => void): Promise<number> };
        }
      ).remote;
      if (!remote) return false;
      return new Promise<boolean>((resolve) => {
        remote
          .watchAvailability((available) => resolve(available))
          .catch((e: Error) => resolve(e.name === 'NotSupportedError'));
        setTimeout(() => resolve(false), 2000);
      });
    });
    const cast = panel(page).getByRole('button', { name: 'Cast to TV' });
    if (castable) await cast.waitFor();
    else expect(await cast.count()).toBe(0);
    await page.waitForTimeout(300);
    expect(requests.filter(hlsChunk)).toEqual([]);

    await choices.getByRole('radio', { name: /^Low data/ }).check();
    await panel(page).getByTestId('replay-title-card').getByText('Evening Nidra Replay').waitFor();
    const audio = panel(page).getByLabel('Sound of Evening Nidra Replay');
    const state = await audio.evaluate(async (el: HTMLAudioElement) => {
      el.muted = true;
      // The audio-only rendition's own playlist is the element's src once the effect ran.
      for (let i = 0; i < 200 && !el.src; i++) await new Promise((r) => setTimeout(r, 50));
      await el.play();
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`stuck at ${el.currentTime}`)), 20_000);
        el.addEventListener('timeupdate', () => {
          if (el.currentTime > 1) {
            clearTimeout(timer);
            resolve();
          }
        });
        el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)));
      });
      return {
        at: el.currentTime,
        error: el.error?.code ?? null,
        tag: el.tagName,
        src: el.getAttribute('src') ?? '',
      };
    });
    expect(state.error).toBeNull();
    expect(state.tag).toBe('AUDIO');
    expect(state.src).toMatch(/\/api\/video\/replays\/\d+\/hls\/\d+\/[\w-]+\/audio\.m3u8$/);
    expect(state.at).toBeGreaterThan(1);
    // The audio rendition's playlist and its media file (a signed private address) were read.
    expect(
      requests.some((u) => /\/api\/video\/replays\/\d+\/hls\/\d+\/[\w-]+\/audio\.m3u8$/.test(u)),
    ).toBe(true);
    expect(
      requests.some((u) =>
        /\/uploads\/private\/recordings\/[\w-]+\/audio\.ts\?expires=\d+&signature=/.test(u),
      ),
    ).toBe(true);
  });

  it('plays through hls.js, loaded only then as its own chunk, where the browser cannot play HLS itself', async () => {
    const { page } = session;
    // A browser without HLS of its own (Firefox, older desktop Chrome): canPlayType answers "".
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    const hlsChunk = (u: string) => /\/assets\/hls\.[0-9a-f]+\.js$/.test(new URL(u).pathname);
    await page.goto(`${harness.server.url}/user/replays`);
    const item = panel(page).getByTestId('replay').filter({ hasText: 'Evening Nidra Replay' });
    await item.getByRole('button', { name: 'Watch Evening Nidra Replay' }).click();
    const video = panel(page).getByLabel('Recording of Evening Nidra Replay');
    await video.waitFor();
    for (let i = 0; i < 100 && !requests.some(hlsChunk); i++) await page.waitForTimeout(100);
    expect(requests.filter(hlsChunk)).toHaveLength(1);
    // hls.js gives the element a Media Source (a blob: address), never the playlist itself.
    const src = await video.evaluate(async (el: HTMLVideoElement) => {
      for (let i = 0; i < 200 && !el.src; i++) await new Promise((r) => setTimeout(r, 50));
      return el.src;
    });
    expect(src).toMatch(/^blob:/);
    expect(
      requests.some((u) => /\/api\/video\/replays\/\d+\/hls\/\d+\/[\w-]+\/master\.m3u8$/.test(u)),
    ).toBe(true);
  });
});
