import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { bool, dataDirOf, modeOf, positiveInt, type Env } from './env.js';

/** SQLITE_PATH for an embedded database kept in memory only. */
export const IN_MEMORY = ':memory:';

/** The database: MySQL/MariaDB at DB_URL, else the embedded SQLite file. */
export interface DatabaseConfig {
  /** DB_URL: mysql://user:pass@host:port/db, or undefined for the embedded SQLite file. */
  dbUrl: string | undefined;
  /**
   * SQLITE_PATH: the embedded database file; `:memory:` keeps it in memory only (nothing is saved: the
   * tests, a throwaway demo).
   */
  sqlitePath: string;
  /** DB_QUERY_TIMEOUT_MS: longest a single MySQL query may take (a frozen database cannot hold requests). */
  dbQueryTimeoutMs: number;
  /**
   * DB_ACQUIRE_TIMEOUT_MS: longest a request waits for a free MySQL connection (the pool's queue); with
   * DB_QUERY_TIMEOUT_MS, what a frozen database can hold a request before it answers 503.
   */
  dbAcquireTimeoutMs: number;
  /** MIGRATIONS_RUN: run pending migrations on start (under a database lock); false = the release step runs them. */
  migrationsRun: boolean;
  /**
   * Not from the environment: an in-memory embedded database starts as this image instead of empty (the
   * tests give one the migrations built once, so each test app skips running them again).
   */
  memoryImage?: Uint8Array;
}

export const DATABASE_CONFIG = Symbol('DATABASE_CONFIG');

/** Also what the migration CLI reads (no secret, no business details). */
export function loadDatabaseConfig(env: Env): DatabaseConfig {
  const dbUrl = env.DB_URL?.trim() || undefined;
  if (dbUrl && !/^mysql:\/\//.test(dbUrl)) throw new Error('DB_URL must be a mysql:// URL');
  if (modeOf(env) === 'production' && !dbUrl && !bool(env.ALLOW_EMBEDDED_DB, false)) {
    throw new Error(
      'DB_URL is not set: production uses MySQL/MariaDB. Set ALLOW_EMBEDDED_DB=true to run one ' +
        'instance on the embedded database file on purpose.',
    );
  }
  return {
    dbUrl,
    sqlitePath:
      env.SQLITE_PATH === IN_MEMORY
        ? IN_MEMORY
        : path.resolve(env.SQLITE_PATH ?? path.join(dataDirOf(env), 'yoga.sqlite')),
    dbQueryTimeoutMs: positiveInt('DB_QUERY_TIMEOUT_MS', env.DB_QUERY_TIMEOUT_MS, 5_000),
    dbAcquireTimeoutMs: positiveInt('DB_ACQUIRE_TIMEOUT_MS', env.DB_ACQUIRE_TIMEOUT_MS, 2_000),
    migrationsRun: bool(env.MIGRATIONS_RUN, true),
  };
}

/** Creates the folders the embedded database and uploads live in, before anything opens them. */
export function ensureDataFolders(
  database: Pick<DatabaseConfig, 'dbUrl' | 'sqlitePath'>,
  uploadsDir?: string,
) {
  if (!database.dbUrl && database.sqlitePath !== IN_MEMORY)
    mkdirSync(path.dirname(database.sqlitePath), { recursive: true });
  if (uploadsDir) mkdirSync(uploadsDir, { recursive: true });
}
