#!/usr/bin/env node
// `npm run bench:rush`: the 06:00 rush (issues 25 and 33, docs/video.md, docs/performance.md "06:00").
// RUSH_STUDENTS (default 2,000) signed-in students press Join for one class within RUSH_SECONDS (default
// 60), spread over RUSH_INSTANCES (default 3) API instances on MariaDB/MySQL and Redis, with the local Zoom
// fake (libs/testing/src/fake-zoom.ts) answering every call in RUSH_ZOOM_DELAY_MS (default 300 ms) and, with
// RUSH_ZOOM_RATE_PER_S set, at most that many calls a second (429 with Retry-After beyond).
//
// RUSH_AHEAD=1 (default): the class is a class of a timetable slot every student joined last week, and the
// registration-ahead job runs before the rush, as it would at 04:00 (the meetings job made the meeting, the
// job registers the slot's regulars in batches of 30): the joins are answered from the database.
// RUSH_AHEAD=0: today's worst case: no meeting and no student registered ahead (the instances run with
// JOBS=off): the first joins make the meeting, every join registers its student.
//
// Prints the figures, and as its last line one JSON object: {"students", "instances", "ahead",
// "answered_own_link", "distinct_links", "p50_ms", "p99_ms", "max_ms", "zoom_calls_during_rush",
// "zoom_calls_total", "meetings_made", "errors"}. A script that prints figures, not a test.
//
// Env: RUSH_DB_URL (default mysql://root@127.0.0.1:3306/yoga_rush; dropped and recreated), RUSH_REDIS_URL
// (default redis://127.0.0.1:6379; keys under a fresh REDIS_PREFIX), RUSH_STUDENTS, RUSH_SECONDS,
// RUSH_INSTANCES, RUSH_AHEAD, RUSH_ZOOM_DELAY_MS, RUSH_ZOOM_RATE_PER_S (default 0: no limit). Needs a built
// backend (`npx nx run backend:build`; built here when missing).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BENCH_BUSINESS_ENV,
  freePort,
  recreateDatabase,
  startProcess,
  stop,
  waitFor,
  ensureBackendBuilt,
} from './bench-support.mjs';
import {
  cpuMs,
  insertStudents,
  istIn,
  loadFakeZoom,
  makeRegulars,
  runAhead,
} from './bench-rush-setup.mjs';

const DB_URL = process.env.RUSH_DB_URL ?? 'mysql://root@127.0.0.1:3306/yoga_rush';
const REDIS_URL = process.env.RUSH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = Number(process.env.RUSH_STUDENTS ?? 2000);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const ZOOM_DELAY_MS = Number(process.env.RUSH_ZOOM_DELAY_MS ?? 300);
const ZOOM_RATE = Number(process.env.RUSH_ZOOM_RATE_PER_S ?? 0);
const INSTANCES = Number(process.env.RUSH_INSTANCES ?? 3);
const AHEAD = (process.env.RUSH_AHEAD ?? '1').trim() !== '0';
const ADMIN = { email: 'rush-admin@yoga.test', password: 'rush-admin-password-2026' };
const JWT_SECRET = randomBytes(48).toString('base64url');

for (const [name, value] of [
  ['RUSH_STUDENTS', STUDENTS],
  ['RUSH_SECONDS', SECONDS],
  ['RUSH_INSTANCES', INSTANCES],
]) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
}

/** An API instance's environment (`port` 0: the registration-ahead run's, which serves nothing). */
function instanceEnv(port, { dir, zoom }) {
  return {
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
    // One class holds every student of the bench (issue 33: a meeting hands out at most its capacity):
    // RUSH_MEETING_CAPACITY below the students measures the overflow's 409s instead.
    ZOOM_MEETING_CAPACITY: process.env.RUSH_MEETING_CAPACITY ?? String(STUDENTS),
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
    HEALTH_DATA_KEY: BENCH_BUSINESS_ENV.HEALTH_DATA_KEY,
  };
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/**
 * The class the students join (its join window open when the rush starts, no link of its own) and, with
 * RUSH_AHEAD, its regulars registered ahead as at 04:00. Answers its id and time.
 */
async function prepareClass(urls, students, { dir, env }) {
  const login = await fetch(`${urls[0]}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
  const { token: admin } = await login.json();
  // A class starting in 6 minutes (registered ahead: in 14, the job's time included): its join window
  // (15 minutes before) is open when the rush starts; no link of its own.
  const when = istIn(AHEAD ? 14 : 6);
  const newClass = async (title) => {
    const made = await fetch(`${urls[0]}/api/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ title, ...when }),
    });
    if (!made.ok) throw new Error(`class: ${made.status} ${await made.text()}`);
    return (await made.json()).id;
  };
  const classId = await newClass('06:00 Rush');
  if (AHEAD) {
    await makeRegulars(DB_URL, classId, await newClass('06:00 Rush, last week'), students, when);
    console.info('Registering ahead (the meetings job, then the registration-ahead job)…');
    const ahead = await runAhead(dir, env(0));
    console.info(
      `Registered ahead: ${ahead.registered} students in ${ahead.batches} batch calls, ${ahead.seconds.toFixed(1)} s (${ahead.failed} failed, ${ahead.slowed} rate-limit answers waited out)`,
    );
  }
  return { classId, when };
}

/** Every student presses Join once, at a random moment of the RUSH_SECONDS window: each answer and its time. */
async function rushJoins(students, urls, classId) {
  const results = new Array(students.length);
  const spread = SECONDS * 1000;
  await Promise.all(
    students.map(
      (s, i) =>
        new Promise((resolve) => {
          // Uniformly random press times within the window, alternating instances (a load balancer).
          setTimeout(async () => {
            const t0 = performance.now();
            try {
              const res = await fetch(`${urls[i % urls.length]}/api/classes/${classId}/join`, {
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
  return results;
}

/**
 * Prints what the rush did (links handed out, latency, the instances' CPU, the calls Zoom received) and, as
 * the last line, the JSON summary; exit code 1 unless every join got its own link with at most one Zoom
 * call per student.
 */
function report(results, students, zoom, { before, wall, cpuUsed }) {
  const { callsBeforeRush, registrantsBefore, tokensBefore } = before;
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
  const callsDuringRush = zoom.requests.length - callsBeforeRush;
  const registrantCalls = zoom.calls('POST', /\/registrants$/);
  const batchCalls = zoom.calls('POST', /\/batch_registrants$/);
  const rushRegistrations = [...zoom.registrantCalls].reduce(
    (n, [email, count]) => n + count - (registrantsBefore.get(email) ?? 0),
    0,
  );
  const maxPerStudent = Math.max(0, ...zoom.registrantCalls.values());
  const meetingCalls = zoom.calls('POST', /\/meetings$/);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
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
  if (cpuUsed !== null)
    console.info(
      `CPU of the API instances                       ${(cpuUsed / 1000).toFixed(1)} s, ${(cpuUsed / students.length).toFixed(1)} ms a join (load-independent)`,
    );
  console.info(
    `Calls Zoom received during the rush            ${callsDuringRush} (${rushRegistrations} registrations); ${zoom.tokensIssued - tokensBefore} OAuth tokens`,
  );
  console.info(
    `Calls Zoom received in all                     ${zoom.requests.length}: ${batchCalls} batch registrations, ${registrantCalls} single registrations (at most ${maxPerStudent} for one student), ${meetingCalls} meeting made${zoom.rateLimited ? `; ${zoom.rateLimited} answered 429` : ''}`,
  );
  const pass = ok === students.length && maxPerStudent <= 1 && meetingCalls <= 1;
  console.info(
    pass ? '\nOK: every join got its own link; at most one Zoom call per student.' : '\nFAILED',
  );
  if (!pass) process.exitCode = 1;
  console.info(
    JSON.stringify({
      students: students.length,
      instances: INSTANCES,
      ahead: AHEAD ? 1 : 0,
      answered_own_link: ok,
      distinct_links: distinct,
      p50_ms: Math.round(percentile(ms, 50)),
      p99_ms: Math.round(percentile(ms, 99)),
      max_ms: Math.round(ms.at(-1) ?? 0),
      zoom_calls_during_rush: callsDuringRush,
      zoom_calls_total: zoom.requests.length,
      meetings_made: meetingCalls,
      errors,
    }),
  );
}

async function main() {
  ensureBackendBuilt();
  console.info(
    `Rush: ${STUDENTS} students within ${SECONDS} s, ${INSTANCES} instances (${AHEAD ? 'registered ahead' : 'nothing ahead'}) on ${DB_URL.replace(/\/\/[^@]*@/, '//***@')} and Redis, Zoom fake answering in ${ZOOM_DELAY_MS} ms${ZOOM_RATE ? `, at most ${ZOOM_RATE} calls/s` : ''}`,
  );
  await recreateDatabase(DB_URL);
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-rush-'));
  const FakeZoom = await loadFakeZoom(dir);
  const zoom = await new FakeZoom(
    'acct_RUSH',
    'client_RUSH',
    'client-secret-rush',
    'webhook-secret-rush',
  ).start();
  zoom.delayMs = ZOOM_DELAY_MS;
  zoom.ratePerSecond = ZOOM_RATE;

  const ports = [];
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort());
  const prefix = `rush-${randomBytes(4).toString('hex')}:`;
  const env = (port) => ({ ...instanceEnv(port, { dir, zoom }), REDIS_PREFIX: prefix });
  const instances = [];
  try {
    // The first instance migrates the database; the second starts on it.
    for (const port of ports) {
      const proc = startProcess(['backend/dist/main.js'], env(port), {
        pin: false,
        keepLog: 20_000,
      });
      instances.push(proc);
      await waitFor(`http://127.0.0.1:${port}/api/health`, proc, {
        timeoutMs: 90_000,
        everyMs: 250,
      });
    }
    const urls = ports.map((p) => `http://127.0.0.1:${p}`);
    const students = await insertStudents(DB_URL, STUDENTS, JWT_SECRET);
    const { classId, when } = await prepareClass(urls, students, { dir, env });
    const cpuBefore = instances.map((p) => cpuMs(p.child.pid));
    const before = {
      callsBeforeRush: zoom.requests.length,
      registrantsBefore: new Map(zoom.registrantCalls),
      tokensBefore: zoom.tokensIssued,
    };

    console.info(`Class ${classId} at ${when.date} ${when.time} IST; the rush starts…`);
    const started = Date.now();
    const results = await rushJoins(students, urls, classId);
    const wall = (Date.now() - started) / 1000;
    const cpuAfter = instances.map((p) => cpuMs(p.child.pid));
    const cpuUsed = cpuAfter.every((v, i) => v !== null && cpuBefore[i] !== null)
      ? cpuAfter.reduce((a, v, i) => a + v - cpuBefore[i], 0)
      : null;
    report(results, students, zoom, { before, wall, cpuUsed });
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
