import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Typed configuration read once from the environment. Unsafe defaults are refused in production. */
export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** mysql://user:pass@host:port/db, or undefined for the embedded SQLite file. */
  dbUrl: string | undefined;
  dataDir: string;
  sqlitePath: string;
  uploadsDir: string;
  webRoot: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  trustProxy: boolean;
  corsOrigins: string[];
  remotes: Record<'mfe_public' | 'mfe_user' | 'mfe_admin', string>;
  admin: { email: string | undefined; password: string | undefined; name: string };
  seedDemo: boolean;
  logRequests: boolean;
  /** Failed logins allowed per account (and five times that per IP) in one throttle window. */
  loginRateLimit: number;
  loginRateWindowMs: number;
  /** How long the public class and blog lists may be served from memory (writes clear it at once). */
  listCacheMs: number;
  /** argon2 in a low-priority helper process (off in unit tests, where the in-process pool is simpler). */
  hashInChildProcess: boolean;
  /** The site's address as visitors reach it: links in emails (reset, sign-in, email change) start with it. */
  publicUrl: string;
  /** Outgoing mail: SMTP when `smtpUrl` is set, else one JSON file per message in `sinkDir`. */
  mail: { smtpUrl: string | undefined; from: string; sinkDir: string };
  /** Shared throttle store (rate-limiter-flexible on Redis) when set; in memory otherwise. */
  redisUrl: string | undefined;
  /** Account mails (reset, code, email change) per address, and public account calls per IP, per window. */
  accountLimits: { mailsPerAddress: number; callsPerIp: number; windowMs: number };
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function loadOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);

  let jwtSecret = env.JWT_SECRET ?? '';
  if (mode === 'production') {
    if (Buffer.byteLength(jwtSecret) < 32) {
      throw new Error('JWT_SECRET must be set to at least 32 random bytes in production');
    }
  } else if (!jwtSecret) {
    jwtSecret = loadOrCreateDevSecret(dataDir);
  }

  const dbUrl = env.DB_URL?.trim() || undefined;
  if (dbUrl && !/^mysql:\/\//.test(dbUrl)) throw new Error('DB_URL must be a mysql:// URL');

  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dbUrl,
    dataDir,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? path.join(dataDir, 'yoga.sqlite')),
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    webRoot: path.resolve(env.WEB_ROOT ?? repoRoot),
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    trustProxy: bool(env.TRUST_PROXY, false),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    remotes: {
      mfe_public: env.REMOTE_PUBLIC_URL ?? '/mfe/public/mf-manifest.json',
      mfe_user: env.REMOTE_USER_URL ?? '/mfe/user/mf-manifest.json',
      mfe_admin: env.REMOTE_ADMIN_URL ?? '/mfe/admin/mf-manifest.json',
    },
    admin: {
      email: env.ADMIN_EMAIL || undefined,
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || 'Site Admin',
    },
    seedDemo: bool(env.SEED_DEMO, !dbUrl),
    logRequests: bool(env.LOG_REQUESTS, mode !== 'test'),
    loginRateLimit: positiveInt('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10),
    hashInChildProcess: bool(env.PASSWORD_HASHER_PROCESS, mode !== 'test'),
    listCacheMs:
      env.LIST_CACHE_MS === '0' ? 0 : positiveInt('LIST_CACHE_MS', env.LIST_CACHE_MS, 1000),
    loginRateWindowMs:
      positiveInt('LOGIN_RATE_WINDOW_SECONDS', env.LOGIN_RATE_WINDOW_SECONDS, 15 * 60) * 1000,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      from: env.MAIL_FROM?.trim() || 'YogSutra Live <no-reply@localhost>',
      sinkDir: path.resolve(env.MAIL_SINK_DIR ?? path.join(dataDir, 'mail-sink')),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    accountLimits: {
      mailsPerAddress: positiveInt('ACCOUNT_MAIL_LIMIT', env.ACCOUNT_MAIL_LIMIT, 5),
      callsPerIp: positiveInt('ACCOUNT_IP_LIMIT', env.ACCOUNT_IP_LIMIT, 30),
      windowMs:
        positiveInt('ACCOUNT_RATE_WINDOW_SECONDS', env.ACCOUNT_RATE_WINDOW_SECONDS, 15 * 60) * 1000,
    },
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
