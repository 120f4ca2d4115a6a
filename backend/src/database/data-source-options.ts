import type { DataSourceOptions } from 'typeorm';
import { IN_MEMORY, type DatabaseConfig } from '../config/database.config.js';
import { DatabaseLogger } from './database-logger.js';
import { MIGRATIONS } from './migrations/index.js';
import type { MysqlFlavor } from './mysql-flavor.js';

/** The entity classes of the app (app.entities.ts: each module lists its own). */
export type EntityList = Array<new () => object>;

type DatabaseSettings = Pick<DatabaseConfig, 'dbUrl' | 'sqlitePath' | 'dbQueryTimeoutMs'> &
  Partial<Pick<DatabaseConfig, 'migrationsRun'>>;

/**
 * The one database definition, used by Nest and by the migration CLI (both give it the app's
 * entities, app.entities.ts). Both databases get their schema from the same migrations, run on start
 * when `migrationsRun` (see migrate.ts); nothing synchronizes. `queryTimeout: false` is for
 * migrations, which may legitimately run long.
 */
export function dataSourceOptions(
  config: DatabaseSettings,
  flavor: MysqlFlavor = 'mysql',
  { queryTimeout = true, entities }: { queryTimeout?: boolean; entities: EntityList },
): DataSourceOptions {
  if (config.dbUrl) {
    return {
      type: flavor,
      url: config.dbUrl,
      entities,
      migrations: MIGRATIONS,
      migrationsRun: config.migrationsRun ?? false,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      logger: new DatabaseLogger(),
      timezone: 'Z',
      connectTimeout: 3000,
      // Every query fails after this long (mysql2 closes that connection): a frozen database cannot
      // hold requests, and the pool opens a fresh connection for the next one.
      ...(queryTimeout
        ? { enableQueryTimeout: true, maxQueryExecutionTime: config.dbQueryTimeoutMs }
        : {}),
      // The pool replaces dead connections by itself after a database restart.
      extra: {
        // Nothing holds two: a unit of work keeps one connection, and the owners' repositories follow
        // the open transaction (`Transactions.ambient`), so 20 concurrent payments with their event
        // deliveries run on 10 (subscriptions.spec on MariaDB).
        connectionLimit: 10,
        enableKeepAlive: true,
        waitForConnections: true,
        queueLimit: 200,
      },
    };
  }
  return {
    type: 'sqljs',
    // Saved to its file after every write (TypeORM exports the whole database); in memory: never.
    ...(config.sqlitePath === IN_MEMORY
      ? { autoSave: false }
      : { location: config.sqlitePath, autoSave: true }),
    logger: new DatabaseLogger(),
    entities,
    migrations: MIGRATIONS,
    migrationsRun: config.migrationsRun ?? false,
    synchronize: false,
  };
}
