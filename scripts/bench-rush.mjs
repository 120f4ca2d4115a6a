#!/usr/bin/env node
// `npm run bench:rush`: the 06:00 rush (issue 25, docs/video.md). RUSH_STUDENTS (default 2,000) signed-in
// students press Join for one class within RUSH_SECONDS (default 60), spread over two API instances on
// MariaDB/MySQL and Redis, with the local Zoom fake (libs/testing/src/fake-zoom.ts) answering every call
// in RUSH_ZOOM_DELAY_MS (default 300 ms). The worst case: no student was registered ahead (the instances run
// with JOBS=off, so neither the meetings job nor the registration-ahead job runs): the first joins make the
// meeting, every join registers its student. Prints: every join answered with the student's own link (checked
// against the fake's registrants), p50 / p99 / max latency, and the calls Zoom received (at most one
// registration per student). A script that prints figures, not a test.
//
// Env: RUSH_DB_URL (default mysql://root@127.0.0.1:3306/yoga_rush; dropped and recreated), RUSH_REDIS_URL
// (default redis://127.0.0.1:6379; keys under a fresh REDIS_PREFIX), RUSH_STUDENTS, RUSH_SECONDS,
// RUSH_ZOOM_DELAY_MS. Needs a built backend (`npx nx run backend:build`; built here when missing).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'backend/package.json'));
const mysql = require('mysql2/promise');
const jwt = require('jsonwebtoken');
const esbuild = require('esbuild');

const DB_URL = process.env.RUSH_DB_URL ?? 'mysql://root@127.0.0.1:3306/yoga_rush';
const REDIS_URL = process.env.RUSH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = Number(process.env.RUSH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const ZOOM_DELAY_MS = Number(process.env.RUSH_ZOOM_DELAY_MS ?? 300);
const ADMIN = { email: 'rush-admin@yoga.test', password: 'rush-admin-password-2026' };
const JWT_SECRET = randomBytes(48).toString('base64url');

for (const [name, value] of [
  ['RUSH_STUDENTS', STUDENTS],
  ['RUSH_SECONDS', SECONDS],
]) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function startProcess(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-20_000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-20_000)));
  return { child, log: () => log };
}

async function waitFor(url, proc) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer:\n${proc.log()}`);
}

async function stop(proc) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
}

async function recreateDatabase() {
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name) || name === 'test' || name === 'mysql')
    throw new Error(`refusing to recreate "${name}"`);
  url.pathname = '/';
  const conn = await mysql.createConnection({ uri: url.toString() });
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
}

/** The Zoom fake is TypeScript (the backend's tests use it): bundled to a temporary module here. */
async function loadFakeZoom(dir) {
  const out = path.join(dir, 'fake-zoom.mjs');
  await esbuild.build({
    entryPoints: [path.join(root, 'libs/testing/src/fake-zoom.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return (await import(pathToFileURL(out).href)).FakeZoom;
}

/** Students in their free trial (entitled), inserted in bulk: signing 2,000 up through the API is not the test. */
async function insertStudents() {
  const conn = await mysql.createConnection({ uri: DB_URL });
  const rows = Array.from({ length: STUDENTS }, (_, i) => [
    `Rush Student ${i + 1}`,
    `rush${i + 1}@students.test`,
    '9811100000',
    // No password sign-in in this run: the students hold tokens minted with the instances' JWT_SECRET.
    '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNoLW5vdC1hLXJlYWwtaGFzaA',
    'user',
    'Active',
    `RUSH${String(i + 1).padStart(6, '0')}`,
  ]);
  for (let i = 0; i < rows.length; i += 500)
    await conn.query(
      'INSERT INTO users (name, email, phone, password_hash, role, status, referral_code) VALUES ?',
      [rows.slice(i, i + 500)],
    );
  const [ids] = await conn.query(
    "SELECT id, email, token_version AS tv FROM users WHERE email LIKE 'rush%@students.test' ORDER BY id",
  );
  await conn.end();
  // The same claims the API signs at sign-in ({ sub, tv } and a token id).
  return ids.map((u) => ({
    id: u.id,
    email: u.email,
    token: jwt.sign({ sub: u.id, tv: u.tv }, JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: '2h',
      jwtid: randomUUID(),
    }),
  }));
}

/** The IST date and time `minutes` from now (rounded up to the minute). */
function istIn(minutes) {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

async function main() {
  const mainJs = path.join(root, 'backend/dist/main.js');
  if (!existsSync(mainJs)) {
    console.info('Building the backend…');
    const build = spawnSync('npx', ['tsc', '-p', 'backend/tsconfig.build.json'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.info(
    `Rush: ${STUDENTS} students within ${SECONDS} s, two instances on ${DB_URL.replace(/\/\/[^@]*@/, '//***@')} and Redis, Zoom fake answering in ${ZOOM_DELAY_MS} ms`,
  );
  await recreateDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-rush-'));
  const FakeZoom = await loadFakeZoom(dir);
  const zoom = await new FakeZoom(
    'acct_RUSH',
    'client_RUSH',
    'client-secret-rush',
    'webhook-secret-rush',
  ).start();
  zoom.delayMs = ZOOM_DELAY_MS;

  const env = (port) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_URL,
    DATA_DIR: dir,
    REDIS_URL,
    JOBS: 'off',
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: 'Rush Admin',
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_IP_RATE_LIMIT: '1000000',
    ...zoom.env(),
    // Production refuses placeholder business details: benchmark values.
    BUSINESS_LEGAL_NAME: 'Rush Wellness Private Limited',
    BUSINESS_ADDRESS_LINE1: 'Rush House',
    BUSINESS_ADDRESS_LINE2: '',
    BUSINESS_POSTAL_CODE: '201301',
    BUSINESS_PHONE: '+91 98111 00001',
    BUSINESS_WHATSAPP: '',
    BUSINESS_EMAIL: 'rush@rush-wellness.in',
    BUSINESS_SOCIAL: '',
    GRIEVANCE_NAME: 'Rush Officer',
    GRIEVANCE_EMAIL: 'grievance@rush-wellness.in',
    GRIEVANCE_PHONE: '+91 98111 00002',
    GST_LEGAL_NAME: 'Rush Wellness Private Limited',
    GST_ADDRESS: 'Rush House, Noida, Uttar Pradesh 201301, India',
    GSTIN: '09AABCB5678K1Z7',
    GST_LUT_NO: 'AD0904260000001',
  });
  const ports = [await freePort(), await freePort()];
  const prefix = `rush-${randomBytes(4).toString('hex')}:`;
  const instances = [];
  try {
    // The first instance migrates the database; the second starts on it.
    for (const port of ports) {
      const proc = startProcess(['backend/dist/main.js'], { ...env(port), REDIS_PREFIX: prefix });
      instances.push(proc);
      await waitFor(`http://127.0.0.1:${port}/api/health`, proc);
    }
    const urls = ports.map((p) => `http://127.0.0.1:${p}`);
    const students = await insertStudents();
    const login = await fetch(`${urls[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
    const { token: admin } = await login.json();
    // A class starting in 6 minutes: its join window (15 minutes before) is open; no link of its own.
    const when = istIn(6);
    const made = await fetch(`${urls[0]}/api/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ title: '06:00 Rush', ...when }),
    });
    if (!made.ok) throw new Error(`class: ${made.status} ${await made.text()}`);
    const { id: classId } = await made.json();
    zoom.requests.length = 0;
    const tokensBefore = zoom.tokensIssued;

    console.info(`Class ${classId} at ${when.date} ${when.time} IST; the rush starts…`);
    const results = new Array(students.length);
    const spread = SECONDS * 1000;
    const started = Date.now();
    await Promise.all(
      students.map(
        (s, i) =>
          new Promise((resolve) => {
            // Uniformly random press times within the window, alternating instances (a load balancer).
            setTimeout(async () => {
              const t0 = performance.now();
              try {
                const res = await fetch(`${urls[i % 2]}/api/classes/${classId}/join`, {
                  method: 'POST',
                  headers: { authorization: `Bearer ${s.token}` },
                });
                const body = await res.json().catch(() => ({}));
                results[i] = {
                  status: res.status,
                  url: body.url,
                  ms: performance.now() - t0,
                  body,
                };
              } catch (error) {
                results[i] = {
                  status: 0,
                  url: undefined,
                  ms: performance.now() - t0,
                  body: String(error),
                };
              }
              resolve();
            }, Math.random() * spread);
          }),
      ),
    );
    const wall = (Date.now() - started) / 1000;

    // Each student's own link: the registrant link the fake handed out for their email.
    const own = new Map();
    for (const list of zoom.registrants.values())
      for (const r of list) own.set(r.email.toLowerCase(), r.join_url);
    let ok = 0;
    let wrong = 0;
    const failures = new Map();
    for (const [i, r] of results.entries()) {
      if (r.status !== 200) {
        const key = `${r.status} ${r.body?.code ?? r.body}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        continue;
      }
      if (r.url && r.url === own.get(students[i].email)) ok++;
      else wrong++;
    }
    const distinct = new Set(results.filter((r) => r.status === 200).map((r) => r.url)).size;
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    const registrantCalls = zoom.calls('POST', /\/registrants$/);
    const maxPerStudent = Math.max(0, ...zoom.registrantCalls.values());
    const meetingCalls = zoom.calls('POST', /\/meetings$/);
    const f = (n) => n.toFixed(0).padStart(6);

    console.info('\nResults');
    console.info(
      `Joins answered 200 with the student's own link  ${ok} of ${students.length}${wrong ? `   (${wrong} with another link!)` : ''}`,
    );
    console.info(`Distinct links handed out                      ${distinct}`);
    if (failures.size)
      console.info(
        `Refused or failed                              ${JSON.stringify(Object.fromEntries(failures))}`,
      );
    console.info(
      `Latency (ms)                                   p50 ${f(percentile(ms, 50))}   p99 ${f(percentile(ms, 99))}   max ${f(ms.at(-1) ?? 0)}`,
    );
    console.info(`Wall time of the rush                          ${wall.toFixed(1)} s`);
    console.info(
      `Calls Zoom received                            ${zoom.requests.length} API calls: ${registrantCalls} registrations (at most ${maxPerStudent} for one student), ${meetingCalls} meeting made; ${zoom.tokensIssued - tokensBefore} OAuth tokens`,
    );
    const pass = ok === students.length && maxPerStudent <= 1 && meetingCalls <= 1;
    console.info(
      pass ? '\nOK: every join got its own link; at most one Zoom call per student.' : '\nFAILED',
    );
    if (!pass) process.exitCode = 1;
  } finally {
    for (const proc of instances) await stop(proc);
    await zoom.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
