#!/usr/bin/env node
// `npm run bench:pages` (issue 33): an autocannon benchmark of the server-rendered public pages (a script that
// prints figures, not a test).
//
// One API instance (the production build: backend/dist, the built web apps) serves each public page side by
// side with a static file of the same size (the page's own HTML, saved into the shell's build folder and served
// by the same server's static handler). Page and file alternate in BENCH_ROUNDS short runs, so a burst of other
// load on the machine hits both alike. Prints a table of requests/s and the ratio (target: each page at least
// 0.8x its file), then one JSON line. Beside requests/s it prints the server's CPU time per request (from
// /proc): on a machine shared with other work, requests/s follow that work's bursts, the CPU cost does not; the
// CPU ratio (static's CPU per request over the page's) is what the pages would reach on a quiet machine.
//
// The server is pinned to CPU 0 and this process (the load generator) to CPU 1 when `taskset` exists.
// Env: BENCH_SECONDS per run (default 4), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20),
//      BENCH_DB_URL (default mysql://root@127.0.0.1:3306/yoga_bench_pages; dropped and recreated).
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBenchTool } from './bench-tools.mjs';
import {
  canPin,
  freePort,
  LOADGEN_CPU,
  pinSelf,
  recreateDatabase,
  root,
  SERVER_CPU,
  startProcess,
  stop,
  waitFor,
  BENCH_BUSINESS_ENV,
  ensureBackendBuilt,
} from './bench-support.mjs';

const autocannon = requireBenchTool('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DB_URL = process.env.BENCH_DB_URL ?? 'mysql://root@127.0.0.1:3306/yoga_bench_pages';
const TARGET = 0.8;
const ADMIN = {
  email: 'bench-admin@yoga.test',
  password: 'bench-admin-password-2026',
  name: 'Bench Admin',
};
/** The web apps the server serves (WEB_ROOT/<app>/dist). */
const APPS = ['shell', 'mfe-public', 'mfe-user', 'mfe-admin'];

/**
 * A WEB_ROOT of links to the repository's builds, with the shell's folder a real one: the static files of
 * the bench are written there, next to the shell's own files, and served by the same handler.
 */
function benchWebRoot(dir) {
  for (const app of APPS) {
    const built = path.join(root, app, 'dist');
    if (!existsSync(built)) throw new Error(`${app} is not built: run \`npm run build\` first`);
    mkdirSync(path.join(dir, app), { recursive: true });
    if (app !== 'shell') {
      symlinkSync(built, path.join(dir, app, 'dist'));
      continue;
    }
    mkdirSync(path.join(dir, app, 'dist'));
    for (const entry of readdirSync(built))
      symlinkSync(path.join(built, entry), path.join(dir, app, 'dist', entry));
  }
  if (!existsSync(path.join(root, 'mfe-public/dist/server/ssr-manifest.json')))
    throw new Error('mfe-public has no server build: run `npm run build` first');
  return path.join(dir, 'shell/dist');
}

/** CPU time (user + system, ms) the process has used: the server's cost, whatever else the machine runs. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return NaN;
  }
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A blog of a few posts besides the welcome post the demo seed wrote: the newest, to measure. */
async function seedPosts(base) {
  // A blog of a few posts besides the welcome post the demo seed wrote.
  const { token } = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
  ).json();
  for (let i = 1; i <= 6; i++) {
    const form = new FormData();
    form.set('title', `Morning practice ${i}: breath, posture and sleep`);
    form.set('description', 'A short read on a steady morning practice. '.repeat(30));
    const res = await fetch(`${base}/api/blogs/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`POST /api/blogs/create: ${res.status} ${await res.text()}`);
  }
  const posts = await (await fetch(`${base}/api/blogs/all`)).json();
  const post = (Array.isArray(posts) ? posts : (posts.items ?? posts.data ?? []))[0];
  if (!post) throw new Error('no blog post to measure');
  return post;
}

/**
 * Each page's server-rendered HTML, saved as a file of the same bytes in the shell's build folder (served
 * by the same server's static handler, checked byte for byte): a row per page.
 */
async function savePages(base, pages, staticDir) {
  const rows = [];
  for (const page of pages) {
    const res = await fetch(base + page, { headers: { 'accept-encoding': 'identity' } });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('<div id="root">'))
      throw new Error(`${page} did not answer its server-rendered page (${res.status})`);
    const bytes = Buffer.byteLength(html);
    // The same bytes as a file of the shell's build folder.
    const name = `bench-${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.html`;
    writeFileSync(path.join(staticDir, name), html);
    rows.push({ page, file: `/${name}`, bytes, cacheControl: res.headers.get('cache-control') });
  }
  // The static handler lists its folder again at most once a second.
  await new Promise((r) => setTimeout(r, 1100));
  for (const row of rows) {
    const res = await fetch(base + row.file, { headers: { 'accept-encoding': 'identity' } });
    const length = Buffer.byteLength(await res.text());
    if (res.status !== 200 || length !== row.bytes)
      throw new Error(`${row.file}: ${res.status}, ${length} bytes (expected ${row.bytes})`);
  }

  return rows;
}

/**
 * Page and file alternate in ROUNDS short runs (after a warm-up): each row gets its requests/s, the server's
 * CPU per request (µs), errors and the ratio.
 */
async function measureRows(base, rows, api) {
  for (const row of rows) {
    await run({ url: base + row.page, duration: 1 });
    await run({ url: base + row.file, duration: 1 });
    const pageRuns = [];
    const fileRuns = [];
    const cpu = { page: 0, file: 0 };
    const measured = async (url, key) => {
      const before = cpuMs(api.child.pid);
      const result = await run({ url });
      cpu[key] += cpuMs(api.child.pid) - before;
      return result;
    };
    for (let round = 0; round < ROUNDS; round++) {
      pageRuns.push(await measured(base + row.page, 'page'));
      fileRuns.push(await measured(base + row.file, 'file'));
    }
    const total = (runs) => runs.reduce((n, r) => n + r.requests.total, 0);
    // The server's CPU per request (µs): robust to other load on the machine, unlike requests/s.
    row.pageCpuUs = (cpu.page * 1000) / total(pageRuns);
    row.fileCpuUs = (cpu.file * 1000) / total(fileRuns);
    const mean = (runs) => runs.reduce((n, r) => n + r.requests.average, 0) / runs.length;
    const bad = (runs) => runs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    row.pageRps = mean(pageRuns);
    row.fileRps = mean(fileRuns);
    row.errors = bad(pageRuns) + bad(fileRuns);
    row.ratio = row.pageRps / row.fileRps;
  }
}

/** The table of results, then one JSON line. */
function printResults(rows) {
  const line = (cells) =>
    `${cells[0].padEnd(14)} ${cells[1].padStart(8)} ${cells[2].padStart(11)} ${cells[3].padStart(13)} ${cells[4].padStart(7)} ${cells[5].padStart(14)} ${cells[6].padStart(16)} ${cells[7].padStart(10)}  ${cells[8]}`;
  console.info('\nResults (requests/s: mean of the rounds; CPU: the server process per request)');
  console.info(
    line([
      'page',
      'bytes',
      'page req/s',
      'static req/s',
      'ratio',
      'page CPU µs',
      'static CPU µs',
      'CPU ratio',
      'req/s ratio ≥ 0.80',
    ]),
  );
  for (const r of rows)
    console.info(
      line([
        r.page,
        String(r.bytes),
        r.pageRps.toFixed(0),
        r.fileRps.toFixed(0),
        r.ratio.toFixed(2),
        r.pageCpuUs.toFixed(0),
        r.fileCpuUs.toFixed(0),
        (r.fileCpuUs / r.pageCpuUs).toFixed(2),
        `${r.ratio >= TARGET ? 'OK' : 'BELOW TARGET'}${r.errors ? ` (${r.errors} errors/non-2xx)` : ''}`,
      ]),
    );
  console.info(`Cache-Control of the pages: ${rows[0].cacheControl}`);
  console.info(
    JSON.stringify({
      pages: rows.map((r) => ({
        page: r.page,
        bytes: r.bytes,
        page_rps: Math.round(r.pageRps),
        static_rps: Math.round(r.fileRps),
        ratio: Number(r.ratio.toFixed(2)),
        page_cpu_us: Math.round(r.pageCpuUs),
        static_cpu_us: Math.round(r.fileCpuUs),
        cpu_ratio: Number((r.fileCpuUs / r.pageCpuUs).toFixed(2)),
      })),
      min_ratio: Number(Math.min(...rows.map((r) => r.ratio)).toFixed(2)),
      target: TARGET,
      errors: rows.reduce((n, r) => n + r.errors, 0),
    }),
  );
}

async function main() {
  ensureBackendBuilt({ force: process.env.BENCH_BUILD === '1' });
  pinSelf();
  console.info(
    `One instance on ${DB_URL.replace(/\/\/[^@]*@/, '//***@')}; ${ROUNDS} rounds of ${SECONDS}s per page and per file, ${CONNECTIONS} connections; ${canPin ? `server on CPU ${SERVER_CPU}, load generator on CPU ${LOADGEN_CPU}` : 'no CPU pinning'}`,
  );
  await recreateDatabase(DB_URL);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-bench-pages-'));
  const webRoot = path.join(dataDir, 'web');
  const staticDir = benchWebRoot(webRoot);
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_URL,
    DATA_DIR: dataDir,
    WEB_ROOT: webRoot,
    SEED_DEMO: 'true',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    LOG_REQUESTS: 'false',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_IP_RATE_LIMIT: '1000000',
    ...BENCH_BUSINESS_ENV,
  };
  const api = startProcess(['backend/dist/main.js'], env);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, api, { timeoutMs: 90_000 });
    const post = await seedPosts(base);
    const pages = [
      '/',
      '/price',
      '/hi',
      '/hi/price',
      '/schedule',
      '/blogs',
      `/blogs/${post.id}`,
      '/about',
    ];

    const rows = await savePages(base, pages, staticDir);
    await measureRows(base, rows, api);
    if (api.child.exitCode !== null || api.child.signalCode !== null)
      throw new Error(`the API server exited:\n${api.log()}`);

    printResults(rows);
  } finally {
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
