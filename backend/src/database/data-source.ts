import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app.config.js';
import { dataSourceOptions } from './data-source-options.js';
import { detectMysqlFlavor } from './mysql-flavor.js';

// Entry point of the TypeORM CLI (`npm run migration:run`, …).
const config = loadConfig();
mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
const flavor = config.dbUrl ? await detectMysqlFlavor(config.dbUrl) : 'mysql';
export default new DataSource({ ...dataSourceOptions(config, flavor), migrationsRun: false });
