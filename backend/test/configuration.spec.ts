import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, configValues, loadConfig, type Configuration } from '../src/app.config.js';
import { environment } from '../src/config/env.js';
import { ensureBuiltServer, startServer, WORKER_ENTRY } from './support/server-process.js';
import { TEST_JWT_SECRET } from './support/test-app.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = { NODE_ENV: 'test', JWT_SECRET: 'x', DATA_DIR: '/tmp/yoga-config-test' };

/** The problems loadConfig reports for `env` (it must refuse it). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected the configuration to be refused');
}

/** One malformed value per concern: [variable, value]. Typed so that a new concern needs a case. */
const MALFORMED = {
  server: ['PORT', 'http'],
  site: ['PUBLIC_URL', 'yoga.example'],
  storage: ['UPLOADS_DIR', ' '],
  database: ['DB_QUERY_TIMEOUT_MS', 'abc'],
  auth: ['JWT_EXPIRES_IN', '7 days please'],
  seed: ['ADMIN_EMAIL', 'admin-at-example'],
  limits: ['BOOKING_RATE_LIMIT', '0'],
  redis: ['REDIS_URL', 'localhost:6379'],
  jobs: ['JOBS', 'sometimes'],
  mail: ['SMTP_URL', 'mail.example.in:587'],
  messages: ['MESSAGES_SCAN_SECONDS', 'often'],
  payments: ['REFERRAL_REWARD_INR', 'five hundred'],
  seller: ['GSTIN', '27AAPFU0939F1Z'],
  business: ['BUSINESS_EMAIL', 'care-at-example'],
  logging: ['LOG_LEVEL', 'loud'],
  lifecycle: ['SHUTDOWN_TIMEOUT_MS', '-5'],
  practice: ['WEEKLY_STREAK_DAYS', '8'],
  push: ['VAPID_PUBLIC_KEY', 'only-one-half'],
  video: ['ATTENDED_MINUTES', 'ten'],
  healthData: ['HEALTH_DATA_KEY', 'too-short-to-be-a-key'],
} satisfies Record<keyof Configuration, [string, string]>;

describe('configuration per concern', () => {
  it('loads every concern (the core and each module’s own), each under its own token', () => {
    const config = loadConfig(base);
    const values = configValues(config);
    expect(values).toHaveLength(Object.keys(config).length);
    expect(new Set(values.map(({ token }) => token)).size).toBe(values.length);
    expect(new Set(values.map(({ value }) => value))).toEqual(new Set(Object.values(config)));
    // A module's own settings, read through its descriptor (ADR 0018).
    expect(Object.keys(config.payments)).toContain('razorpay');
    expect(config.healthData).toBeDefined();
    expect(config.jobs.mode).toBe('off');
    expect(config.site.publicUrl).toBe('http://localhost:3000');
    expect(config.auth.jwtExpiresIn).toBe('7d');
  });

  it.each(Object.entries(MALFORMED))(
    '%s: a malformed value stops the start with a message naming the variable',
    (_concern, [name, value]) => {
      const found = problems({ ...base, [name]: value });
      // Reported once, by the concern that owns the variable.
      expect(found).toHaveLength(1);
      expect(found[0]).toContain(name);
    },
  );

  it('reports every problem at once', () => {
    const error = (() => {
      try {
        return loadConfig({ ...base, PORT: 'http', LOG_LEVEL: 'loud', GSTIN: 'X' });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(3);
    expect((error as ConfigError).message).toMatch(/^The configuration has 3 problems:\n- PORT/);
    expect((error as ConfigError).message).toContain('\n- LOG_LEVEL must be one of');
    expect((error as ConfigError).message).toContain('\n- GST seller settings: GSTIN "X"');
  });

  it('keeps the messages of the values it refused before', () => {
    expect(problems({ ...base, LOGIN_RATE_LIMIT: 'lots' })).toEqual([
      'LOGIN_RATE_LIMIT must be a positive integer, got "lots"',
    ]);
    expect(problems({ ...base, DB_URL: 'postgres://x/y' })).toEqual([
      'DB_URL must be a mysql:// URL',
    ]);
    expect(problems({ ...base, RAZORPAY_KEY_ID: 'rzp_live_X' })).toEqual([
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
  });

  it('accepts the durations the token signer understands', () => {
    for (const ok of ['60s', '12h', '7d', '2 days', '90m'])
      expect(loadConfig({ ...base, JWT_EXPIRES_IN: ok }).auth.jwtExpiresIn).toBe(ok);
    // Without a unit jsonwebtoken would count milliseconds: refused.
    expect(problems({ ...base, JWT_EXPIRES_IN: '3600' })[0]).toContain('JWT_EXPIRES_IN');
  });

  it('takes overrides over the environment without writing process.env', () => {
    const before = process.env.JOBS;
    const env = environment({ JOBS: 'on' });
    expect(env.JOBS).toBe('on');
    expect(process.env.JOBS).toBe(before);
    expect(Object.isFrozen(env)).toBe(true);
    expect(loadConfig({ ...env, ...base }).jobs.mode).toBe('on');
  });
});

describe('a malformed setting stops the built processes before anything opens', () => {
  beforeAll(() => ensureBuiltServer(), 180_000);
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'yoga-config-start-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the server', async () => {
    const dataDir = path.join(dir, 'data');
    const server = await startServer({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      DB_QUERY_TIMEOUT_MS: 'abc',
      LOG_LEVEL: 'loud',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DB_QUERY_TIMEOUT_MS must be a positive integer, got "abc"');
    expect(server.output()).toContain('LOG_LEVEL must be one of');
    // Refused before the database file (or its folder) was created.
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);

  it('the worker', async () => {
    const worker = await startServer(
      { DATA_DIR: dir, JWT_SECRET: TEST_JWT_SECRET, REDIS_URL: 'localhost:6379' },
      { entry: WORKER_ENTRY },
    );
    expect(await worker.exited).toBe(1);
    expect(worker.output()).toContain('REDIS_URL must be a redis:// or rediss:// URL');
  }, 60_000);
});

/** ESLint's rules for `code` as if it were the file `file` (relative to the repository). */
function lint(file: string, code: string): { ruleId: string | null; message: string }[] {
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [
        path.join(repoRoot, 'node_modules/eslint/bin/eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        path.join(repoRoot, file),
      ],
      { cwd: repoRoot, input: code, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // ESLint exits 1 when it reports errors; the report is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as {
    messages: { ruleId: string | null; message: string }[];
  }[];
  return result?.messages ?? [];
}

describe('nothing writes process.env (eslint.config.mjs)', () => {
  it('refuses a write anywhere in the backend, tests included', () => {
    const writes = [
      "process.env.JOBS = 'on';",
      "process.env['JOBS'] = 'on';",
      "Object.assign(process.env, { JOBS: 'on' });",
      'delete process.env.JOBS;',
    ];
    const problems = lint('backend/test/fixture.ts', `${writes.join('\n')}\nexport {};\n`);
    expect(problems.map((p) => p.ruleId)).toEqual(writes.map(() => 'no-restricted-syntax'));
    expect(problems[0]?.message).toContain('Nothing writes process.env');
    // Reading it in a test is fine.
    expect(lint('backend/test/fixture.ts', 'export const url = process.env.DB_URL;\n')).toEqual([]);
  }, 120_000);

  it('lets only config/env.ts read it in the app', () => {
    const read = 'export const url = process.env.DB_URL;\n';
    const problems = lint('backend/src/modules/blogs/fixture.ts', read);
    expect(problems.map((p) => p.ruleId)).toEqual(['no-restricted-syntax']);
    expect(problems[0]?.message).toContain('Only config/env.ts reads process.env');
    expect(lint('backend/src/config/env.ts', read)).toEqual([]);
  }, 120_000);
});
