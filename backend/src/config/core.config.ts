import type { BusinessDetails } from '@yoga/contracts';
import { AUTH_CONFIG, loadAuthConfig, type AuthConfig } from './auth.config.js';
import { BUSINESS_DETAILS, readBusinessDetails } from './business-details.js';
import { DATABASE_CONFIG, loadDatabaseConfig, type DatabaseConfig } from './database.config.js';
import { modeOf, type Env } from './env.js';
import { JOBS_CONFIG, loadJobsConfig, type JobsConfig } from './jobs.config.js';
import { LIFECYCLE_CONFIG, loadLifecycleConfig, type LifecycleConfig } from './lifecycle.config.js';
import { LIMITS_CONFIG, loadLimitsConfig, type LimitsConfig } from './limits.config.js';
import { LOGGING_CONFIG, loadLoggingConfig, type LoggingConfig } from './logging.config.js';
import { loadRedisConfig, REDIS_CONFIG, type RedisConfig } from './redis.config.js';
import { loadSeedConfig, SEED_CONFIG, type SeedConfig } from './seed.config.js';
import { loadServerConfig, SERVER_CONFIG, type ServerConfig } from './server.config.js';
import { loadSiteConfig, SITE_CONFIG, type SiteConfig } from './site.config.js';
import { loadStorageConfig, STORAGE_CONFIG, type StorageConfig } from './storage.config.js';

/**
 * The core of the configuration, one typed object per concern: the server, the database, sign-in, the
 * limits, … Each concern has its own loader (its file in this folder) and its own injection token: a class
 * injects only the concern(s) it reads. A feature module's own settings are in its folder
 * (`modules/<name>/config.ts`, in its descriptor); the composition root joins both (`Configuration`,
 * backend/src/app.config.ts), and only it (main.ts, worker.ts, app.module.ts, configure-app.ts) and the
 * tests see all of it.
 */
export interface CoreConfiguration {
  /** PORT, HOST, TRUST_PROXY, CORS_ORIGINS, API_DOCS, LIST_CACHE_MS */
  server: ServerConfig;
  /** PUBLIC_URL, SITE_URL, WEB_ROOT, REMOTE_*_URL */
  site: SiteConfig;
  /** DATA_DIR, UPLOADS_DIR */
  storage: StorageConfig;
  /** DB_URL, SQLITE_PATH, ALLOW_EMBEDDED_DB, MIGRATIONS_RUN, DB_QUERY_TIMEOUT_MS */
  database: DatabaseConfig;
  /** JWT_SECRET, JWT_EXPIRES_IN, PASSWORD_HASHER_PROCESS */
  auth: AuthConfig;
  /** ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME, SEED_DEMO */
  seed: SeedConfig;
  /** LOGIN_*, REGISTER_*, BOOKING_*, MAX_OPEN_DEMO_BOOKINGS, ACCOUNT_* */
  limits: LimitsConfig;
  /** REDIS_URL, REDIS_PREFIX */
  redis: RedisConfig;
  /** JOBS, JOBS_PROBE_MS, JOBS_PROBE_RUN_MS */
  jobs: JobsConfig;
  /** BUSINESS_*, GRIEVANCE_* */
  business: BusinessDetails;
  /** LOG_LEVEL, LOG_REQUESTS */
  logging: LoggingConfig;
  /** SHUTDOWN_TIMEOUT_MS, CLOCK_OFFSET_MS */
  lifecycle: LifecycleConfig;
}

/** Each concern's injection token (config.module.ts provides them). */
export const CORE_CONFIG_TOKENS = {
  server: SERVER_CONFIG,
  site: SITE_CONFIG,
  storage: STORAGE_CONFIG,
  database: DATABASE_CONFIG,
  auth: AUTH_CONFIG,
  seed: SEED_CONFIG,
  limits: LIMITS_CONFIG,
  redis: REDIS_CONFIG,
  jobs: JOBS_CONFIG,
  business: BUSINESS_DETAILS,
  logging: LOGGING_CONFIG,
  lifecycle: LIFECYCLE_CONFIG,
} as const satisfies Record<keyof CoreConfiguration, symbol>;

/** Settings the app cannot start with: every problem found, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `The configuration has ${problems.length} problems:\n- ${problems.join('\n- ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Runs one loader: its value, or undefined with its problem noted (loadConfig lists every problem at once). */
export type ConfigReader = <T>(load: () => T) => T | undefined;

/**
 * Reads and checks the core concerns from `env` (the feature modules' own concerns are read by the
 * composition root: backend/src/app.config.ts). A malformed or (in production) unsafe value is noted through
 * `read`, so one start shows all there is to fix; its concern is then undefined.
 */
export function loadCoreConfig(env: Env, read: ConfigReader): Partial<CoreConfiguration> {
  const mode = modeOf(env);
  const server = read(() => loadServerConfig(env));
  return {
    server,
    // It needs another concern's value: it is checked once that one is valid.
    site: server && read(() => loadSiteConfig(env, server.port)),
    auth: read(() => loadAuthConfig(env)),
    storage: read(() => loadStorageConfig(env)),
    database: read(() => loadDatabaseConfig(env)),
    seed: read(() => loadSeedConfig(env)),
    limits: read(() => loadLimitsConfig(env)),
    redis: read(() => loadRedisConfig(env)),
    jobs: read(() => loadJobsConfig(env)),
    business: read(() => readBusinessDetails(env, mode === 'production')),
    logging: read(() => loadLoggingConfig(env)),
    lifecycle: read(() => loadLifecycleConfig(env)),
  };
}
