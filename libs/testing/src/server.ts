import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export const TEST_ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-Admin-pass-2026',
  name: 'Asha Admin',
} as const;

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Lines the server printed (for debugging a failed test). */
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server (`backend/dist/main.js`, as `npm start` runs it) on a free port with a
 * fresh embedded database, or on MySQL when DB_URL is set. The builds must exist (`npm run build`).
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_NAME: TEST_ADMIN.name,
      LOG_REQUESTS: 'false',
      // Abuse limits out of the way of scripted flows (one client IP registers and books a lot).
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_IP_RATE_LIMIT: '10000',
      LOGIN_ACCOUNT_RATE_LIMIT: '10000',
      // Stopped at once (no load balancer to drain for).
      SHUTDOWN_DRAIN_MS: '0',
      REGISTER_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '10000',
      MAX_OPEN_DEMO_BOOKINGS: '1000',
      // Links in emails (reset, sign-in) point at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ACCOUNT_IP_LIMIT: '1000',
      ACCOUNT_MAIL_LIMIT: '1000',
      CODE_CHECK_ACCOUNT_LIMIT: '1000',
      CODE_CHECK_IP_LIMIT: '1000',
      // Push subscriptions of the browser tests point at this machine (no push service, no DNS needed).
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A safety net, not a timing check: on a busy 2-core machine (a build beside the suites) a server took
  // more than 60 s to answer its first health check.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** True when `file` is a whole SQLite database: its header's page count times its page size is its length. */
function wholeSqliteFile(file: string): boolean {
  const bytes = readFileSync(file);
  if (bytes.length < 100 || bytes.subarray(0, 16).toString('latin1') !== 'SQLite format 3\0')
    return false;
  const raw = bytes.readUInt16BE(16);
  const pageSize = raw === 1 ? 65_536 : raw;
  return bytes.readUInt32BE(28) * pageSize === bytes.length;
}

/**
 * Copies a running server's data folder for another server. The embedded database is rewritten whole
 * after each write (in the background too: jobs), so a copy taken mid-write is cut short: it is taken
 * again until its database is whole.
 */
export async function copyDataDir(from: string, to: string): Promise<void> {
  const database = path.join(to, 'yoga.sqlite');
  for (let attempt = 1; ; attempt++) {
    cpSync(from, to, { recursive: true });
    if (!existsSync(database) || wholeSqliteFile(database)) return;
    if (attempt === 50) throw new Error(`${database}: no whole copy after ${attempt} tries`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs SQL statements on a stopped server's (or a copied data folder's) embedded database file, for a
 * state no API can make in a browser test's time (weeks of practice days): the next server started on the
 * folder reads it. Embedded database only (not with DB_URL).
 */
export async function runOnEmbeddedDatabase(
  dataDir: string,
  statements: { sql: string; params?: (string | number | null)[] }[],
): Promise<void> {
  const file = path.join(dataDir, 'yoga.sqlite');
  // sql.js is the backend's embedded database engine (commonjs).
  const { default: initSqlJs } = await import('sql.js');
  const SQL = await initSqlJs();
  const db = new SQL.Database(readFileSync(file));
  try {
    for (const { sql, params } of statements) db.run(sql, params ?? []);
    writeFileSync(file, db.export());
  } finally {
    db.close();
  }
}
