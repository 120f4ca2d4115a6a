import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RawConnection } from './support/raw-http.js';
import { ensureBuiltServer, startServer, type ServerProcess } from './support/server-process.js';
import { ADMIN, TEST_JWT_SECRET } from './support/test-app.js';

/** Keep-alive GETs from `connections` clients until the server stops answering (bounded count). */
function keepAliveLoad(port: number, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const seen: { status: number; connection: string | undefined; afterSigterm: boolean }[] = [];
  let draining = false;
  let stop = false;
  const one = () =>
    new Promise<boolean>((resolve) => {
      const afterSigterm = draining;
      const req = request({ port, host: '127.0.0.1', path: '/api/classes', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          seen.push({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            afterSigterm,
          });
          resolve(true);
        });
      });
      // Refused or reset once the server closed its connections: this client is done.
      req.on('error', () => resolve(false));
      req.end();
    });
  const loops = Array.from({ length: connections }, async () => {
    for (let i = 0; i < 5000 && !stop; i++) if (!(await one())) return;
  });
  return {
    seen,
    markSigterm: () => (draining = true),
    done: async () => {
      stop = true;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

describe('graceful shutdown of the built server', () => {
  beforeAll(() => ensureBuiltServer(), 180_000);
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-shutdown-'));
  });
  afterEach(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string> = {}) =>
    startServer(
      {
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        // The real setting: passwords are hashed in the helper process.
        PASSWORD_HASHER_PROCESS: 'true',
        ...env,
      },
      { ownProcessGroup: true },
    );

  it('on SIGTERM (to its process group) under keep-alive load: health 503, connections closed, in-flight login completes, exit 0', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '10000', SHUTDOWN_DRAIN_MS: '300' });
    await server.healthy();
    const load = keepAliveLoad(server.port, 4);

    // A kept-alive connection that has served one request, and has the next one half sent.
    const kept = await RawConnection.open(server.port);
    kept.write('GET /api/classes HTTP/1.1\r\nHost: test\r\n\r\n');
    const first = await kept.read();
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    kept.write('GET /api/health HTTP/1.1\r\nHost: test\r\n');

    // A login whose headers arrived (the server answered 100 Continue) and whose body has not.
    const body = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
    const login = await RawConnection.open(server.port);
    login.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect((await login.read()).status).toBe(100);

    // SIGTERM to the whole process group (server and password hasher), as systemd or a container stop sends it.
    process.kill(-server.child.pid!, 'SIGTERM');
    // From here on the server is draining: whatever the load sends now must close its connection.
    await server.waitForOutput('SIGTERM: draining requests');
    load.markSigterm();

    kept.write('\r\n');
    const health = await kept.read();
    expect({
      status: health.status,
      body: JSON.parse(health.body),
      connection: health.headers.connection,
    }).toEqual({
      status: 503,
      body: { status: 'stopping', db: 'up', redis: 'not configured' },
      connection: 'close',
    });
    await kept.whenClosed();

    // The in-flight login finishes with the right answer: the password hasher is still there.
    login.write(body);
    const answer = await login.read();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.email).toBe(ADMIN.email);
    expect(answer.headers.connection).toBe('close');

    await load.done();
    expect(await server.exited).toBe(0);
    // The load was served, and every answer to a request sent while draining closed its connection.
    expect(load.seen.filter((r) => !r.afterSigterm).length).toBeGreaterThan(0);
    expect(load.seen.every((r) => r.status === 200)).toBe(true);
    expect(load.seen.filter((r) => r.afterSigterm && r.connection !== 'close')).toEqual([]);
  });

  it('exits 0 at the SHUTDOWN_TIMEOUT_MS deadline even when a request never finishes', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '1500', SHUTDOWN_DRAIN_MS: '200' });
    await server.healthy();
    const stuck = await RawConnection.open(server.port);
    stuck.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await stuck.whenClosed();
  });

  it('a rolling deploy: health 503 at once, serving on with Connection: close for SHUTDOWN_DRAIN_MS, no reset on 20 pooled keep-alive connections', async () => {
    const drainMs = 2500;
    server = await start({ SHUTDOWN_DRAIN_MS: String(drainMs), SHUTDOWN_TIMEOUT_MS: '3000' });
    await server.healthy();
    const port = server.port;
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    type Seen = { status: number; connection?: string; path: string; at: number };
    const seen: Seen[] = [];
    const errors: { code: string; at: number }[] = [];
    let sigtermAt = Infinity;
    const get = (path: string) =>
      new Promise<void>((resolve) => {
        const req = request({ port, host: '127.0.0.1', path, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            seen.push({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              path,
              at: Date.now(),
            });
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          errors.push({ code: error.code ?? error.message, at: Date.now() });
          resolve();
        });
        req.end();
      });
    // 20 clients, one pooled connection each, asking until a little before the drain ends (a load
    // balancer that saw health 503 stops sending by then).
    let stopAt = Infinity;
    const clients = Array.from({ length: 20 }, async (_, i) => {
      for (let n = 0; n < 100_000 && Date.now() < stopAt; n++) {
        await get(i === 0 && n % 5 === 0 ? '/api/health' : '/api/classes');
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.length).toBeGreaterThan(20);
    sigtermAt = Date.now();
    stopAt = sigtermAt + drainMs - 500;
    server.child.kill('SIGTERM');
    // Answers written before the server handled the signal may still keep their connection.
    await server.waitForOutput('SIGTERM: draining requests');
    const drainingAt = Date.now();
    await Promise.all(clients);
    agent.destroy();
    const exitCode = await server.exited;
    const stoppedAfter = Date.now() - sigtermAt;

    expect(errors).toEqual([]);
    const during = seen.filter((r) => r.at > drainingAt);
    // Served all through the drain, each answer closing its connection; health 503.
    expect(during.filter((r) => r.path === '/api/classes').length).toBeGreaterThan(40);
    expect(during.some((r) => r.at > sigtermAt + drainMs - 700)).toBe(true);
    expect(during.filter((r) => r.connection !== 'close')).toEqual([]);
    expect(during.filter((r) => r.path === '/api/health').map((r) => r.status)).toContain(503);
    expect(during.filter((r) => r.path === '/api/health' && r.status !== 503)).toEqual([]);
    expect(during.filter((r) => r.path !== '/api/health' && r.status !== 200)).toEqual([]);
    expect(exitCode).toBe(0);
    expect(stoppedAfter).toBeGreaterThanOrEqual(drainMs);
    expect(stoppedAfter).toBeLessThan(drainMs + 3000 + 1000);
  }, 30_000);
});
