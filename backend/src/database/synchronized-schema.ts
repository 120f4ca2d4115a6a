import {
  DataSource,
  MigrationExecutor,
  type Migration,
  type MigrationInterface,
  type Table,
} from 'typeorm';

/** The schema cannot be used by this version as it is; retrying will not change that. */
export class SchemaError extends Error {}

/**
 * An embedded database file made before the migrations owned its schema (TypeORM's `synchronize`
 * made its tables, no `migrations` table), whose tables are not those the migrations made.
 */
export class SynchronizedSchemaError extends SchemaError {
  constructor(location: string, baseline: string, differences: string[]) {
    super(
      `The embedded database ${location} was made by an older version without migrations and its tables ` +
        `differ from the schema of the migrations up to ${baseline} (${differences.join('; ')}). ` +
        `Move or delete the file to start with a fresh database (the admin and the timetable are ` +
        `created again on start), or, to keep its data, start once the last version that synchronized ` +
        `the embedded database (commit 9e3ab6d) so that it brings the file up to that schema, then this one.`,
    );
  }
}

type Described = Record<string, unknown>;

const byName = <T extends { name?: string }>(a: T, b: T) =>
  (a.name ?? '').localeCompare(b.name ?? '');

/** What TypeORM reads of a table, in an order-free form (columns added later come last in SQLite). */
function describe(table: Table): Described {
  return {
    columns: [...table.columns].sort(byName).map((c) => ({
      name: c.name,
      type: c.type,
      length: c.length,
      precision: c.precision,
      scale: c.scale,
      nullable: c.isNullable,
      default: c.default,
      primary: c.isPrimary,
      generated: c.isGenerated,
      unique: c.isUnique,
    })),
    indices: [...table.indices].sort(byName).map((i) => ({
      name: i.name,
      columns: i.columnNames,
      unique: i.isUnique,
      where: i.where,
    })),
    uniques: [...table.uniques].sort(byName).map((u) => ({ name: u.name, columns: u.columnNames })),
    foreignKeys: [...table.foreignKeys].sort(byName).map((f) => ({
      name: f.name,
      columns: f.columnNames,
      table: f.referencedTableName,
      referenced: f.referencedColumnNames,
      onDelete: f.onDelete,
      onUpdate: f.onUpdate,
    })),
  };
}

const INTERNAL_TABLES = new Set(['sqlite_sequence', 'migrations', 'typeorm_metadata']);

async function tablesOf(dataSource: DataSource): Promise<Map<string, string>> {
  const queryRunner = dataSource.createQueryRunner();
  try {
    const tables = await queryRunner.getTables();
    return new Map(
      tables
        .filter((t) => !INTERNAL_TABLES.has(t.name))
        .map((t) => [t.name, JSON.stringify(describe(t))]),
    );
  } finally {
    await queryRunner.release();
  }
}

/** Records the baseline migrations as run, through TypeORM's own bookkeeping (`fake` runs). */
class BaselineRecorder extends MigrationExecutor {
  constructor(
    dataSource: DataSource,
    private readonly names: ReadonlySet<string>,
  ) {
    super(dataSource);
    this.fake = true;
  }

  protected override getMigrations(): Migration[] {
    return super.getMigrations().filter((m) => this.names.has(m.name));
  }
}

/**
 * Before the migrations owned the embedded database's schema, `synchronize` made it: such a file has
 * tables and no `migrations` table. When its tables are exactly those the `baseline` migrations make
 * (the migrations that existed when synchronizing stopped), they are recorded as run, and the later
 * ones run as usual; otherwise the start fails with a SynchronizedSchemaError saying what to do.
 * A new file (no tables) and a file with a `migrations` table are left alone.
 */
export async function adoptSynchronizedSchema(
  dataSource: DataSource,
  baseline: Array<new () => MigrationInterface>,
): Promise<void> {
  const migrationsTable = dataSource.options.migrationsTableName ?? 'migrations';
  const queryRunner = dataSource.createQueryRunner();
  try {
    if (await queryRunner.hasTable(migrationsTable)) return;
  } finally {
    await queryRunner.release();
  }
  const found = await tablesOf(dataSource);
  if (found.size === 0) return;

  const reference = new DataSource({ type: 'sqljs', migrations: baseline });
  await reference.initialize();
  let expected: Map<string, string>;
  try {
    await reference.runMigrations();
    expected = await tablesOf(reference);
  } finally {
    await reference.destroy();
  }
  const differences = [...new Set([...found.keys(), ...expected.keys()])].sort().flatMap((name) => {
    if (!expected.has(name)) return [`unexpected table ${name}`];
    if (!found.has(name)) return [`missing table ${name}`];
    return found.get(name) === expected.get(name) ? [] : [`table ${name} differs`];
  });
  const names = baseline.map((m) => new m().name ?? m.name);
  if (differences.length > 0) {
    const location = 'location' in dataSource.options ? String(dataSource.options.location) : '';
    throw new SynchronizedSchemaError(location, names[names.length - 1], differences);
  }
  await new BaselineRecorder(dataSource, new Set(names)).executePendingMigrations();
  dataSource.logger.logMigration(
    `Embedded database made by synchronize: its tables match, migrations up to ${names[names.length - 1]} recorded as run`,
  );
}
