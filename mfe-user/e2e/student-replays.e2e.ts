import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, startWebHarness, stopWebHarness, type WebHarness } from '@yoga/testing';
import { adminToken, indiaDate, newStudent, panel, type StudentSession } from './student-helpers';

// No ffmpeg for this server (FFMPEG_PATH at nothing): the replay stays the uploaded MP4, played with
// ranges, as on a machine without ffmpeg. The renditions: student-replays-hls.e2e.ts.
const harness = {} as WebHarness;
beforeAll(async () => {
  Object.assign(harness, await startWebHarness({ FFMPEG_PATH: '/nonexistent/ffmpeg' }));
}, 240_000);
afterAll(() => stopWebHarness(harness));
let session: StudentSession;

/** A 6-second H.264 MP4 (160×90) recorded by Chromium: small, with its index first (seekable). */
const VIDEO = readFileSync(path.join(__dirname, 'fixtures/replay.mp4'));

beforeAll(async () => {
  const url = harness.server.url;
  const admin = await adminToken(url);
  // Yesterday's class: made for tomorrow (a new class cannot be in the past), then moved back a day.
  const yogaClass = {
    title: 'Dawn Hatha Replay',
    date: indiaDate(1),
    time: '06:00',
    link: 'https://meet.example.in/dawn-hatha',
  };
  const created = await api<{ id: number }>(url, admin, 'POST', '/classes', yogaClass);
  expect(created.status).toBe(201);
  const id = created.body.id;
  const moved = await api(url, admin, 'PUT', `/classes/${id}`, {
    ...yogaClass,
    date: indiaDate(-1),
  });
  expect(moved.status).toBe(200);
  // The admin uploads the recording (the manual provider).
  const form = new FormData();
  form.append('file', new Blob([VIDEO], { type: 'video/mp4' }), 'dawn-hatha.mp4');
  const uploaded = await fetch(`${url}/api/classes/${id}/recording/file`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  // A student on a phone.
  session = await newStudent(harness, { width: 390, name: 'Meera Iyer' });
});

describe('replays', () => {
  it("plays yesterday's class on a phone: the video loads from a signed address and seeks", async () => {
    const { page } = session;
    await page.goto(`${harness.server.url}/user/replays`);
    await panel(page).getByRole('heading', { name: 'Replays', level: 1 }).waitFor();
    const item = panel(page).getByTestId('replay').filter({ hasText: 'Dawn Hatha Replay' });
    await item.waitFor();
    const ranges: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/uploads/private/recordings/'))
        ranges.push(req.headers()['range'] ?? 'none');
    });
    await item.getByRole('button', { name: 'Watch Dawn Hatha Replay' }).click();
    const player = panel(page).getByLabel('Recording of Dawn Hatha Replay');
    await player.waitFor();
    const src = (await player.getAttribute('src')) ?? '';
    // A short-lived signed address, never a public one.
    expect(src).toMatch(/\/uploads\/private\/recordings\/[\w-]+\.mp4\?expires=\d+&signature=/);
    const state = await player.evaluate(async (el: HTMLVideoElement) => {
      if (el.readyState < 1)
        await new Promise((resolve, reject) => {
          el.addEventListener('loadedmetadata', resolve, { once: true });
          el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)), {
            once: true,
          });
        });
      const duration = el.duration;
      el.currentTime = 4;
      await new Promise((resolve) => el.addEventListener('seeked', resolve, { once: true }));
      return { duration, at: el.currentTime, error: el.error?.code ?? null };
    });
    expect(state.error).toBeNull();
    expect(state.duration).toBeGreaterThan(5);
    expect(state.at).toBeCloseTo(4, 0);
    // The browser read the file in byte ranges.
    expect(ranges.some((r) => r.startsWith('bytes='))).toBe(true);
  });
});
