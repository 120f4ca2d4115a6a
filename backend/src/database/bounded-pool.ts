import mysql2 from 'mysql2';
import type { Pool, PoolConnection, PoolOptions } from 'mysql2';

/** `code` of the error a request gets when no pool connection came within the acquire timeout (503). */
export const ACQUIRE_TIMEOUT_CODE = 'DB_ACQUIRE_TIMEOUT';
/** `code` mysql2 gives a query that passed its timeout. */
const QUERY_TIMEOUT_CODE = 'PROTOCOL_SEQUENCE_TIMEOUT';

type ConnectionCallback = (err: Error | null, connection?: PoolConnection) => void;
type AnyCallback = (err: { code?: unknown } | null, ...rest: unknown[]) => void;

/** Marks a callback this module already bounds (the pool calls getConnection again with it). */
const BOUNDED = Symbol('bounded');
/** Marks a connection whose queries already drop it on a timeout. */
const WATCHED = Symbol('watched');

interface QueueInternals {
  _connectionQueue?: { length: number; get(i: number): unknown; removeOne(i: number): void };
}

/** Takes a waiter that gave up out of the pool's queue, so the queue holds only live waiters. */
function leaveQueue(pool: Pool, waiter: unknown) {
  const queue = (pool as unknown as QueueInternals)._connectionQueue;
  if (!queue || typeof queue.get !== 'function') return;
  for (let i = 0; i < queue.length; i += 1) {
    if (queue.get(i) === waiter) {
      queue.removeOne(i);
      return;
    }
  }
}

/**
 * A query that passed its timeout leaves mysql2's connection waiting for the answer: released to the
 * pool, the next request's queries would queue behind it with no timeout running (theirs starts only
 * when they reach the wire), held for as long as the database stays frozen. Such a connection is
 * destroyed instead; the pool opens a fresh one for the next request.
 */
function dropOnQueryTimeout(connection: PoolConnection) {
  const c = connection as PoolConnection & { [WATCHED]?: true };
  if (c[WATCHED]) return;
  c[WATCHED] = true;
  const query = c.query.bind(c) as (...args: unknown[]) => unknown;
  (c as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const done = args[last] as AnyCallback;
      args[last] = ((err, ...rest) => {
        if (err && err.code === QUERY_TIMEOUT_CODE) c.destroy();
        done(err, ...rest);
      }) as AnyCallback;
    }
    return query(...args);
  };
}

/**
 * Bounds the wait for a pool connection: mysql2 queues a request for a connection without a time limit
 * (`queueLimit` bounds only how many wait), so with every connection held by a frozen database a
 * request waited until the database answered again. After `acquireTimeoutMs` the request gets an
 * error with code `DB_ACQUIRE_TIMEOUT` (503 with Retry-After, db-errors.ts) and leaves the queue; a
 * connection that arrives later goes back to the pool.
 */
export function boundPool(pool: Pool, acquireTimeoutMs: number): Pool {
  const getConnection = pool.getConnection.bind(pool) as (cb: ConnectionCallback) => void;
  const bounded = (cb: ConnectionCallback & { [BOUNDED]?: true }) => {
    // The pool itself calls getConnection again for a waiter whose connection was dropped.
    if (cb[BOUNDED]) return getConnection(cb);
    let settled = false;
    const waiter: ConnectionCallback & { [BOUNDED]?: true } = (err, connection) => {
      if (settled) {
        connection?.release();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (connection) dropOnQueryTimeout(connection);
      cb(err, connection);
    };
    waiter[BOUNDED] = true;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      leaveQueue(pool, waiter);
      cb(
        Object.assign(
          new Error(`No database connection became free within ${acquireTimeoutMs} ms.`),
          { code: ACQUIRE_TIMEOUT_CODE },
        ),
      );
    }, acquireTimeoutMs);
    getConnection(waiter);
  };
  (pool as unknown as { getConnection: typeof bounded }).getConnection = bounded;
  return pool;
}

/**
 * mysql2 for TypeORM (its `driver` option), with every pool it creates bounded (boundPool): the one
 * place the app opens its MySQL pool.
 */
export function boundedMysql2(acquireTimeoutMs: number): typeof mysql2 {
  const driver = Object.create(mysql2) as typeof mysql2;
  driver.createPool = ((config: PoolOptions) =>
    boundPool(mysql2.createPool(config), acquireTimeoutMs)) as typeof mysql2.createPool;
  return driver;
}
