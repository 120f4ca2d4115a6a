import 'reflect-metadata';
import { APP_ENTITIES, APP_MIGRATIONS } from './app.schema.js';
import { ensureDataFolders, loadDatabaseConfig } from './config/database.config.js';
import { environment } from './config/env.js';
import { loadHealthDataConfig } from './modules/health-questionnaire/config.js';
import { dataSourceOptions } from './database/data-source-options.js';
import { openDataSource } from './database/migrate.js';
import { detectMysqlFlavor } from './database/mysql-flavor.js';
import { Transactions } from './database/transactions.js';
import { rotateHealthKeys } from './modules/health-questionnaire/index.js';

/**
 * `npm run health-key:rotate -w backend` (docs/configuration.md, "Health data key"): re-encrypts the
 * health data sealed with a key of HEALTH_DATA_PREVIOUS_KEYS with HEALTH_DATA_KEY. Needs DB_URL (or the
 * embedded database's path: stop the app first then, one process owns that file) and both settings.
 * Like main.ts, a composition root. Exit 0 with a count, 1 with the reason.
 */
async function rotate() {
  const env = environment();
  const keys = loadHealthDataConfig(env);
  const database = loadDatabaseConfig(env);
  ensureDataFolders(database);
  const flavor = database.dbUrl ? await detectMysqlFlavor(database.dbUrl) : 'mysql';
  const dataSource = await openDataSource(
    dataSourceOptions(database, flavor, {
      queryTimeout: false,
      entities: APP_ENTITIES,
      migrations: APP_MIGRATIONS,
    }),
  );
  try {
    const result = await rotateHealthKeys(new Transactions(dataSource), keys);
    console.info(
      `Health data key ${keys.current.id}: ${result.rotated} row(s) re-encrypted, ${result.current} already under it.`,
    );
  } finally {
    await dataSource.destroy();
  }
}

rotate().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
