#!/usr/bin/env node
// `npm run bench:reminders`: one lakh class reminders at 06:00 (issue 33, docs/performance.md "06:00").
// REMINDER_STUDENTS (default 100,000) students in their trial, each booked into one of the 06:00 classes
// (REMINDER_CLASSES, default 6, starting a few minutes from now: their reminders are due at once) and taking
// WhatsApp reminders, on MariaDB/MySQL and Redis, with REMINDER_INSTANCES (default 3) API instances running
// the jobs (JOBS=on: the reminders scan and the sender) and a local fake of the WhatsApp Cloud API that
// records every request's arrival. The instances send at REMINDER_RATE_PER_S (default 1,000: the Cloud API's
// upgraded throughput; WHATSAPP_RATE_PER_S of the instances).
//
// Prints the figures, and as its last line one JSON object: {"students", "queued_s", "sent", "duplicates",
// "max_rate_per_s", "configured_rate_per_s", "errors"}: queued_s from the moment the classes' reminders are
// due (the instances running) to every reminder in the outbox, the wait for the next scan (at most 5 s)
// included; sent, the requests the fake answered 200; duplicates, reminders a student got more
// than once; max_rate_per_s, the busiest second at the fake. A script that prints figures, not a test.
//
// Env: REMINDER_DB_URL (default mysql://root@127.0.0.1:3306/yoga_reminders; dropped and recreated),
// REMINDER_REDIS_URL (default redis://127.0.0.1:6379; keys under a fresh REDIS_PREFIX), REMINDER_STUDENTS,
// REMINDER_CLASSES, REMINDER_INSTANCES, REMINDER_RATE_PER_S, REMINDER_TIMEOUT_S (default: twice the sending
// time at the rate, plus two minutes). Needs a built backend (built here when missing).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backendRequire,
  BENCH_BUSINESS_ENV,
  ensureBackendBuilt,
  freePort,
  recreateDatabase,
  startProcess,
  stop,
  waitFor,
} from './bench-support.mjs';

const mysql = backendRequire('mysql2/promise');

const DB_URL = process.env.REMINDER_DB_URL ?? 'mysql://root@127.0.0.1:3306/yoga_reminders';
const REDIS_URL = process.env.REMINDER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const STUDENTS = Number(process.env.REMINDER_STUDENTS ?? 100_000);
const CLASSES = Number(process.env.REMINDER_CLASSES ?? 6);
const INSTANCES = Number(process.env.REMINDER_INSTANCES ?? 3);
const RATE = Number(process.env.REMINDER_RATE_PER_S ?? 1000);
const TIMEOUT_S = Number(process.env.REMINDER_TIMEOUT_S ?? Math.ceil((2 * STUDENTS) / RATE) + 120);
const ADMIN = { email: 'reminders-admin@yoga.test', password: 'reminders-admin-password-2026' };
/** How often the instances' reminders scan runs (queued_s includes the wait for the next one). */
const SCAN_S = 5;
const WA = { token: 'bench-whatsapp-token', phoneNumberId: '1000000001' };

for (const [name, value] of [
  ['REMINDER_STUDENTS', STUDENTS],
  ['REMINDER_CLASSES', CLASSES],
  ['REMINDER_INSTANCES', INSTANCES],
  ['REMINDER_RATE_PER_S', RATE],
  ['REMINDER_TIMEOUT_S', TIMEOUT_S],
]) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The WhatsApp Cloud API's `POST /{phone-number-id}/messages`, answering 200 and noting each arrival. */
async function startFakeWhatsapp() {
  const arrivals = [];
  const perRecipient = new Map();
  let n = 0;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== `/${WA.phoneNumberId}/messages`) {
        res.writeHead(404).end();
        return;
      }
      arrivals.push(Date.now());
      const body = JSON.parse(raw);
      const key = `${body.to}|${body.template?.name}`;
      perRecipient.set(key, (perRecipient.get(key) ?? 0) + 1);
      n += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.BENCH${n}` }],
        }),
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    arrivals,
    perRecipient,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The IST date and time `minutes` from now (rounded up to the minute). */
function istIn(minutes) {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

/**
 * Students in their trial who take WhatsApp reminders, each booked into one of `classIds` (round robin),
 * inserted in bulk: signing one lakh students up through the API is not what is measured.
 */
async function insertStudents(conn, classIds, when) {
  const CHUNK = 2000;
  for (let from = 0; from < STUDENTS; from += CHUNK) {
    const to = Math.min(STUDENTS, from + CHUNK);
    const users = [];
    for (let i = from; i < to; i++)
      users.push([
        `Reminder Student ${i + 1}`,
        `r${i + 1}@students.test`,
        `+9190${String(i + 1).padStart(8, '0')}`,
        '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNoLW5vdC1hLXJlYWwtaGFzaA',
        'user',
        'Active',
        `REM${String(i + 1).padStart(7, '0')}`,
        i % 3 === 0 ? 'hi' : 'en',
      ]);
    await conn.query(
      'INSERT INTO users (name, email, phone, password_hash, role, status, referral_code, language) VALUES ?',
      [users],
    );
    const [ids] = await conn.query(
      'SELECT id, name, email, phone FROM users WHERE email IN (?) ORDER BY id',
      [users.map((u) => u[1])],
    );
    await conn.query(
      'INSERT INTO consent_events (user_id, channel, purpose, granted, source) VALUES ?',
      [ids.map((u) => [u.id, 'whatsapp', 'class_reminders', true, 'bench'])],
    );
    await conn.query(
      'INSERT INTO bookings (user_id, class_id, type, name, email, phone, preferred_date, preferred_time, status) VALUES ?',
      [
        ids.map((u, k) => [
          u.id,
          classIds[(from + k) % classIds.length],
          'class',
          u.name,
          u.email,
          u.phone,
          when.date,
          when.time,
          'booked',
        ]),
      ],
    );
    if (to % 20_000 === 0 || to === STUDENTS) console.info(`  ${to} students booked`);
  }
}

/**
 * The admin's CLASSES classes, an hour away while the students are booked and the instances start (no
 * reminder due yet), made through the API of the set-up instance at `base`: their ids and time.
 */
async function makeClasses(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin sign-in: ${login.status} ${await login.text()}`);
  const { token } = await login.json();
  // Classes an hour away while the students are booked and the instances start (no reminder due yet);
  // then moved to 8 minutes from now (their reminders due at once): the next scan finds one lakh.
  const when = istIn(60);
  const classIds = [];
  for (let i = 0; i < CLASSES; i++) {
    const made = await fetch(`${base}/api/classes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `06:00 Hatha ${i + 1}`,
        ...when,
        link: 'https://meet.example.in/hatha-0600',
      }),
    });
    if (!made.ok) throw new Error(`class: ${made.status} ${await made.text()}`);
    classIds.push((await made.json()).id);
  }
  return { classIds, when };
}

/**
 * Polls the outbox until every reminder is sent or failed (or TIMEOUT_S after `up`): the counts, and when
 * every reminder had been queued (null: not all were).
 */
async function waitForReminders(conn, up) {
  let queuedAt = null;
  let counts = { queued: 0, sent: 0, failed: 0 };
  const deadline = up + TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    const [[row]] = await conn.query(
      `SELECT COUNT(*) AS queued, SUM(status = 'sent') AS sent,
                SUM(status IN ('failed', 'not_sent_no_provider', 'skipped_no_consent')) AS failed
         FROM outbox_messages WHERE event = 'class_reminder'`,
    );
    counts = {
      queued: Number(row.queued),
      sent: Number(row.sent ?? 0),
      failed: Number(row.failed ?? 0),
    };
    if (queuedAt === null && counts.queued >= STUDENTS) queuedAt = Date.now();
    if (counts.sent + counts.failed >= STUDENTS) break;
    await sleep(500);
  }
  return { counts, queuedAt };
}

/**
 * Prints what the fake received (duplicates, the busiest second) against the outbox's counts and, as the
 * last line, the JSON summary; exit code 1 on an error, a duplicate or a rate above RATE.
 */
function report(wa, { counts, queuedAt, up, done }) {
  const perSecond = new Map();
  for (const at of wa.arrivals) {
    const s = Math.floor(at / 1000);
    perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
  }
  const maxRate = Math.max(0, ...perSecond.values());
  const duplicates = [...wa.perRecipient.values()].reduce((a, c) => a + Math.max(0, c - 1), 0);
  const sentSeconds = wa.arrivals.length
    ? (Math.max(...wa.arrivals) - Math.min(...wa.arrivals)) / 1000
    : 0;
  const errors = STUDENTS - counts.sent;
  console.info('\nResults');
  console.info(`Reminders queued            ${counts.queued} of ${STUDENTS}`);
  console.info(
    `Queued within              ${queuedAt === null ? 'not all' : `${((queuedAt - up) / 1000).toFixed(1)} s`} of the reminders being due`,
  );
  console.info(
    `Sent (outbox)              ${counts.sent}; the fake received ${wa.arrivals.length}`,
  );
  console.info(`Duplicates at the fake     ${duplicates}`);
  console.info(
    `Sending                    ${sentSeconds.toFixed(1)} s; busiest second ${maxRate} (rate ${RATE}/s); all done ${((done - up) / 1000).toFixed(1)} s after start`,
  );
  console.info(
    JSON.stringify({
      students: STUDENTS,
      queued_s: queuedAt === null ? null : Number(((queuedAt - up) / 1000).toFixed(1)),
      sent: counts.sent,
      duplicates,
      max_rate_per_s: maxRate,
      configured_rate_per_s: RATE,
      errors,
    }),
  );
  if (errors || duplicates || maxRate > RATE) process.exitCode = 1;
}

async function main() {
  ensureBackendBuilt();
  console.info(
    `Reminders: ${STUDENTS} students in ${CLASSES} classes, ${INSTANCES} instances on ${DB_URL.replace(/\/\/[^@]*@/, '//***@')} and Redis, WhatsApp at ${RATE}/s`,
  );
  await recreateDatabase(DB_URL);
  const dir = mkdtempSync(path.join(tmpdir(), 'yoga-reminders-'));
  const wa = await startFakeWhatsapp();
  const prefix = `reminders-${randomBytes(4).toString('hex')}:`;
  const jwtSecret = randomBytes(48).toString('base64url');
  const env = (port, jobs) => ({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_URL,
    DATA_DIR: dir,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    JOBS: jobs,
    JWT_SECRET: jwtSecret,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: 'Reminders Admin',
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    LOG_LEVEL: 'warn',
    WHATSAPP_TOKEN: WA.token,
    WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
    WHATSAPP_API_URL: wa.url,
    WHATSAPP_RATE_PER_S: String(RATE),
    MESSAGES_SCAN_SECONDS: String(SCAN_S),
    ...BENCH_BUSINESS_ENV,
  });
  const instances = [];
  const conn = await mysql.createConnection({ uri: DB_URL });
  try {
    // Set up with one instance without jobs (migrations, the admin, the classes), then stop it.
    const setupPort = await freePort();
    const setup = startProcess(['backend/dist/main.js'], env(setupPort, 'off'), {
      pin: false,
      keepLog: 20_000,
    });
    await waitFor(`http://127.0.0.1:${setupPort}/api/health`, setup, { timeoutMs: 120_000 });
    // Classes an hour away while the students are booked and the instances start (no reminder due yet);
    // then moved to 8 minutes from now (their reminders due at once): the next scan finds one lakh.
    const { classIds, when } = await makeClasses(`http://127.0.0.1:${setupPort}`);
    await stop(setup);
    console.info(
      `Booking ${STUDENTS} students into classes ${classIds.join(', ')} at ${when.time} IST…`,
    );
    await insertStudents(conn, classIds, when);

    // The instances, with the jobs: the scan queues, every instance's sender sends.
    const started = Date.now();
    for (let i = 0; i < INSTANCES; i++) {
      const port = await freePort();
      const proc = startProcess(['backend/dist/main.js'], env(port, 'on'), {
        pin: false,
        keepLog: 20_000,
      });
      instances.push(proc);
      await waitFor(`http://127.0.0.1:${port}/api/health`, proc, { timeoutMs: 120_000 });
    }
    console.info(`${INSTANCES} instances up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const soon = istIn(8);
    await conn.query('UPDATE classes SET date = ?, time = ? WHERE id IN (?)', [
      soon.date,
      soon.time,
      classIds,
    ]);
    await conn.query(
      'UPDATE bookings SET preferred_date = ?, preferred_time = ? WHERE class_id IN (?)',
      [soon.date, soon.time, classIds],
    );
    const up = Date.now();
    console.info(
      `Classes moved to ${soon.time} IST: their reminders are due (the scan runs every ${SCAN_S} s); waiting…`,
    );
    const { counts, queuedAt } = await waitForReminders(conn, up);
    const done = Date.now();
    // A last look for a late duplicate.
    await sleep(2000);

    report(wa, { counts, queuedAt, up, done });
  } finally {
    for (const proc of instances) await stop(proc);
    await conn.end();
    await wa.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
