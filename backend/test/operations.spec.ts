import { jest } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DAILY_SLOTS, istDate } from '@yoga/contracts';
import { loadConfig } from '../src/app.config.js';
import { remoteOrigins } from '../src/configure-app.js';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { GENERATE_JOB } from '../src/modules/timetable/timetable.service.js';
import { SeedService } from '../src/app.seed.js';
import { DEV_ADMIN } from '../src/modules/auth/index.js';
import { ADMIN, bearer, createTestApp, login, type TestApp } from './support/test-app.js';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(() => t.close());

  it('sends security headers on API answers and pages', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/', '/about']) {
      const res = await t.http().get(url);
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    }
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await t.http().get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('allows CORS only for listed origins', async () => {
    const ok = await t
      .http()
      .get('/api/classes')
      .set('Origin', 'https://partner.example')
      .expect(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(ok.headers['access-control-expose-headers']).toContain('X-Total-Count');
    const other = await t
      .http()
      .get('/api/classes')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('serves no API documentation unless API_DOCS is set', async () => {
    for (const url of ['/api/docs/', '/api/docs/openapi.json']) {
      const res = await t.http().get(url).expect(404);
      expect(res.body.success).toBe(false);
    }
  });

  it('with API_DOCS, serves the OpenAPI document and Swagger UI without inline scripts', async () => {
    const docs = await createTestApp({ API_DOCS: 'true' });
    try {
      await expectDocs(docs);
    } finally {
      await docs.close();
    }
  });

  async function expectDocs(t: TestApp) {
    const html = await t.http().get('/api/docs/').expect(200);
    expect(html.text).toContain('swagger-ui');
    expect(html.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const doc = await t.http().get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/classes/{id}',
        '/api/manageusers/{id}/status',
        '/api/referrals/stats/{id}',
      ]),
    );
    expect(doc.body.components.securitySchemes.bearer).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  }

  it('never serves dotfiles, source maps or stats files', async () => {
    const shell = path.join(t.config.site.webRoot, 'shell/dist');
    mkdirSync(shell, { recursive: true });
    for (const url of [
      '/.git/config',
      '/.env',
      '/main.js.map',
      '/mfe/admin/remoteEntry.js.map',
      '/mfe/admin/mf-stats.json',
    ]) {
      const res = await t.http().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
  });

  it('does not log passwords or tokens', async () => {
    const lines: string[] = [];
    const spy = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    try {
      const t2 = await createTestApp({ LOG_REQUESTS: 'true', LOG_LEVEL: 'info' });
      try {
        const s = await login(t2, ADMIN.email, ADMIN.password);
        await t2
          .http()
          .get('/api/auth/me?token=secret-in-query')
          .set(bearer(s.token))
          .set('Cookie', 'session=cookie-secret')
          .expect(200);
        await t2
          .http()
          .post('/api/auth/login')
          .send({ email: ADMIN.email, password: 'a-wrong-password' })
          .expect(401);
        const log = lines.join('');
        const entries = log
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        // One structured line per request, with its request id; application logs carry it too.
        const loginLines = entries.filter(
          (e) => e.res && (e.req as { path?: string } | undefined)?.path === '/api/auth/login',
        );
        expect(loginLines.map((e) => (e.res as { status: number }).status)).toEqual([200, 401]);
        expect(loginLines.every((e) => typeof e.reqId === 'string')).toBe(true);
        const failed = entries.find((e) => e.event === 'login_failed');
        expect(failed?.reqId).toBe(loginLines[1].reqId);
        expect(log).not.toContain(ADMIN.password);
        expect(log).not.toContain('a-wrong-password');
        expect(log).not.toContain(s.token);
        expect(log).not.toContain('secret-in-query');
        expect(log).not.toContain('cookie-secret');
      } finally {
        await t2.close();
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('answers health 503 fast while the database is down, and recovers', async () => {
    const ds = t.app.get(DataSource);
    await ds.destroy();
    const started = Date.now();
    await t
      .http()
      .get('/api/health')
      .expect(503, { status: 'error', db: 'down', redis: 'not configured' });
    expect(Date.now() - started).toBeLessThan(2000);
    await ds.initialize();
    await t
      .http()
      .get('/api/health')
      .expect(200, { status: 'ok', db: 'up', redis: 'not configured' });
  });
});

describe('seeding', () => {
  it('seeds the six daily slots as the weekly template and SEED_DEMO one welcome post, once', async () => {
    const t = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const admin = (await login(t, ADMIN.email, ADMIN.password)).token;
      const slots = await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200);
      expect(slots.body).toHaveLength(42);
      for (let day = 0; day < 7; day++)
        expect(
          slots.body
            .filter((s: { day_of_week: number }) => s.day_of_week === day)
            .map((s: { start_time: string }) => s.start_time),
        ).toEqual(DAILY_SLOTS.map((s) => s.time));
      // With JOBS=off (tests) nothing is generated until the job runs.
      expect((await t.http().get('/api/classes').expect(200)).body).toHaveLength(0);
      const blogs = await t.http().get('/api/blogs/all').expect(200);
      expect(blogs.body).toHaveLength(1);
      // By the business's name, not "By Admin" (issue 38).
      const brand = (await t.http().get('/api/site-settings').expect(200)).body.brand_name;
      expect(blogs.body[0].author).toBe(brand);
      expect(blogs.body[0].author).not.toBe('Admin');
      await t.app.get(SeedService).onApplicationBootstrap();
      expect(
        (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200)).body,
      ).toHaveLength(42);
      expect((await t.http().get('/api/blogs/all').expect(200)).body).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('generates 14 days of the daily slots from the day it is in India, around midnight IST (18:30 UTC)', async () => {
    const t = await createTestApp();
    try {
      const clock = jest.spyOn(t.app.get<Clock>(CLOCK), 'now');
      const jobs = t.app.get(JobsService);
      // 23:59 IST on 31 March: every slot of 31 March has started, so the first class is on 1 April
      // and the window (31 March + 13 days) ends on 13 April.
      clock.mockReturnValue(new Date('2026-03-31T18:29:00Z'));
      await jobs.runNow(GENERATE_JOB);
      let res = await t.http().get('/api/classes').expect(200);
      expect(res.body).toHaveLength(13 * 6);
      expect(res.body[0]).toMatchObject({ date: '2026-04-01', time: DAILY_SLOTS[0].time });
      expect(res.body.at(-1)).toMatchObject({ date: '2026-04-13', time: DAILY_SLOTS[5].time });
      // A minute later it is 1 April in India (UTC is still 31 March): the window reaches 14 April.
      clock.mockReturnValue(new Date('2026-03-31T18:30:00Z'));
      await jobs.runNow(GENERATE_JOB);
      res = await t.http().get('/api/classes').expect(200);
      expect(res.body).toHaveLength(14 * 6);
      expect(res.body.at(-1)).toMatchObject({ date: '2026-04-14', time: DAILY_SLOTS[5].time });
      expect(new Set(res.body.map((c: { date: string }) => c.date)).size).toBe(14);
      expect(istDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    } finally {
      await t.close();
    }
  });

  it('creates the admin from ADMIN_*, and a development default (with a warning) when unset', async () => {
    const t = await createTestApp({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const s = await login(t, DEV_ADMIN.email, DEV_ADMIN.password);
      expect(s.user.role).toBe('admin');
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: ADMIN.email, password: ADMIN.password })
        .expect(401);
    } finally {
      await t.close();
    }
  });
});

describe('proxy trust', () => {
  const spray = async (t: TestApp, forwarded: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', forwarded(i))
        .send({ email: `x${i}@test.local`, password: 'wrong-password-1' });
      statuses.push(res.status);
    }
    return statuses;
  };

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const t = await createTestApp({ LOGIN_IP_RATE_LIMIT: '3' });
    try {
      expect(await spray(t, (i) => `203.0.113.${i}`)).toContain(429);
    } finally {
      await t.close();
    }
    const trusted = await createTestApp({ LOGIN_IP_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
    try {
      expect(await spray(trusted, (i) => `203.0.113.${i}`)).not.toContain(429);
    } finally {
      await trusted.close();
    }
  });
});

describe('configuration', () => {
  it('allows remotes on other origins in the CSP', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'x',
      REMOTE_ADMIN_URL: 'https://cdn.example:8443/admin/mf-manifest.json',
    });
    expect(remoteOrigins(config.site)).toEqual(['https://cdn.example:8443']);
    const t = await createTestApp({
      REMOTE_ADMIN_URL: 'https://cdn.example:8443/admin/mf-manifest.json',
    });
    try {
      const csp = (await t.http().get('/api/health')).headers['content-security-policy'];
      expect(csp).toContain("connect-src 'self' https://cdn.example:8443");
      expect(csp).toContain("script-src 'self' https://cdn.example:8443");
    } finally {
      await t.close();
    }
  });

  it('keeps uploads in the configured folder', async () => {
    const t = await createTestApp();
    try {
      mkdirSync(t.config.storage.uploadsDir, { recursive: true });
      writeFileSync(path.join(t.config.storage.uploadsDir, 'abc.png'), 'x');
      await t.http().get('/uploads/abc.png').expect(200);
      await t.http().get('/uploads/../package.json').expect(404);
    } finally {
      await t.close();
    }
  });
});
