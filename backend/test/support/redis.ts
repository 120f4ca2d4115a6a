import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { PROBE_RUNS_KEY, type ProbeRun } from '../../src/common/jobs/probe.job.js';
import { freePort } from './server-process.js';

/**
 * The Redis the tests share: CI_REDIS_URL (what .ci/run starts), else REDIS_URL, else the local default.
 * Every test uses its own key prefix (`testRedisPrefix`) and removes its keys afterwards; nothing is
 * ever flushed.
 */
export const TEST_REDIS_URL =
  process.env.CI_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A REDIS_PREFIX no other test (or run) shares. */
export const testRedisPrefix = (name: string) => `test:${name}:${randomUUID()}:`;

/**
 * The environment of a test app that shares Redis with other instances: the test Redis, the test's key
 * prefix, and a command timeout for a busy machine. Such a test is about sharing, not about a slow Redis
 * (redis.spec.ts freezes one at the default 250 ms): under CI load an answer can take longer than that,
 * and each instance would then fall back to counting on its own.
 */
export const sharedRedisEnv = (prefix: string) => ({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_PREFIX: prefix,
  REDIS_COMMAND_TIMEOUT_MS: '3000',
});

/** Deletes every key under `prefix` (SCAN, never FLUSHALL). */
export async function removeRedisKeys(prefix: string, url = TEST_REDIS_URL) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // A Redis that is gone has nothing left to clean.
  } finally {
    redis.disconnect();
  }
}

/** A short-lived Redis client for a test's own reads (closed with `quit`). */
export function testRedis(url = TEST_REDIS_URL): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/**
 * A Redis server of the test's own (on a free loopback port, no persistence), so a test can stop and
 * start it: the outage tests. `stop()` kills exactly this process.
 */
export async function scratchRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const up = async () => {
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
    });
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100 && !(await up()); i++) await new Promise((r) => setTimeout(r, 50));
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** The runs the probe job (JOBS_PROBE_MS) recorded under `prefix`. */
export async function probeRuns(prefix: string, url = TEST_REDIS_URL): Promise<ProbeRun[]> {
  const redis = testRedis(url);
  try {
    const raw = await redis.lrange(`${prefix}${PROBE_RUNS_KEY}`, 0, -1);
    return raw.map((r) => JSON.parse(r) as ProbeRun);
  } finally {
    redis.disconnect();
  }
}

export const starts = (runs: ProbeRun[]) => runs.filter((r) => r.phase === 'start');

/**
 * How the scheduled probe runs so far break the "at most once per interval" rule, as a list a test
 * expects to be empty (so a failure prints what happened): a BullMQ job (`repeat:<job>:<the millis it was
 * due>`) started twice, or two consecutive runs due less than an interval apart. Runs may be due more than
 * an interval apart, and not always a whole number of intervals: BullMQ skips an interval whose time passed
 * while the previous run was late (a loaded machine), and an instance upserting the scheduler while a run
 * is active realigns the next one to the clock's interval boundary.
 */
export async function scheduleBreaches(prefix: string, everyMs: number, url = TEST_REDIS_URL) {
  const ids = starts(await probeRuns(prefix, url))
    .map((r) => r.job)
    .filter((id) => id.startsWith('repeat:'));
  const breaches = ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${id} started twice`);
  const due = [...new Set(ids)].map((id) => Number(id.split(':').pop())).sort((a, b) => a - b);
  due.slice(1).forEach((t, i) => {
    if (t - due[i] < everyMs) breaches.push(`runs due ${due[i]} and ${t}: ${t - due[i]} ms apart`);
  });
  return breaches;
}

/**
 * A TCP proxy in front of a Redis on loopback that can freeze: `freeze()` stops passing bytes both ways
 * while every socket stays open, and new connections are accepted and held (a Redis that accepts
 * connections and never answers); `thaw()` passes bytes again. `close()` ends every socket.
 */
export async function freezableRedisProxy(target = TEST_REDIS_URL) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let frozen = false;
  const server = createServer((client) => {
    sockets.add(client);
    const upstream = connect(Number(port || 6379), hostname || '127.0.0.1');
    sockets.add(upstream);
    const pass = (from: Socket, to: Socket) =>
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
    pass(client, upstream);
    pass(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${address.port}`,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
