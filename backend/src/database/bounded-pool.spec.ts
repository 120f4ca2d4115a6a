import type { AddressInfo, Server as NetServer } from 'node:net';
import mysql2 from 'mysql2';
import type { Pool, PoolConnection } from 'mysql2';
import { ACQUIRE_TIMEOUT_CODE, boundedMysql2 } from './bounded-pool.js';
import { isDatabaseUnavailable } from './db-errors.js';

/**
 * A MySQL server in the test process (mysql2's server side): it answers every query with OK, except
 * while `frozen`, when it reads queries and never answers (connections stay open).
 */
async function fakeMysql() {
  const state = { frozen: false, queries: 0 };
  const open = new Set<{ stream: { destroy(): void } }>();
  const server = mysql2.createServer((conn) => {
    const c = conn as unknown as {
      stream: { destroy(): void; on(e: string, f: () => void): void };
    };
    open.add(c);
    c.stream.on('close', () => open.delete(c));
    conn.serverHandshake({
      protocolVersion: 10,
      serverVersion: '10.11.0-MariaDB',
      connectionId: 1,
      statusFlags: 2,
      characterSet: 8,
      capabilityFlags: 0xffffff,
      authCallback: (_params: unknown, cb: (err: null) => void) => {
        cb(null);
        // Each command starts a new packet sequence (the server side does not reset it by itself).
        conn.sequenceId = 0;
      },
    } as never);
    conn.on('query', () => {
      state.queries += 1;
      if (!state.frozen) conn.writeOk();
      conn.sequenceId = 0;
    });
    conn.on('error', () => undefined);
  });
  // mysql2's Server passes listen's arguments on to its net.Server (its types name only the port).
  const net = (server as unknown as { _server: NetServer })._server;
  await new Promise<void>((resolve) => net.listen(0, '127.0.0.1', resolve));
  const { port } = net.address() as AddressInfo;
  return {
    state,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of open) c.stream.destroy();
        server.close(() => resolve());
      }),
  };
}

function acquire(pool: Pool) {
  return new Promise<{ err: (Error & { code?: string }) | null; connection?: PoolConnection }>(
    (resolve) => pool.getConnection((err, connection) => resolve({ err, connection })),
  );
}

function query(connection: PoolConnection, timeout: number) {
  return new Promise<{ code?: string } | null>((resolve) =>
    connection.query({ sql: 'SELECT 1', timeout }, (err) =>
      resolve(err as { code?: string } | null),
    ),
  );
}

/** The outcome of `work`, or 'still waiting' if it has not settled within `ms` (no hung test). */
function within<T>(ms: number, work: Promise<T>): Promise<T | 'still waiting'> {
  return Promise.race([
    work,
    new Promise<'still waiting'>((r) => setTimeout(() => r('still waiting'), ms).unref()),
  ]);
}

describe('bounded MySQL pool', () => {
  let server: Awaited<ReturnType<typeof fakeMysql>>;
  let pool: Pool;

  beforeEach(async () => {
    server = await fakeMysql();
    pool = boundedMysql2(1500).createPool({
      host: '127.0.0.1',
      port: server.port,
      user: 'root',
      connectionLimit: 1,
      waitForConnections: true,
      queueLimit: 200,
      connectTimeout: 3000,
    });
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => pool.end(() => resolve()));
    await server.close();
  });

  it('gives a request waiting for a connection DB_ACQUIRE_TIMEOUT after the bound, out of the queue', async () => {
    const first = await acquire(pool);
    expect(first.err).toBeNull();
    const second = await within(5000, acquire(pool));
    expect(second).toEqual({ err: expect.objectContaining({ code: ACQUIRE_TIMEOUT_CODE }) });
    expect(isDatabaseUnavailable((second as { err: Error }).err)).toBe(true);
    // The waiter that gave up holds no place: the released connection is free for the next request.
    expect((pool as unknown as { _connectionQueue: unknown[] })._connectionQueue.length).toBe(0);
    first.connection!.release();
    const third = await within(5000, acquire(pool));
    expect(third).toEqual({ err: null, connection: first.connection });
    (third as { connection: PoolConnection }).connection.release();
  });

  it('drops a connection whose query timed out, so the next request is not held behind it', async () => {
    const first = await acquire(pool);
    server.state.frozen = true;
    expect(await query(first.connection!, 200)).toEqual(
      expect.objectContaining({ code: 'PROTOCOL_SEQUENCE_TIMEOUT' }),
    );
    first.connection!.release();
    server.state.frozen = false;
    // The database answers again: the next request gets a fresh connection and its answer.
    const next = await within(5000, acquire(pool));
    expect(next).toEqual({ err: null, connection: expect.anything() });
    const { connection } = next as { connection: PoolConnection };
    expect(connection).not.toBe(first.connection);
    expect(await within(5000, query(connection, 1000))).toBeNull();
    connection.release();
  });
});
