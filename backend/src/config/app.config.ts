import type { BusinessDetails } from '@yoga/contracts';
import { AUTH_CONFIG, loadAuthConfig, type AuthConfig } from './auth.config.js';
import { BUSINESS_DETAILS, readBusinessDetails } from './business-details.js';
import { DATABASE_CONFIG, loadDatabaseConfig, type DatabaseConfig } from './database.config.js';
import { modeOf, type Env } from './env.js';
import {
  HEALTH_DATA_CONFIG,
  loadHealthDataConfig,
  type HealthDataConfig,
} from './health-data.config.js';
import { JOBS_CONFIG, loadJobsConfig, type JobsConfig } from './jobs.config.js';
import { LIFECYCLE_CONFIG, loadLifecycleConfig, type LifecycleConfig } from './lifecycle.config.js';
import { LIMITS_CONFIG, loadLimitsConfig, type LimitsConfig } from './limits.config.js';
import { LOGGING_CONFIG, loadLoggingConfig, type LoggingConfig } from './logging.config.js';
import { loadMailConfig, MAIL_CONFIG, type MailConfig } from './mail.config.js';
import { loadMessagesConfig, MESSAGES_CONFIG, type MessagesConfig } from './messages.config.js';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './payments.config.js';
import { loadPracticeConfig, PRACTICE_CONFIG, type PracticeConfig } from './practice.config.js';
import { loadPushConfig, PUSH_CONFIG, type PushConfig } from './push.config.js';
import { loadRedisConfig, REDIS_CONFIG, type RedisConfig } from './redis.config.js';
import { loadSeedConfig, SEED_CONFIG, type SeedConfig } from './seed.config.js';
import { loadSellerConfig, SELLER_CONFIG, type SellerConfig } from './seller.config.js';
import { loadServerConfig, SERVER_CONFIG, type ServerConfig } from './server.config.js';
import { loadSiteConfig, SITE_CONFIG, type SiteConfig } from './site.config.js';
import { loadStorageConfig, STORAGE_CONFIG, type StorageConfig } from './storage.config.js';
import { loadVideoConfig, VIDEO_CONFIG, type VideoConfig } from './video.config.js';

/**
 * The whole configuration, one typed object per concern. Each concern has its own loader (its file in
 * this folder) and its own injection token: a class injects only the concern(s) it reads. Only the
 * composition root (main.ts, worker.ts, app.module.ts, configure-app.ts) and the tests see all of it.
 */
export interface Configuration {
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
  /** SMTP_URL, MAIL_FROM, MAIL_SINK_DIR */
  mail: MailConfig;
  /** WHATSAPP_*, MESSAGES_SCAN_SECONDS */
  messages: MessagesConfig;
  /** RAZORPAY_*, REFERRAL_REWARD_* */
  payments: PaymentsConfig;
  /** GST_LEGAL_NAME, GST_ADDRESS, GSTIN, GST_STATE_CODE, GST_LUT_NO */
  seller: SellerConfig;
  /** BUSINESS_*, GRIEVANCE_* */
  business: BusinessDetails;
  /** LOG_LEVEL, LOG_REQUESTS */
  logging: LoggingConfig;
  /** SHUTDOWN_TIMEOUT_MS, CLOCK_OFFSET_MS */
  lifecycle: LifecycleConfig;
  /** WEEKLY_STREAK_DAYS */
  practice: PracticeConfig;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT */
  push: PushConfig;
  /** ZOOM_*, ATTENDED_MINUTES */
  video: VideoConfig;
  /** HEALTH_DATA_KEY, HEALTH_DATA_PREVIOUS_KEYS */
  healthData: HealthDataConfig;
}

/** Each concern's injection token (config.module.ts provides them). */
export const CONFIG_TOKENS = {
  server: SERVER_CONFIG,
  site: SITE_CONFIG,
  storage: STORAGE_CONFIG,
  database: DATABASE_CONFIG,
  auth: AUTH_CONFIG,
  seed: SEED_CONFIG,
  limits: LIMITS_CONFIG,
  redis: REDIS_CONFIG,
  jobs: JOBS_CONFIG,
  mail: MAIL_CONFIG,
  messages: MESSAGES_CONFIG,
  payments: PAYMENTS_CONFIG,
  seller: SELLER_CONFIG,
  business: BUSINESS_DETAILS,
  logging: LOGGING_CONFIG,
  lifecycle: LIFECYCLE_CONFIG,
  practice: PRACTICE_CONFIG,
  push: PUSH_CONFIG,
  video: VIDEO_CONFIG,
  healthData: HEALTH_DATA_CONFIG,
} as const satisfies Record<keyof Configuration, symbol>;

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

/**
 * Reads and checks every concern from `env` (normally `environment()`: the process environment, with
 * overrides such as the worker's JOBS=on). Throws one ConfigError listing every malformed or (in
 * production) unsafe value, so one start shows all there is to fix.
 */
export function loadConfig(env: Env): Configuration {
  const problems: string[] = [];
  const read = <T>(load: () => T): T | undefined => {
    try {
      return load();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  };
  const mode = modeOf(env);
  const server = read(() => loadServerConfig(env));
  const auth = read(() => loadAuthConfig(env));
  const config = {
    server,
    // Both need another concern's value: they are checked once that one is valid.
    site: server && read(() => loadSiteConfig(env, server.port)),
    payments: auth && read(() => loadPaymentsConfig(env, mode, auth.jwtSecret)),
    auth,
    storage: read(() => loadStorageConfig(env)),
    database: read(() => loadDatabaseConfig(env)),
    seed: read(() => loadSeedConfig(env)),
    limits: read(() => loadLimitsConfig(env)),
    redis: read(() => loadRedisConfig(env)),
    jobs: read(() => loadJobsConfig(env)),
    mail: read(() => loadMailConfig(env)),
    messages: read(() => loadMessagesConfig(env)),
    business: read(() => readBusinessDetails(env, mode === 'production')),
    seller: read(() => loadSellerConfig(env, mode)),
    logging: read(() => loadLoggingConfig(env)),
    lifecycle: read(() => loadLifecycleConfig(env)),
    practice: read(() => loadPracticeConfig(env)),
    push: read(() => loadPushConfig(env)),
    video: read(() => loadVideoConfig(env)),
    healthData: read(() => loadHealthDataConfig(env)),
  };
  if (problems.length) throw new ConfigError(problems);
  // No problem: every concern was read.
  return config as Configuration;
}
