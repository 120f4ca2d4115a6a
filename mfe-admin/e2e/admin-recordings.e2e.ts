import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addIstDays, istDate, type ClassRecording, type YogaClass } from '@yoga/contracts';
import { api } from '@yoga/testing';
import { startAdminSession, stopAdminSession, type AdminSession } from './admin-helpers';

// Issue 37: the owner sees where each recording's renditions stand (the server's ffmpeg makes them).
let s: AdminSession;
let tries = 0;

/** A tiny real recording made now: 4 s of ffmpeg's test picture (854×480) and a tone. */
function recording(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-admin-hls-e2e-'));
  try {
    const file = path.join(dir, 'class.mp4');
    const r = spawnSync(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
        ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
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
  s = await startAdminSession();
}, 240_000);
afterAll(() => stopAdminSession(s));

describe('recordings: the renditions’ state', () => {
  it('Manage Class says a recording’s renditions are ready, with which ones, in the list and its drawer', async () => {
    const url = s.server.url;
    // A title of its own on each try: CI runs a failed test once more, and a second "Renditions Flow" on the
    // same day would make two rows match.
    tries += 1;
    const title = `Renditions Flow ${tries}`;
    const date = addIstDays(istDate(new Date()), 1 + tries);
    const created = await api<YogaClass>(url, s.token, 'POST', '/classes', {
      title,
      date,
      time: '06:40',
      link: `https://meet.example.in/renditions-flow-${tries}`,
    });
    expect(created.status).toBe(201);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(recording())], { type: 'video/mp4' }),
      'renditions-flow.mp4',
    );
    const uploaded = await fetch(`${url}/api/classes/${created.body.id}/recording/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${s.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    // The upload starts the job at once (ffmpeg): wait for its renditions.
    const until = Date.now() + 90_000;
    for (;;) {
      const list = await api<ClassRecording[]>(url, s.token, 'GET', '/admin/video/recordings');
      const mine = list.body.find((r) => r.class_id === created.body.id);
      if (mine?.transcoding?.state === 'ready') break;
      if (Date.now() > until) throw new Error(`no renditions after 90 s: ${JSON.stringify(mine)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await s.page.goto(`${url}/admin/manage-classes`);
    const dayBox = s.page.getByLabel('Classes on');
    await dayBox.fill(date);
    expect(await dayBox.inputValue()).toBe(date);
    const row = s.page.locator('tbody tr[data-row-key]').filter({ hasText: title });
    const line = row.getByTestId('recording-transcoding');
    await line.waitFor();
    expect(await line.innerText()).toBe('Renditions: ready (480p, 240p, audio only)');

    await row.getByRole('button', { name: new RegExp(`^Ready: recording of ${title},`) }).click();
    const detail = s.page.getByRole('dialog').getByTestId('recording-transcoding-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-state')).toBe('ready');
    expect(await detail.innerText()).toContain('ready (480p, 240p, audio only)');
    // Nothing to make again while they are ready.
    expect(await detail.getByRole('button').count()).toBe(0);
  });
});
