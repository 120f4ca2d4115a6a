import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_BUSINESS_DETAILS } from '@yoga/contracts';
import { loadConfig } from '../src/app.config.js';
import { NO_ADMIN_MESSAGE } from '../src/modules/auth/index.js';
import { BUSINESS_ENV, ensureBuiltServer, startServer } from './support/server-process.js';
import { ADMIN, createTestApp, TEST_JWT_SECRET } from './support/test-app.js';

const SECRET = 'k'.repeat(48);
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  DB_URL: 'mysql://app@db.internal:3306/yoga',
  ...BUSINESS_ENV,
  ...env,
});

describe('production settings', () => {
  it('refuses to start without a 32-byte JWT secret', () => {
    expect(() => loadConfig(production({ JWT_SECRET: 'short' }))).toThrow(/JWT_SECRET/);
    expect(() => loadConfig(production({ JWT_SECRET: '' }))).toThrow(/JWT_SECRET/);
    expect(loadConfig(production()).auth.jwtSecret).toBe(SECRET);
  });

  it('refuses the embedded database unless ALLOW_EMBEDDED_DB=true', () => {
    expect(() => loadConfig(production({ DB_URL: '' }))).toThrow(/ALLOW_EMBEDDED_DB/);
    expect(loadConfig(production({ DB_URL: '', ALLOW_EMBEDDED_DB: 'true' })).database.dbUrl).toBe(
      undefined,
    );
    // Development and tests keep the embedded default.
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).database.dbUrl).toBe(undefined);
  });

  it('refuses placeholder business details, naming every variable to set', () => {
    const { BUSINESS_PHONE: _phone, GRIEVANCE_NAME: _name, ...partial } = BUSINESS_ENV;
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DB_URL: 'mysql://x/y', ...partial }),
    ).toThrow(
      'Placeholder business details are not allowed in production: set BUSINESS_PHONE, GRIEVANCE_NAME',
    );
    expect(() =>
      loadConfig(
        production({
          BUSINESS_SOCIAL: SAMPLE_BUSINESS_DETAILS.social
            .map((s) => `${s.name}=${s.url}`)
            .join(','),
        }),
      ),
    ).toThrow(/BUSINESS_SOCIAL/);
    expect(loadConfig(production()).business.sample).toBe(false);
  });

  it('refuses malformed business details in any mode', () => {
    const dev = { NODE_ENV: 'development', JWT_SECRET: 'x' };
    expect(() => loadConfig({ ...dev, BUSINESS_EMAIL: 'care-at-example' })).toThrow(
      /BUSINESS_EMAIL/,
    );
    expect(() => loadConfig({ ...dev, BUSINESS_PHONE: '12345' })).toThrow(/BUSINESS_PHONE/);
    expect(() => loadConfig({ ...dev, BUSINESS_WHATSAPP: '+91 98111' })).toThrow(
      /BUSINESS_WHATSAPP/,
    );
    expect(() => loadConfig({ ...dev, BUSINESS_SOCIAL: 'YouTube' })).toThrow(/BUSINESS_SOCIAL/);
    expect(() => loadConfig({ ...dev, BUSINESS_LEGAL_NAME: ' ' })).toThrow(/BUSINESS_LEGAL_NAME/);
  });

  it('reads the other operations settings and refuses nonsense', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x' };
    const defaults = loadConfig(base);
    expect({
      apiDocs: defaults.server.apiDocs,
      migrationsRun: defaults.database.migrationsRun,
      shutdownTimeoutMs: defaults.lifecycle.shutdownTimeoutMs,
      loginPairFailures: defaults.limits.loginPairFailures,
    }).toEqual({
      apiDocs: false,
      migrationsRun: true,
      shutdownTimeoutMs: 10_000,
      loginPairFailures: 5,
    });
    expect(loadConfig(production()).server.apiDocs).toBe(false);
    expect(loadConfig(production({ API_DOCS: 'true' })).server.apiDocs).toBe(true);
    expect(loadConfig({ ...base, MIGRATIONS_RUN: 'false' }).database.migrationsRun).toBe(false);
    expect(loadConfig({ ...base, LOGIN_RATE_LIMIT: '1000' }).limits.loginPairFailures).toBe(1000);
    for (const [name, value] of [
      ['LOGIN_RATE_LIMIT', 'lots'],
      ['SHUTDOWN_TIMEOUT_MS', '-5'],
      ['REGISTER_RATE_LIMIT', '1.5'],
      ['LOG_LEVEL', 'loud'],
      ['REDIS_URL', 'http://127.0.0.1:6379'],
      ['JOBS', 'sometimes'],
      ['JOBS_PROBE_MS', 'often'],
    ]) {
      expect(() => loadConfig({ ...base, [name]: value })).toThrow(name);
    }
    // The probe job is a test tool: never in production.
    expect(() => loadConfig(production({ JOBS_PROBE_MS: '1000' }))).toThrow('JOBS_PROBE_MS');
    expect(loadConfig({ ...base, JOBS_PROBE_MS: '1000' }).jobs.probe).toEqual({
      everyMs: 1000,
      runMs: 0,
    });
  });
});

describe('GET /api/site-settings', () => {
  it('serves the sample details, marked as such, while none are set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.http().get('/api/site-settings').expect(200);
      expect(res.body).toEqual(SAMPLE_BUSINESS_DETAILS);
      expect(res.body.sample).toBe(true);
      // Edited in the admin panel: revalidated on every use, never served stale from a cache.
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await t.close();
    }
  });

  it('serves the configured details', async () => {
    const t = await createTestApp({ ...BUSINESS_ENV, BUSINESS_ADDRESS_LINE2: '' });
    try {
      const res = await t.http().get('/api/site-settings').expect(200);
      expect(res.body).toEqual({
        brand_name: SAMPLE_BUSINESS_DETAILS.brand_name,
        legal_name: 'Asana Wellness Private Limited',
        address: {
          line1: 'B-12, Tower 3',
          line2: '',
          city: 'Noida',
          state: 'Uttar Pradesh',
          postal_code: '201301',
          country: 'India',
        },
        phone: '+91 98111 22334',
        whatsapp: '919811122334',
        email: 'care@asana-wellness.in',
        social: [
          { name: 'YouTube', url: 'https://www.youtube.com/@asanawellness' },
          { name: 'Instagram', url: 'https://www.instagram.com/asanawellness' },
        ],
        grievance: {
          name: 'Meera Sharma',
          email: 'grievance@asana-wellness.in',
          phone: '+91 98111 22335',
        },
        sample: false,
      });
    } finally {
      await t.close();
    }
  });
});

describe('the built server', () => {
  // Compiles backend/dist first when a source is newer (Nx normally built it already).
  beforeAll(() => ensureBuiltServer(), 180_000);
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yoga-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('starts with JWT_SECRET on an empty data folder (embedded database)', async () => {
    const dataDir = path.join(tempDir(), 'not-yet-created', 'data');
    const server = await startServer({
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });
    try {
      await server.healthy();
      // The database file was created in the new folder; no development secret was written.
      expect(readdirSync(dataDir).sort()).toEqual(['uploads', 'yoga.sqlite']);
    } finally {
      await server.stop();
    }
  });

  const embeddedProduction = (env: Record<string, string> = {}) => ({
    ...production({ DB_URL: '', ALLOW_EMBEDDED_DB: 'true', DATA_DIR: tempDir() }),
    ...env,
  });

  it('in production, refuses the embedded database unless allowed', async () => {
    const server = await startServer({ ...embeddedProduction(), ALLOW_EMBEDDED_DB: '' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('ALLOW_EMBEDDED_DB=true');
  });

  it('in production, refuses placeholder business details', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      ALLOW_EMBEDDED_DB: 'true',
      DATA_DIR: tempDir(),
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Placeholder business details are not allowed in production');
  });

  it('in production, refuses to start without ADMIN_EMAIL/ADMIN_PASSWORD while no admin exists', async () => {
    const server = await startServer(embeddedProduction());
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(NO_ADMIN_MESSAGE);
  });

  it('in production with everything set, starts, and serves Swagger UI only with API_DOCS=true', async () => {
    const admin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const server = await startServer(embeddedProduction(admin));
    try {
      await server.healthy();
      expect((await fetch(`${server.url}/api/docs/`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    const docs = await startServer(embeddedProduction({ ...admin, API_DOCS: 'true' }));
    try {
      await docs.healthy();
      expect((await fetch(`${docs.url}/api/docs/`)).status).toBe(200);
    } finally {
      await docs.stop();
    }
  });
});
