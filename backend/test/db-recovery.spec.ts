import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, bearer, createTestApp, login, recreateMysqlDatabase } from './support/test-app.js';

/** A TCP pass-through to the database that the test can cut and restore, like a database restart. */
class FlakyProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start() {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const dbUrl = process.env.DB_URL;

describe('database outages', () => {
  if (dbUrl) {
    it('answers health 503 quickly while MySQL is unreachable and recovers by itself', async () => {
      await recreateMysqlDatabase(dbUrl);
      const target = new URL(dbUrl);
      const proxy = new FlakyProxy(target.hostname, Number(target.port || 3306));
      await proxy.start();
      const viaProxy = new URL(dbUrl);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const t = await createTestApp({ DB_URL: viaProxy.toString() }, { freshDatabase: false });
      try {
        await t.http().get('/api/health').expect(200);
        await proxy.stop();
        const started = Date.now();
        await t.http().get('/api/health').expect(503, { status: 'error', db: 'down' });
        expect(Date.now() - started).toBeLessThan(2500);
        await proxy.start();
        expect(
          await eventually(async () => (await t.http().get('/api/health')).status === 200, 15_000),
        ).toBe(true);
        const session = await login(t, ADMIN.email, ADMIN.password);
        await t.http().get('/api/auth/me').set(bearer(session.token)).expect(200);
      } finally {
        await t.close();
        await proxy.stop();
      }
    });
  } else {
    it('keeps the embedded database file across a restart', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'yoga-persist-'));
      const env = { SQLITE_PATH: path.join(dir, 'yoga.sqlite') };
      try {
        const first = await createTestApp(env);
        const admin = await login(first, ADMIN.email, ADMIN.password);
        await first
          .http()
          .post('/api/classes')
          .set(bearer(admin.token))
          .send({ title: 'Kept', date: '2030-01-01', time: '06:00', link: 'https://x.test' })
          .expect(201);
        await first.close();
        const second = await createTestApp(env);
        try {
          const classes = await second.http().get('/api/classes').expect(200);
          expect(classes.body.map((c: { title: string }) => c.title)).toEqual(['Kept']);
          // The admin was not seeded twice.
          const s = await login(second, ADMIN.email, ADMIN.password);
          const users = await second
            .http()
            .get('/api/admin/users')
            .set(bearer(s.token))
            .expect(200);
          expect(users.body).toHaveLength(1);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
