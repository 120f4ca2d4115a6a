import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app.config.js';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';
import type { MysqlFlavor } from './mysql-flavor.js';

/**
 * The one database definition, used by Nest and by the migration CLI.
 * MySQL/MariaDB runs real migrations; the embedded SQLite file (sql.js) synchronizes its schema.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'dbUrl' | 'sqlitePath'>,
  flavor: MysqlFlavor = 'mysql',
): DataSourceOptions {
  if (config.dbUrl) {
    return {
      type: flavor,
      url: config.dbUrl,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsRun: true,
      synchronize: false,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: 3000,
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
    entities: ENTITIES,
    synchronize: true,
  };
}
