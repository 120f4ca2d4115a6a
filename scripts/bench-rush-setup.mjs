// What `npm run bench:rush` (bench-rush.mjs) sets up around the rush: the Zoom fake, the students and their
// tokens, the class's regulars and the registration-ahead run, and the instances' CPU time.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { backendRequire, root, startProcess } from './bench-support.mjs';

const require = backendRequire;
const mysql = require('mysql2/promise');
const jwt = require('jsonwebtoken');
const esbuild = require('esbuild');

/** The Zoom fake is TypeScript (the backend's tests use it): bundled to a temporary module here. */
export async function loadFakeZoom(dir) {
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
export async function insertStudents(dbUrl, count, jwtSecret) {
  const conn = await mysql.createConnection({ uri: dbUrl });
  const rows = Array.from({ length: count }, (_, i) => [
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
    token: jwt.sign({ sub: u.id, tv: u.tv }, jwtSecret, {
      algorithm: 'HS256',
      expiresIn: '2h',
      jwtid: randomUUID(),
    }),
  }));
}

/** The IST date and time `minutes` from now (rounded up to the minute). */
export function istIn(minutes) {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return { date: ist.slice(0, 10), time: ist.slice(11, 16) };
}

/**
 * Makes the class one of a timetable slot whose class a week ago every student joined (attendance rows):
 * the slot's regulars, whom the registration-ahead job registers two hours before.
 */
export async function makeRegulars(dbUrl, classId, pastClassId, students, when) {
  const conn = await mysql.createConnection({ uri: dbUrl });
  const [[{ slot }]] = await conn.query('SELECT COALESCE(MIN(id), 1) AS slot FROM timetable_slots');
  const weekAgo = new Date(Date.parse(`${when.date}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await conn.query('UPDATE classes SET slot_id = ? WHERE id = ?', [slot, classId]);
  await conn.query('UPDATE classes SET slot_id = ?, date = ? WHERE id = ?', [
    slot,
    weekAgo,
    pastClassId,
  ]);
  const joinedAt = new Date(Date.now() - 7 * 86_400_000);
  for (let i = 0; i < students.length; i += 1000)
    await conn.query('INSERT INTO attendance (user_id, class_id, joined_at) VALUES ?', [
      students.slice(i, i + 1000).map((s) => [s.id, pastClassId, joinedAt]),
    ]);
  await conn.end();
}

/**
 * The jobs as a worker would run them at 04:00, in a process of their own (the built app, JOBS=off so no
 * other job runs): the meetings job, then the registration-ahead job. Answers what the latter did.
 */
export async function runAhead(dir, env) {
  const runner = path.join(dir, 'ahead.mjs');
  writeFileSync(
    runner,
    `import { createRequire } from 'node:module';
const require = createRequire(${JSON.stringify(path.join(root, 'backend/package.json'))});
require('reflect-metadata');
const { NestFactory } = require('@nestjs/core');
const dist = ${JSON.stringify(pathToFileURL(path.join(root, 'backend/dist')).href)};
const { AppModule } = await import(dist + '/app.module.js');
const { loadConfig } = await import(dist + '/app.config.js');
const { environment } = await import(dist + '/config/env.js');
const { JobsService } = await import(dist + '/common/jobs/jobs.service.js');
const { RegistrationsAheadService } = await import(dist + '/modules/video/registrations-ahead.service.js');
const app = await NestFactory.createApplicationContext(
  AppModule.forRoot(loadConfig(environment({ JOBS: 'off' }))),
  { logger: ['error', 'warn'] },
);
await app.get(JobsService).runNow('video.meetings');
const t0 = Date.now();
const result = await app.get(RegistrationsAheadService).registerAhead(new Date());
console.log('AHEAD ' + JSON.stringify({ ...result, seconds: (Date.now() - t0) / 1000 }));
await app.close();
process.exit(0);
`,
  );
  const proc = startProcess([runner], env, { pin: false, keepLog: 20_000 });
  const code = await new Promise((resolve) => proc.child.once('exit', resolve));
  const line = proc
    .log()
    .split('\n')
    .find((l) => l.startsWith('AHEAD '));
  if (code !== 0 || !line) throw new Error(`registration ahead failed (${code}):\n${proc.log()}`);
  return JSON.parse(line.slice('AHEAD '.length));
}

/** CPU time (ms, user + system) a process has used so far (Linux /proc; null elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
