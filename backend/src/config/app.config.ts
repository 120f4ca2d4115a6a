import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BusinessDetails } from '@yoga/contracts';
import { readBusinessDetails } from './business-details.js';
import { bool, positiveInt, positiveIntOrOff, type Env } from './env.js';
import { REMOTES, type RemoteScope } from '@yoga/contracts';
import { loadPaymentsConfig, type PaymentsConfig } from './payments.config.js';
import { loadSellerConfig, type SellerConfig } from '../modules/invoices/seller.config.js';

/** Abuse limits (see README: throttling). Windows are in seconds. */
interface LimitsConfig {
  /** Failed logins for one account from one IP before growing delays start. */
  loginPairFailures: number;
  /** Failed logins from one IP, whatever the accounts (distributed guessing), per window. */
  loginIpFailures: number;
  loginWindowSeconds: number;
  /** Longest delay a (account, IP) pair waits after repeated failures. */
  loginMaxDelaySeconds: number;
  registrationsPerIp: number;
  registrationWindowSeconds: number;
  bookingsPerStudent: number;
  bookingWindowSeconds: number;
  /** Demo bookings one student may hold for a future time at once. */
  openDemoBookings: number;
  /** Account mails (reset links, codes, email-change links) per address per window. */
  accountMailsPerAddress: number;
  /** Calls per client IP per window to each public account route. */
  accountCallsPerIp: number;
  accountWindowSeconds: number;
}

/** Typed configuration read once from the environment. Unsafe settings are refused in production. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite file. */
  dbUrl: string | undefined;
  /** Run pending migrations on start (under a database lock); false = the release step runs them. */
  migrationsRun: boolean;
  /** Longest a single MySQL query may take before it fails (a frozen database cannot hold requests). */
  dbQueryTimeoutMs: number;
  dataDir: string;
  sqlitePath: string;
  uploadsDir: string;
  webRoot: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  trustProxy: boolean;
  corsOrigins: string[];
  /** remotes.json: each remote's manifest URL (REMOTES in libs/contracts names them and their env vars). */
  remotes: Record<RemoteScope, string>;
  admin: { email: string | undefined; password: string | undefined; name: string };
  seedDemo: boolean;
  /** Swagger UI and the OpenAPI document at /api/docs. */
  apiDocs: boolean;
  logRequests: boolean;
  logLevel: string;
  /** Shared counters for the abuse limits (several instances); unset = in memory. */
  redisUrl: string | undefined;
  redisPrefix: string;
  limits: LimitsConfig;
  /** How long the public class and blog lists may be served from memory (writes clear it at once). */
  listCacheMs: number;
  /** argon2 in a low-priority helper process (off in unit tests, where the in-process pool is simpler). */
  hashInChildProcess: boolean;
  /** On SIGTERM: how long in-flight requests may take before the remaining connections are closed. */
  shutdownTimeoutMs: number;
  business: BusinessDetails;
  /** Razorpay keys, webhook secret, sandbox and referral rewards (payments.config.ts). */
  payments: PaymentsConfig;
  /** GST_LEGAL_NAME, GST_ADDRESS, GSTIN, GST_STATE_CODE, GST_LUT_NO: the seller on invoices (seller.config.ts). */
  seller: SellerConfig;
  /** CLOCK_OFFSET_MS: shifts the app's Clock (trial, periods, join windows) for browser tests; refused in production. */
  clockOffsetMs: number;
  /** The site's address as visitors reach it: links in emails (reset, sign-in, email change) start with it. */
  publicUrl: string;
  /** SITE_URL: origin of canonical links, Open Graph URLs, sitemap.xml and robots.txt (default: publicUrl). */
  siteUrl: string;
  /** Outgoing mail: SMTP when `smtpUrl` is set, else one JSON file per message in `sinkDir`. */
  mail: { smtpUrl: string | undefined; from: string; sinkDir: string };
  /**
   * WhatsApp Business Cloud API (messages module): both token and phone number id, or WhatsApp messages
   * stay in the outbox as "not sent: no provider". `apiUrl` lets tests point it at a local fake.
   */
  whatsapp: { token: string | undefined; phoneNumberId: string | undefined; apiUrl: string };
  /** How often the messages job looks for due reminders, nudges, receipts and renewals (ms). */
  messagesScanMs: number;
  /**
   * JOBS: where the scheduled jobs (timetable, reminders, outbox) run. `on` (default): in this process
   * (on a timer without Redis, as a BullMQ worker with REDIS_URL); `off`: not here (API instances behind
   * a separate `npm run worker`, and the API tests, which run jobs by hand through JobsService.runNow).
   */
  jobs: 'on' | 'off';
  /**
   * Test-only (refused in production): JOBS_PROBE_MS registers a job `jobs.probe` running that often
   * (each run takes JOBS_PROBE_RUN_MS) and recording its runs in Redis, so the multi-instance tests can
   * see that a repeatable job runs once across instances and that the worker finishes a run on SIGTERM.
   */
  jobsProbe: { everyMs: number; runMs: number } | undefined;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function clockOffset(value: string | undefined, mode: AppConfig['env']): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n))
    throw new Error(`CLOCK_OFFSET_MS must be an integer, got "${value}"`);
  if (mode === 'production' && n !== 0) throw new Error('CLOCK_OFFSET_MS is for tests only');
  return n;
}

function readLimits(env: Env): LimitsConfig {
  return {
    loginPairFailures: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 5),
    loginIpFailures: positiveInt('LOGIN_IP_RATE_LIMIT', env.LOGIN_IP_RATE_LIMIT, 100),
    loginWindowSeconds: positiveInt(
      'LOGIN_RATE_WINDOW_SECONDS',
      env.LOGIN_RATE_WINDOW_SECONDS,
      15 * 60,
    ),
    loginMaxDelaySeconds: positiveInt('LOGIN_MAX_DELAY_SECONDS', env.LOGIN_MAX_DELAY_SECONDS, 900),
    registrationsPerIp: positiveInt('REGISTER_RATE_LIMIT', env.REGISTER_RATE_LIMIT, 20),
    registrationWindowSeconds: positiveInt(
      'REGISTER_RATE_WINDOW_SECONDS',
      env.REGISTER_RATE_WINDOW_SECONDS,
      3600,
    ),
    bookingsPerStudent: positiveInt('BOOKING_RATE_LIMIT', env.BOOKING_RATE_LIMIT, 30),
    bookingWindowSeconds: positiveInt(
      'BOOKING_RATE_WINDOW_SECONDS',
      env.BOOKING_RATE_WINDOW_SECONDS,
      3600,
    ),
    openDemoBookings: positiveInt('MAX_OPEN_DEMO_BOOKINGS', env.MAX_OPEN_DEMO_BOOKINGS, 3),
    accountMailsPerAddress: positiveInt('ACCOUNT_MAIL_LIMIT', env.ACCOUNT_MAIL_LIMIT, 5),
    accountCallsPerIp: positiveInt('ACCOUNT_IP_LIMIT', env.ACCOUNT_IP_LIMIT, 30),
    accountWindowSeconds: positiveInt(
      'ACCOUNT_RATE_WINDOW_SECONDS',
      env.ACCOUNT_RATE_WINDOW_SECONDS,
      15 * 60,
    ),
  };
}

/** The database settings alone: what the migration CLI needs (no secret, no business details). */
export function loadDatabaseConfig(env: Env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const dbUrl = env.DB_URL?.trim() || undefined;
  if (dbUrl && !/^mysql:\/\//.test(dbUrl)) throw new Error('DB_URL must be a mysql:// URL');
  return {
    dbUrl,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? path.join(dataDir, 'yoga.sqlite')),
    dbQueryTimeoutMs: positiveInt('DB_QUERY_TIMEOUT_MS', env.DB_QUERY_TIMEOUT_MS, 5_000),
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = mode === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (production) {
    if (Buffer.byteLength(jwtSecret) < 32) {
      throw new Error('JWT_SECRET must be set to at least 32 random bytes in production');
    }
  } else if (!jwtSecret) {
    jwtSecret = loadOrCreateDevSecret(dataDir);
  }

  const { dbUrl, sqlitePath, dbQueryTimeoutMs } = loadDatabaseConfig(env);
  if (production && !dbUrl && !bool(env.ALLOW_EMBEDDED_DB, false)) {
    throw new Error(
      'DB_URL is not set: production uses MySQL/MariaDB. Set ALLOW_EMBEDDED_DB=true to run one ' +
        'instance on the embedded database file on purpose.',
    );
  }

  const logLevel = (env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info')).toLowerCase();
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');

  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dbUrl,
    migrationsRun: bool(env.MIGRATIONS_RUN, true),
    dbQueryTimeoutMs,
    dataDir,
    sqlitePath,
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    webRoot: path.resolve(env.WEB_ROOT ?? repoRoot),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    trustProxy: bool(env.TRUST_PROXY, false),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    remotes: Object.fromEntries(
      REMOTES.map((r) => [r.scope, env[r.envVar] ?? r.manifestPath]),
    ) as Record<RemoteScope, string>,
    admin: {
      email: env.ADMIN_EMAIL || undefined,
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || 'Site Admin',
    },
    seedDemo: bool(env.SEED_DEMO, !dbUrl),
    apiDocs: bool(env.API_DOCS, false),
    logRequests: bool(env.LOG_REQUESTS, mode !== 'test'),
    logLevel,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'yoga:',
    limits: readLimits(env),
    hashInChildProcess: bool(env.PASSWORD_HASHER_PROCESS, mode !== 'test'),
    listCacheMs: positiveIntOrOff('LIST_CACHE_MS', env.LIST_CACHE_MS, 1000),
    shutdownTimeoutMs: positiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    business: readBusinessDetails(env, production),
    payments: loadPaymentsConfig(env, mode, jwtSecret),
    seller: loadSellerConfig(env, mode),
    clockOffsetMs: clockOffset(env.CLOCK_OFFSET_MS, mode),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    siteUrl: (env.SITE_URL?.trim() || env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    jobs: jobsMode(env.JOBS, mode),
    jobsProbe: jobsProbe(env, mode),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM?.trim() || 'YogSutra Live <no-reply@localhost>',
      sinkDir: path.resolve(env.MAIL_SINK_DIR ?? path.join(dataDir, 'mail-sink')),
    },
    messagesScanMs: positiveInt('MESSAGES_SCAN_SECONDS', env.MESSAGES_SCAN_SECONDS, 60) * 1000,
    whatsapp: {
      token: env.WHATSAPP_TOKEN?.trim() || undefined,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID?.trim() || undefined,
      apiUrl: (env.WHATSAPP_API_URL?.trim() || 'https://graph.facebook.com/v21.0').replace(
        /\/+$/,
        '',
      ),
    },
  };
}

function jobsMode(value: string | undefined, mode: AppConfig['env']): AppConfig['jobs'] {
  const v = value?.trim().toLowerCase();
  if (!v) return mode === 'test' ? 'off' : 'on';
  if (v === 'on' || v === 'off') return v;
  throw new Error('JOBS must be "on" or "off"');
}

function jobsProbe(env: Env, mode: AppConfig['env']): AppConfig['jobsProbe'] {
  if (!env.JOBS_PROBE_MS?.trim()) return undefined;
  if (mode === 'production') throw new Error('JOBS_PROBE_MS is for tests only');
  return {
    everyMs: positiveInt('JOBS_PROBE_MS', env.JOBS_PROBE_MS, 1000),
    runMs: positiveIntOrOff('JOBS_PROBE_RUN_MS', env.JOBS_PROBE_RUN_MS, 0),
  };
}

/** Creates the folders the embedded database and uploads live in, before anything opens them. */
export function ensureDataFolders(config: {
  dbUrl: string | undefined;
  sqlitePath: string;
  uploadsDir?: string;
}) {
  if (!config.dbUrl) mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  if (config.uploadsDir) mkdirSync(config.uploadsDir, { recursive: true });
}

export const APP_CONFIG = Symbol('APP_CONFIG');
