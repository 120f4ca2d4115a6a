import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ensureDataFolders, loadDatabaseConfig } from '../config/database.config.js';
import { environment } from '../config/env.js';
import { APP_ENTITIES, APP_MIGRATIONS } from '../app.schema.js';
import { dataSourceOptions } from './data-source-options.js';
import { detectMysqlFlavor } from './mysql-flavor.js';

// Entry point of the TypeORM CLI (`npm run migration:run`, …): needs only DB_URL, no secrets. Like
// app.module.ts, a composition root: it gives the data source the app's entities and migrations.
// The CLI runs migrations itself: the data source must not run them on initialize.
const config = { ...loadDatabaseConfig(environment()), migrationsRun: false };
ensureDataFolders(config);
const flavor = config.dbUrl ? await detectMysqlFlavor(config.dbUrl) : 'mysql';
export default new DataSource(
  dataSourceOptions(config, flavor, {
    queryTimeout: false,
    entities: APP_ENTITIES,
    migrations: APP_MIGRATIONS,
  }),
);
