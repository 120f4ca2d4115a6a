import { DataSource, type DataSourceOptions } from 'typeorm';
import { withDatabaseLock } from './db-lock.js';
import { SYNCHRONIZED_BASELINE } from './migrations/index.js';
import { adoptSynchronizedSchema, SchemaError } from './synchronized-schema.js';

export { SchemaError } from './synchronized-schema.js';

const MIGRATION_LOCK = 'yoga_migrations';

/** The schema is older than the code and this instance may not migrate it (MIGRATIONS_RUN=false). */
export class SchemaBehindError extends SchemaError {
  constructor() {
    super(
      'The database schema is behind this version and MIGRATIONS_RUN=false: run `npm run migration:run` first.',
    );
  }
}

/**
 * Opens the application's DataSource (Nest's `dataSourceFactory`). The embedded database runs its
 * pending migrations in one transaction (a file made by `synchronize` before is adopted first, see
 * synchronized-schema.ts). On MySQL/MariaDB, pending
 * migrations first run when `migrationsRun` is set, under an advisory lock (the first of several
 * instances starting together migrates, the others wait and find nothing to do), on a separate
 * connection without the query timeout. With `migrationsRun` off the release step
 * (`npm run migration:run`) owns them, and an instance refuses a schema that is behind its code.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  if (options.type === 'sqljs') return openEmbedded(options);
  if (options.type !== 'mysql' && options.type !== 'mariadb')
    return new DataSource(options).initialize();
  const { migrationsRun, ...rest } = options;
  const migrator = new DataSource({
    ...rest,
    migrationsRun: false,
    enableQueryTimeout: false,
    extra: { ...rest.extra, connectionLimit: 2 },
  });
  await migrator.initialize();
  try {
    if (migrationsRun) {
      await withDatabaseLock(migrator, MIGRATION_LOCK, () => migrator.runMigrations());
    } else if (await migrator.showMigrations()) {
      throw new SchemaBehindError();
    }
  } finally {
    await migrator.destroy();
  }
  return new DataSource({ ...rest, migrationsRun: false }).initialize();
}

async function openEmbedded(options: DataSourceOptions): Promise<DataSource> {
  const { migrationsRun, ...rest } = options;
  const dataSource = await new DataSource({ ...rest, migrationsRun: false }).initialize();
  try {
    await adoptSynchronizedSchema(dataSource, SYNCHRONIZED_BASELINE);
    if (migrationsRun) await dataSource.runMigrations();
    else if (await dataSource.showMigrations()) throw new SchemaBehindError();
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
