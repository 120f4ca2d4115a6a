// The server bench-web.mjs measures (the built API serving the built apps, on a fresh SQLite data folder),
// a proxy of it that drops every page's scripts, and the replay it seeds for the student's replays page.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The administrator the server is started with (the admin panel's pages are measured signed in as her). */
export const ADMIN = {
  email: 'bench-admin@example.in',
  password: 'bench-admin-pass-2026',
  name: 'Bench Admin',
};

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-bench-'));
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Replays' signed media addresses are on this origin (the CSP allows media from 'self' only).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_REQUESTS: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A proxy in front of the server that sends every page without its scripts (the page loader and any
 * `<script src>`; the JSON data stays; all else as it is):
 * the same document, styles and images, with no JavaScript to run.
 */
export async function startScriptlessProxy(target) {
  const port = await freePort();
  const proxy = createHttpServer(async (req, res) => {
    try {
      const upstream = await fetch(target + req.url, {
        headers: { 'accept-encoding': 'identity' },
      });
      const type = upstream.headers.get('content-type') ?? '';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.includes('text/html'))
        body = Buffer.from(
          body
            .toString('utf8')
            .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, ''),
        );
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => proxy.close() };
}

/** A short real recording (ffmpeg's test picture and a tone) of a class that ended yesterday, transcoded
 *  into renditions by the recording job, so the replays page has a replay to list and play. */
export async function seedReplay(url, adminToken, studentToken) {
  const day = (offset) =>
    new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const call = async (method, p, token, body) => {
    const res = await fetch(`${url}/api${p}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const yogaClass = {
    title: 'Bench Replay',
    date: day(1),
    time: '18:00',
    link: 'https://meet.example.in/bench',
  };
  const created = await call('POST', '/classes', adminToken, yogaClass);
  if (created.status !== 201) throw new Error(`class not created: ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  await call('PUT', `/classes/${id}`, adminToken, { ...yogaClass, date: day(-1) });
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-bench-replay-'));
  try {
    const file = path.join(dir, 'class.mp4');
    const made = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000'],
      ...['-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg is needed for the replay page: ${made.stderr}`);
    const form = new FormData();
    form.append('file', new Blob([readFileSync(file)], { type: 'video/mp4' }), 'bench.mp4');
    const up = await fetch(`${url}/api/classes/${id}/recording/file`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
    if (up.status !== 201) throw new Error(`recording not uploaded: ${up.status}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const until = Date.now() + 120_000; Date.now() < until;) {
    const play = await call('GET', `/video/replays/${id}/play`, studentToken);
    if (play.body?.kind === 'hls') return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the recording had no renditions after 120 s');
}
