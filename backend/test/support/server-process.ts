import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(backendDir, '..');
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
export const SERVER_ENTRY = path.join(backendDir, 'dist/main.js');
/** `npm run worker`: the jobs in a process of their own, no HTTP server. */
export const WORKER_ENTRY = path.join(backendDir, 'dist/worker.js');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
      latest = Math.max(latest, statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * The production build of the server (`backend/dist`), compiled first when a source file is newer
 * (Nx builds it before the tests; a direct `npm test -w backend` may not have).
 */
export function ensureBuiltServer(): string {
  const contracts = path.join(repoRoot, 'libs/contracts');
  if (builtAt(path.join(contracts, 'dist/index.js')) < newest(path.join(contracts, 'src')))
    execFileSync(process.execPath, [tsc, '-p', path.join(contracts, 'tsconfig.lib.json')]);
  if (builtAt(SERVER_ENTRY) < newest(path.join(backendDir, 'src')))
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-backend.mjs')]);
  return SERVER_ENTRY;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves once the process has written `text` (to stdout or stderr). */
  waitForOutput: (text: string) => Promise<void>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** Resolves once /api/health answers 200; rejects if the process exits first. */
  healthy: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Spawns `node backend/dist/main.js` (or `entry`, e.g. WORKER_ENTRY) with exactly `env` (plus PATH) on
 * a free port.
 */
export async function startServer(
  env: Record<string, string>,
  {
    ownProcessGroup = false,
    entry = SERVER_ENTRY,
  }: { ownProcessGroup?: boolean; entry?: string } = {},
): Promise<ServerProcess> {
  ensureBuiltServer();
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a test can signal the server and its helper at once (as systemd does).
    detached: ownProcessGroup,
  });
  let output = '';
  const outputWaiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    outputWaiters.forEach((w) => w());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  // 'close' comes after the last output was read ('exit' may come before it).
  const closed = new Promise<number | string>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  /** Resolves once the output holds `text`; rejects (with the output) if the process ends first. */
  const waitForOutput = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        outputWaiters.delete(check);
        resolve();
      };
      outputWaiters.add(check);
      check();
      void closed.then((code) => {
        if (!outputWaiters.has(check)) return;
        outputWaiters.delete(check);
        reject(new Error(`process exited (${code}) before printing "${text}":\n${output}`));
      });
    });
  const url = `http://127.0.0.1:${port}`;
  const healthy = async () => {
    let gone = false;
    void exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`server exited before it was healthy:\n${output}`);
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return { child, url, port, output: () => output, waitForOutput, exited, healthy, stop };
}

/**
 * Real-looking business details: what a production start requires instead of the placeholders (and the
 * health data key, which production requires too).
 */
export const BUSINESS_ENV = {
  BUSINESS_LEGAL_NAME: 'Asana Wellness Private Limited',
  BUSINESS_ADDRESS_LINE1: 'B-12, Tower 3',
  BUSINESS_ADDRESS_LINE2: 'Sector 63',
  BUSINESS_POSTAL_CODE: '201301',
  BUSINESS_PHONE: '+91 98111 22334',
  BUSINESS_WHATSAPP: '919811122334',
  BUSINESS_EMAIL: 'care@asana-wellness.in',
  BUSINESS_SOCIAL:
    'YouTube=https://www.youtube.com/@asanawellness,Instagram=https://www.instagram.com/asanawellness',
  GRIEVANCE_NAME: 'Meera Sharma',
  GRIEVANCE_EMAIL: 'grievance@asana-wellness.in',
  GRIEVANCE_PHONE: '+91 98111 22335',
  GST_LEGAL_NAME: 'Asana Wellness Private Limited',
  GST_ADDRESS: 'B-12, Tower 3, Sector 63, Noida, Uttar Pradesh 201301, India',
  GSTIN: '09AAKCA1234M1ZJ',
  GST_STATE_CODE: '09',
  GST_LUT_NO: 'AD0904260012345',
  HEALTH_DATA_KEY: 'ZmFrZS1wcm9kdWN0aW9uLWtleS1mb3ItdGVzdHMtMzI=',
} as const;
