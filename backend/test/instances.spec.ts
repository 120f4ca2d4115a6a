import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { SeedService } from '../src/database/seeds/seed.service.js';
import { ensureBuiltServer, startServer, type ServerProcess } from './support/server-process.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  recreateMysqlDatabase,
  TEST_JWT_SECRET,
} from './support/test-app.js';

const dbUrl = process.env.DB_URL;

describe('several instances on one database', () => {
  if (dbUrl) {
    beforeAll(() => ensureBuiltServer(), 180_000);
    const servers: ServerProcess[] = [];
    let dataDir: string;
    beforeEach(async () => {
      await recreateMysqlDatabase(dbUrl);
      dataDir = mkdtempSync(path.join(tmpdir(), 'yoga-instances-'));
    });
    afterEach(async () => {
      await Promise.all(servers.splice(0).map((s) => s.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    });
    const start = async (env: Record<string, string> = {}) => {
      const server = await startServer({
        DB_URL: dbUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'true',
        ...env,
      });
      servers.push(server);
      return server;
    };

    it('two instances starting together on an empty database both come up; one admin, one schedule', async () => {
      const [a, b] = await Promise.all([start(), start()]);
      await Promise.all([a.healthy(), b.healthy()]);
      const session = await fetch(`${b.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      }).then((r) => r.json() as Promise<{ token: string }>);
      const users = await fetch(`${a.url}/api/admin/users`, { headers: bearer(session.token) });
      expect(users.headers.get('x-total-count')).toBe('1');
      const classes = await fetch(`${a.url}/api/classes?limit=1`);
      expect(classes.headers.get('x-total-count')).toBe('42');
      const blogs = await fetch(`${b.url}/api/blogs/all`).then(
        (r) => r.json() as Promise<unknown[]>,
      );
      expect(blogs).toHaveLength(1);
    });

    it('with MIGRATIONS_RUN=false, refuses a schema behind the code until the release step ran', async () => {
      const early = await start({ MIGRATIONS_RUN: 'false' });
      expect(await early.exited).toBe(1);
      expect(early.output()).toContain('npm run migration:run');
      // The documented release step (npm run migration:run), run from the built server.
      const backendDir = path.dirname(path.dirname(ensureBuiltServer()));
      execFileSync(
        process.execPath,
        [
          path.join(backendDir, '../node_modules/typeorm/cli.js'),
          '-d',
          'dist/database/data-source.js',
          'migration:run',
        ],
        { cwd: backendDir, env: { PATH: process.env.PATH ?? '', DB_URL: dbUrl }, stdio: 'ignore' },
      );
      const server = await start({ MIGRATIONS_RUN: 'false' });
      await server.healthy();
    });
  } else {
    it('seeds once when two seeds run at the same time (embedded database)', async () => {
      const t = await createTestApp();
      try {
        t.config.seedDemo = true;
        const seed = t.app.get(SeedService);
        await Promise.all([seed.onApplicationBootstrap(), seed.onApplicationBootstrap()]);
        const ds = t.app.get(DataSource);
        const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM classes')) as { n: number }[];
        expect(Number(n)).toBe(42);
        const admin = await login(t, ADMIN.email, ADMIN.password);
        const users = await t.http().get('/api/admin/users').set(bearer(admin.token)).expect(200);
        expect(users.body).toHaveLength(1);
      } finally {
        await t.close();
      }
    });
  }
});
