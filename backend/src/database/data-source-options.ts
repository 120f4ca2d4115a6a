import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app.config.js';
import { DatabaseLogger } from './database-logger.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import type { MysqlFlavor } from './mysql-flavor.js';

type DatabaseSettings = Pick<AppConfig, 'dbUrl' | 'sqlitePath' | 'dbQueryTimeoutMs'> & {
  migrationsRun?: boolean;
};

/**
 * The one database definition, used by Nest and by the migration CLI.
 * MySQL/MariaDB runs real migrations (on start, under a lock, when `migrationsRun`: see migrate.ts);
 * the embedded SQLite file (sql.js) synchronizes its schema. `queryTimeout: false` is for migrations,
 * which may legitimately run long.
 */
export function dataSourceOptions(
  config: DatabaseSettings,
  flavor: MysqlFlavor = 'mysql',
  { queryTimeout = true }: { queryTimeout?: boolean } = {},
): DataSourceOptions {
  if (config.dbUrl) {
    return {
      type: flavor,
      url: config.dbUrl,
      entities: ENTITIES,
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
        connectionLimit: 10,
        enableKeepAlive: true,
        waitForConnections: true,
        queueLimit: 200,
      },
    };
  }
  return {
    type: 'sqljs',
    location: config.sqlitePath,
    autoSave: true,
    logger: new DatabaseLogger(),
    entities: ENTITIES,
    synchronize: true,
  };
}
