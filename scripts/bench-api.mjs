#!/usr/bin/env node
// `npm run bench:api`: an autocannon benchmark of the API on MariaDB/MySQL (a script that prints figures, not a test).
//
// - GET /api/classes and GET /api/blogs/all with a realistic table (1,000 classes, 200 posts), and a signed-in
//   student's GET /api/bookings/mine (20 bookings: the other list of her first screen), each against a bare
//   node:http + mysql2 server running the same queries in the same run (issue 33's target: at least 0.8 of
//   its requests/s);
// - POST /api/auth/login flood: logins/s, and GET /api/health p99 during the flood against idle (target: within 2x).
//
// The server under test is pinned to CPU 0 and this process (the load generator) to CPU 1 when `taskset` exists.
// Env: BENCH_DB_URL (default mysql://root@127.0.0.1:3306/yoga_bench; the database is dropped and recreated),
//      BENCH_SECONDS per run (default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBenchTool } from './bench-tools.mjs';
import {
  backendRequire,
  canPin,
  freePort,
  LOADGEN_CPU,
  pinSelf,
  recreateDatabase,
  SERVER_CPU,
  startProcess,
  stop,
  waitFor,
  BENCH_BUSINESS_ENV,
  ensureBackendBuilt,
} from './bench-support.mjs';

const require = backendRequire;
const autocannon = requireBenchTool('autocannon');
const mysql = require('mysql2/promise');

const DB_URL = process.env.BENCH_DB_URL ?? 'mysql://root@127.0.0.1:3306/yoga_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN = {
  email: 'bench-admin@yoga.test',
  password: 'bench-admin-password-2026',
  name: 'Bench Admin',
};
const CLASS_COUNT = 1000;
const POST_COUNT = 200;
const STUDENT_BOOKINGS = 20;
const TARGET = 0.8;

/** A student (registered through the API, as on the site) with STUDENT_BOOKINGS places; her token. */
async function seedStudent(apiUrl) {
  const res = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Student',
      email: 'bench-student@yoga.test',
      number: '9876543210',
      password: 'bench-student-password-2026',
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { token, user } = await res.json();
  const conn = await mysql.createConnection({ uri: DB_URL });
  const [classes] = await conn.query('SELECT id, date, time FROM classes ORDER BY id LIMIT ?', [
    STUDENT_BOOKINGS,
  ]);
  await conn.query(
    'INSERT INTO bookings (user_id, class_id, type, name, email, phone, preferred_date, preferred_time, status) VALUES ?',
    [
      classes.map((c) => [
        user.id,
        c.id,
        'paid',
        'Bench Student',
        'bench-student@yoga.test',
        '9876543210',
        c.date,
        c.time,
        'booked',
      ]),
    ],
  );
  await conn.end();
  return token;
}

async function seedRows() {
  const conn = await mysql.createConnection({ uri: DB_URL });
  const day = (i) => new Date(Date.UTC(2030, 0, 1 + Math.floor(i / 6))).toISOString().slice(0, 10);
  const times = ['05:30', '06:45', '08:00', '17:30', '18:45', '20:00'];
  const classes = Array.from({ length: CLASS_COUNT }, (_, i) => [
    `Live class ${i + 1}`,
    i % 5 === 0 ? 'demo' : 'paid',
    day(i),
    times[i % 6],
    `https://meet.example.com/room-${i + 1}`,
    'A 45-minute live session in Hindi mixed with English, for every level.',
  ]);
  await conn.query(
    'INSERT INTO classes (title, class_type, date, time, link, description) VALUES ?',
    [classes],
  );
  const posts = Array.from({ length: POST_COUNT }, (_, i) => [
    `Post ${i + 1}: breathing, posture and sleep`,
    'Fitness',
    'Lorem ipsum '.repeat(40),
    'Admin',
    '5 min',
    null,
  ]);
  await conn.query(
    'INSERT INTO blogs (title, category, description, author, time_to_read, thumbnail) VALUES ?',
    [posts],
  );
  await conn.end();
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Several autocannon runs as one: mean requests/s, median p50/p99, summed errors. */
function combine(runs) {
  return {
    errors: runs.reduce((n, r) => n + r.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    statusCodeStats: runs.map((r) => r.statusCodeStats),
    requests: {
      average: runs.reduce((n, r) => n + r.requests.average, 0) / runs.length,
      total: runs.reduce((n, r) => n + r.requests.total, 0),
    },
    latency: {
      p50: median(runs.map((r) => r.latency.p50)),
      p99: median(runs.map((r) => r.latency.p99)),
    },
  };
}

const fmt = (n, digits = 0) => Number(n).toFixed(digits);
function summary(label, r) {
  const errors = r.errors + r.timeouts + r.non2xx;
  return {
    label,
    raw: {
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statusCodeStats: r.statusCodeStats,
      total: r.requests.total,
    },
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors,
    line: `${label.padEnd(44)} ${fmt(r.requests.average).padStart(7)} req/s   p50 ${fmt(r.latency.p50, 1).padStart(6)} ms   p99 ${fmt(r.latency.p99, 1).padStart(7)} ms${errors ? `   (${errors} errors/non-2xx)` : ''}`,
  };
}

/**
 * Each list endpoint on the API, on the API without its list cache and on the bare server, alternating in
 * ROUNDS short runs (after a warm-up) so a burst of other load on the machine hits them alike.
 */
async function compareLists({ apiUrl, uncachedUrl, bareUrl, studentHeaders, api }) {
  // Ours and bare alternate in ROUNDS short runs, so a burst of other load on the machine hits both alike.
  const results = [];
  for (const [name, apiPath, barePath, headers] of [
    ['GET /api/classes', '/api/classes', '/classes', {}],
    ['GET /api/blogs/all', '/api/blogs/all', '/blogs', {}],
    ['GET /api/bookings/mine', '/api/bookings/mine', '/bookings-mine', studentHeaders],
  ]) {
    // A short warm-up so JIT and pools are ready in both servers.
    await run({ url: apiUrl + apiPath, headers, duration: 2 });
    await run({ url: uncachedUrl + apiPath, headers, duration: 2 });
    await run({ url: bareUrl + barePath, headers, duration: 2 });
    const oursRuns = [];
    const uncachedRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRuns.push(await run({ url: apiUrl + apiPath, headers }));
      uncachedRuns.push(await run({ url: uncachedUrl + apiPath, headers }));
      bareRuns.push(await run({ url: bareUrl + barePath, headers }));
    }
    const ours = summary(`${name} (NestJS)`, combine(oursRuns));
    const raw = summary(`${name} (NestJS, LIST_CACHE_MS=0)`, combine(uncachedRuns));
    const baseErrors = combine(bareRuns);
    if (ours.errors || baseErrors.errors + baseErrors.non2xx)
      throw new Error(
        `${name} failed under load: ours ${JSON.stringify(ours.raw)}, bare ${JSON.stringify(baseErrors.statusCodeStats)}\n${api.log().slice(-1000)}`,
      );
    const base = summary(`${name} (bare node:http + mysql2)`, combine(bareRuns));
    results.push({ name, ours, raw, base });
  }
  return results;
}

/**
 * GET /api/health idle and during a POST /api/auth/login flood, alternating in ROUNDS runs (so the two p99s
 * see the same background noise).
 */
async function floodLogins(apiUrl) {
  const loginBody = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
  const idleRuns = [];
  const busyRuns = [];
  const loginRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    idleRuns.push(await run({ url: `${apiUrl}/api/health`, connections: 1 }));
    const [login, healthBusy] = await Promise.all([
      run({
        url: `${apiUrl}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
        connections: 10,
      }),
      run({ url: `${apiUrl}/api/health`, connections: 1 }),
    ]);
    loginRuns.push(login);
    busyRuns.push(healthBusy);
  }
  const healthIdle = summary('GET /api/health, idle (1 connection)', combine(idleRuns));
  const login = combine(loginRuns);
  const healthBusy = combine(busyRuns);
  const loginS = summary('POST /api/auth/login flood (10 connections)', login);
  const healthBusyS = summary('GET /api/health during the login flood', healthBusy);

  return { healthIdle, loginS, healthBusyS };
}

async function main() {
  ensureBackendBuilt();
  pinSelf();
  console.info(
    `Database: ${DB_URL.replace(/\/\/[^@]*@/, '//***@')}; ${ROUNDS} rounds of ${SECONDS}s per server and endpoint, ${CONNECTIONS} connections; ${canPin ? `server on CPU ${SERVER_CPU}, load generator on CPU ${LOADGEN_CPU}` : 'no CPU pinning'}`,
  );
  await recreateDatabase(DB_URL);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-bench-'));
  const apiPort = await freePort();
  const apiEnv = {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DB_URL,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_IP_RATE_LIMIT: '1000000',
    REGISTER_RATE_LIMIT: '1000000',
    BOOKING_RATE_LIMIT: '1000000',
    ...BENCH_BUSINESS_ENV,
  };
  const api = startProcess(['backend/dist/main.js'], apiEnv);
  let uncached;
  let bare;
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${apiUrl}/api/health`, api);
    await seedRows();
    const studentToken = await seedStudent(apiUrl);
    const studentHeaders = { authorization: `Bearer ${studentToken}` };
    // The same API with its 1-second list cache off: every request runs the queries, as the bare server does.
    const uncachedPort = await freePort();
    uncached = startProcess(['backend/dist/main.js'], {
      ...apiEnv,
      PORT: String(uncachedPort),
      LIST_CACHE_MS: '0',
    });
    const uncachedUrl = `http://127.0.0.1:${uncachedPort}`;
    await waitFor(`${uncachedUrl}/api/health`, uncached);

    const barePort = await freePort();
    bare = startProcess(['scripts/bench-bare-server.mjs'], {
      PORT: String(barePort),
      DB_URL,
      JWT_SECRET: apiEnv.JWT_SECRET,
    });
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareUrl}/health`, bare);

    const results = await compareLists({ apiUrl, uncachedUrl, bareUrl, studentHeaders, api });
    await stop(bare);
    await stop(uncached);

    if (api.child.exitCode !== null || api.child.signalCode !== null)
      throw new Error(`the API server exited:\n${api.log()}`);
    const { healthIdle, loginS, healthBusyS } = await floodLogins(apiUrl);
    console.info('\nResults');
    for (const { ours, raw, base } of results) {
      console.info(ours.line);
      console.info(raw.line);
      console.info(base.line);
      const ratio = ours.rps / base.rps;
      console.info(
        `${''.padEnd(44)} ratio ${fmt(ratio, 2)} of bare (target ≥ ${fmt(TARGET, 2)}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}; ` +
          `without the list cache ${fmt(raw.rps / base.rps, 2)}\n`,
      );
    }
    console.info(loginS.line.replace('req/s', 'logins/s'));
    console.info(healthIdle.line);
    console.info(healthBusyS.line);
    const factor = healthBusyS.p99 / Math.max(healthIdle.p99, 1);
    console.info(
      `${''.padEnd(44)} health p99 under flood = ${fmt(factor, 2)}x idle (target ≤ 2x; idle p99 floored at 1 ms) ${factor <= 2 ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await stop(bare);
    await stop(uncached);
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
