// What the benchmark scripts (bench-api, bench-pages, bench-rush, bench-reminders) share: starting the servers under test
// (pinned to CPU 0 when `taskset` exists, the load generator to CPU 1), waiting for them, stopping them,
// and recreating their MariaDB/MySQL database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `require` of the backend's dependencies (mysql2, jsonwebtoken, esbuild, …). */
export const backendRequire = createRequire(path.join(root, 'backend/package.json'));

export const canPin = cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
export const SERVER_CPU = '0';
export const LOADGEN_CPU = '1';

/** Pins this process (the load generator) to CPU 1, when it can. */
export function pinSelf() {
  if (!canPin) return;
  // -a: every thread of this process (autocannon's sockets and Node's worker threads).
  spawnSync('taskset', ['-a', '-p', '-c', LOADGEN_CPU, String(process.pid)], { stdio: 'ignore' });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `node <args>` from the root with `env` added; pinned to CPU 0 when `pin` (and it can be). Its output is
 * kept (the last `keepLog` characters) for the error of a server that does not come up.
 */
export function startProcess(args, env, { pin = true, keepLog = Infinity } = {}) {
  const pinned = pin && canPin;
  const cmd = pinned ? 'taskset' : process.execPath;
  const argv = pinned ? ['-c', SERVER_CPU, process.execPath, ...args] : args;
  const child = spawn(cmd, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d) => {
    log += d;
    if (log.length > keepLog) log = log.slice(-keepLog);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, log: () => log };
}

/** Waits until `url` answers 2xx (the server's log in the error when it exits or never answers). */
export async function waitFor(url, proc, { timeoutMs = 60_000, everyMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`server exited:\n${proc.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer:\n${proc.log()}`);
}

/** SIGTERM, then SIGKILL after 5 s. */
export async function stop(proc) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((r) => proc.child.once('exit', r));
  proc.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
}

/** Drops and creates the database of `dbUrl` (never `test` or `mysql`). */
export async function recreateDatabase(dbUrl) {
  const mysql = backendRequire('mysql2/promise');
  const url = new URL(dbUrl);
  const name = url.pathname.slice(1);
  if (!/^\w+$/.test(name) || name === 'test' || name === 'mysql')
    throw new Error(`refusing to recreate "${name}"`);
  url.pathname = '/';
  const conn = await mysql.createConnection({ uri: url.toString() });
  await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
}

/**
 * Builds the backend (backend/dist) when it is missing, or always with `force`; exits with the build's
 * status on a failure.
 */
export function ensureBackendBuilt({ force = false } = {}) {
  if (!force && existsSync(path.join(root, 'backend/dist/main.js'))) return;
  console.info('Building the backend…');
  const build = spawnSync(process.execPath, ['scripts/build-backend.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * Production refuses placeholder business and GST seller details, and runs only with a key for the
 * health answers (HEALTH_DATA_KEY): benchmark values (a fresh key per run).
 */
export const BENCH_BUSINESS_ENV = {
  HEALTH_DATA_KEY: randomBytes(32).toString('base64'),
  BUSINESS_LEGAL_NAME: 'Bench Wellness Private Limited',
  BUSINESS_ADDRESS_LINE1: 'Bench House',
  BUSINESS_ADDRESS_LINE2: '',
  BUSINESS_POSTAL_CODE: '201301',
  BUSINESS_PHONE: '+91 98111 00001',
  BUSINESS_WHATSAPP: '',
  BUSINESS_EMAIL: 'bench@bench-wellness.in',
  BUSINESS_SOCIAL: '',
  GRIEVANCE_NAME: 'Bench Officer',
  GRIEVANCE_EMAIL: 'grievance@bench-wellness.in',
  GRIEVANCE_PHONE: '+91 98111 00002',
  GST_LEGAL_NAME: 'Bench Wellness Private Limited',
  GST_ADDRESS: 'Bench House, Noida, Uttar Pradesh 201301, India',
  GSTIN: '09AABCB5678K1Z7',
  GST_LUT_NO: 'AD0904260000001',
};
