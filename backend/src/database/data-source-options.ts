import type { DataSourceOptions } from 'typeorm';
import { IN_MEMORY, type DatabaseConfig } from '../config/database.config.js';
import { boundedMysql2 } from './bounded-pool.js';
import { DatabaseLogger } from './database-logger.js';
import type { MigrationClass } from './migrations/index.js';
import type { MysqlFlavor } from './mysql-flavor.js';

/** The entity classes of the app (app.schema.ts: each module lists its own). */
export type EntityList = Array<new () => object>;

type DatabaseSettings = Pick<
  DatabaseConfig,
  'dbUrl' | 'sqlitePath' | 'dbQueryTimeoutMs' | 'dbAcquireTimeoutMs' | 'memoryImage'
> &
  Partial<Pick<DatabaseConfig, 'migrationsRun'>>;

/**
 * The one database definition, used by Nest and by the migration CLI (both give it the app's
 * entities and migrations, app.schema.ts). Both databases get their schema from the same migrations, run on start
 * when `migrationsRun` (see migrate.ts); nothing synchronizes. `queryTimeout: false` is for
 * migrations, which may legitimately run long.
 *
 * A frozen database (connections open, no answers) holds no request longer than DB_ACQUIRE_TIMEOUT_MS
 * waiting for a connection plus DB_QUERY_TIMEOUT_MS for a query: past either, the request answers 503
 * with Retry-After (db-errors.ts), and the pool replaces the connections it dropped once the database
 * answers again (bounded-pool.ts).
 */
export function dataSourceOptions(
  config: DatabaseSettings,
  flavor: MysqlFlavor = 'mysql',
  {
    queryTimeout = true,
    entities,
    migrations,
  }: { queryTimeout?: boolean; entities: EntityList; migrations: MigrationClass[] },
): DataSourceOptions {
  if (config.dbUrl) {
    return {
      type: flavor,
      url: config.dbUrl,
      entities,
      migrations,
      migrationsRun: config.migrationsRun ?? false,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      logger: new DatabaseLogger(),
      timezone: 'Z',
      connectTimeout: 3000,
      // Every query fails after this long and its connection is dropped (bounded-pool.ts): a frozen
      // database cannot hold requests, and the pool opens a fresh connection for the next one. Waiting
      // for a connection is bounded the same way.
      ...(queryTimeout
        ? {
            enableQueryTimeout: true,
            maxQueryExecutionTime: config.dbQueryTimeoutMs,
            driver: boundedMysql2(config.dbAcquireTimeoutMs),
          }
        : {}),
      // The pool replaces dead connections by itself after a database restart.
      extra: {
        // Nothing holds two: a unit of work keeps one connection, and the owners' repositories follow
        // the open transaction (`Transactions.ambient`), so 20 concurrent payments with their event
        // deliveries run on 10 (subscriptions.spec on MariaDB).
        connectionLimit: 10,
        enableKeepAlive: true,
        // No stack captured at every query for its possible error (mysql2's `trace`): a tenth of a
        // query's CPU at 06:00 (docs/performance.md); TypeORM's QueryFailedError still names the query.
        trace: false,
        // Waiters beyond this get 503 at once; the others at most DB_ACQUIRE_TIMEOUT_MS later.
        waitForConnections: true,
        queueLimit: 200,
      },
    };
  }
  return {
    type: 'sqljs',
    // Saved to its file after every write (TypeORM exports the whole database); in memory: never.
    ...(config.sqlitePath === IN_MEMORY
      ? { autoSave: false, ...(config.memoryImage ? { database: config.memoryImage } : {}) }
      : { location: config.sqlitePath, autoSave: true }),
    logger: new DatabaseLogger(),
    entities,
    migrations,
    migrationsRun: config.migrationsRun ?? false,
    synchronize: false,
  };
}
