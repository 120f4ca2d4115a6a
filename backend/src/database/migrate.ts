import { DataSource, type DataSourceOptions } from 'typeorm';
import { withDatabaseLock } from './db-lock.js';

const MIGRATION_LOCK = 'yoga_migrations';

/** The schema is older than the code and this instance may not migrate it (MIGRATIONS_RUN=false). */
export class SchemaBehindError extends Error {
  constructor() {
    super(
      'The database schema is behind this version and MIGRATIONS_RUN=false: run `npm run migration:run` first.',
    );
  }
}

/**
 * Opens the application's DataSource (Nest's `dataSourceFactory`). On MySQL/MariaDB, pending
 * migrations first run when `migrationsRun` is set, under an advisory lock (the first of several
 * instances starting together migrates, the others wait and find nothing to do), on a separate
 * connection without the query timeout. With `migrationsRun` off the release step
 * (`npm run migration:run`) owns them, and an instance refuses a schema that is behind its code.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
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
