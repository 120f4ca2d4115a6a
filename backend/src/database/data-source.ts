import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ensureDataFolders, loadDatabaseConfig } from '../config/app.config.js';
import { dataSourceOptions } from './data-source-options.js';
import { detectMysqlFlavor } from './mysql-flavor.js';

// Entry point of the TypeORM CLI (`npm run migration:run`, …): needs only DB_URL, no secrets.
const config = loadDatabaseConfig();
ensureDataFolders(config);
const flavor = config.dbUrl ? await detectMysqlFlavor(config.dbUrl) : 'mysql';
export default new DataSource(dataSourceOptions(config, flavor, { queryTimeout: false }));
