import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import initSqlJs from 'sql.js';
import { DataSource } from 'typeorm';
import { APP_MIGRATIONS as MIGRATIONS } from '../src/app.schema.js';
import { SYNCHRONIZED_BASELINE } from '../src/database/migrations/index.js';
import { detectMysqlFlavor } from '../src/database/mysql-flavor.js';
import { createTestApp, recreateMysqlDatabase, type TestApp } from './support/test-app.js';

const dbUrl = process.env.DB_URL;
const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
/** The statements of a fixture file: one per line, `--` lines are comments. */
const statements = (sql: string) =>
  sql
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('--'))
    .map((line) => line.replace(/;\s*$/, ''));

const TABLES = [
  'account_erasures',
  'account_tokens',
  'attendance',
  'audit_entries',
  'blogs',
  'bookings',
  'challenge_participants',
  'challenges',
  'class_skips',
  'classes',
  'companies',
  'company_admins',
  'company_orders',
  'company_seat_attendance',
  'company_seats',
  'consent_events',
  'content_drafts',
  'content_versions',
  'coupon_redemptions',
  'coupons',
  'credit_balances',
  'credit_entries',
  'device_authorizations',
  'document_sequences',
  'domain_event_deliveries',
  'domain_events',
  'gateway_plans',
  'gifts',
  'gst_documents',
  'health_note_consents',
  'health_notes',
  'health_questionnaire_answers',
  'household_members',
  'household_payments',
  'households',
  'membership_pauses',
  'membership_renewals',
  'membership_shares',
  'membership_sponsorships',
  'memberships',
  'migrations',
  'milestone_shares',
  'outbox_messages',
  'payments',
  'plan_price_history',
  'plans',
  'practice_days',
  'push_subscriptions',
  'reconciliation_items',
  'recurring_subscriptions',
  'revoked_tokens',
  'site_settings',
  'subscription_counters',
  'subscription_periods',
  'timetable_slots',
  'users',
  'video_attendance',
  'video_meetings',
  'video_overflows',
  'video_recordings',
  'video_registrations',
  'video_sessions',
  'video_webhook_events',
  'webhook_events',
];

async function tableNames(ds: DataSource): Promise<string[]> {
  const rows = (await ds.query(
    ds.options.type === 'sqljs'
      ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
      : 'SHOW TABLES',
  )) as Record<string, string>[];
  return rows.map((r) => Object.values(r)[0]).sort();
}

const pendingSchemaChanges = async (ds: DataSource) =>
  (await ds.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);

/** SHOW CREATE TABLE of every table but `migrations` (no AUTO_INCREMENT counter). */
async function showCreateTables(url: string): Promise<Record<string, string>> {
  const conn = await createConnection({ uri: url });
  try {
    const [tables] = await conn.query<RowDataPacket[]>('SHOW TABLES');
    const result: Record<string, string> = {};
    for (const name of tables.map((r) => String(Object.values(r)[0])).sort()) {
      if (name === 'migrations') continue;
      const [[row]] = await conn.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${name}\``);
      result[name] = String(row['Create Table']).replace(/ AUTO_INCREMENT=\d+/, '');
    }
    return result;
  } finally {
    await conn.end();
  }
}

/** Every migration file under src/ (a module's own or the shared history). */
function migrationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return migrationFiles(full);
    return /\/migrations\/\d{13}-\w+\.ts$/.test(full) ? [full] : [];
  });
}

describe('database schema', () => {
  it('runs every migration file of the source tree, each once, in timestamp order', () => {
    const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const files = migrationFiles(src).map((file) => {
      const [, stamp, name] = /(\d{13})-(\w+)\.ts$/.exec(file)!;
      return `${name}${stamp}`;
    });
    const names = MIGRATIONS.map((m) => new m().name ?? m.name);
    expect([...names].sort()).toEqual([...files].sort());
    expect(new Set(names).size).toBe(names.length);
    const stamps = names.map((n) => Number(n.slice(-13)));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  describe('made by the migrations from zero (the database of this run)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('agrees with the entities: the schema builder has nothing to do', async () => {
      const ds = t.app.get(DataSource);
      expect(ds.options.synchronize).toBe(false);
      expect(await pendingSchemaChanges(ds)).toEqual([]);
      expect(await ds.showMigrations()).toBe(false);
      expect(await tableNames(ds)).toEqual(TABLES);
    });

    it('reverts every migration down to an empty database, then builds the same schema again', async () => {
      const ds = t.app.get(DataSource);
      for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration();
      expect(await tableNames(ds)).toEqual(['migrations']);
      expect(await ds.runMigrations()).toHaveLength(MIGRATIONS.length);
      expect(await pendingSchemaChanges(ds)).toEqual([]);
      expect(await tableNames(ds)).toEqual(TABLES);
    });
  });

  if (dbUrl) {
    it('builds on MySQL/MariaDB exactly the tables the SQL migrations it replaced built', async () => {
      await recreateMysqlDatabase(dbUrl);
      const conn = await createConnection({ uri: dbUrl });
      try {
        for (const sql of statements(fixture('legacy-mysql-migrations.sql'))) await conn.query(sql);
      } finally {
        await conn.end();
      }
      const fromSql = await showCreateTables(dbUrl);

      await recreateMysqlDatabase(dbUrl);
      const ds = new DataSource({
        type: await detectMysqlFlavor(dbUrl),
        url: dbUrl,
        migrations: SYNCHRONIZED_BASELINE,
      });
      await ds.initialize();
      try {
        await ds.runMigrations();
      } finally {
        await ds.destroy();
      }
      const fromMigrations = await showCreateTables(dbUrl);

      expect(Object.keys(fromSql)).toHaveLength(21);
      expect(fromMigrations).toEqual(fromSql);
    });
  }

  describe('an embedded database file made by synchronize, before the migrations owned it', () => {
    let dir: string;
    let file: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'yoga-synchronized-'));
      file = path.join(dir, 'yoga.sqlite');
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    async function writeSynchronizedFile(...extra: string[]) {
      const SQL = await initSqlJs();
      const db = new SQL.Database();
      for (const sql of [...statements(fixture('synchronized-sqlite-schema.sql')), ...extra])
        db.run(sql);
      writeFileSync(file, db.export());
      db.close();
    }

    it('is adopted: the migrations of its time are recorded as run, the later ones run, its data stays', async () => {
      await writeSynchronizedFile(
        `INSERT INTO classes (title, date, time, link) VALUES ('Kept', '2030-01-01', '06:00', 'https://x.test')`,
      );
      const t = await createTestApp({ DB_URL: '', SQLITE_PATH: file });
      try {
        const ds = t.app.get(DataSource);
        const recorded = (await ds.query('SELECT name FROM migrations ORDER BY id')) as {
          name: string;
        }[];
        expect(recorded.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => new m().name));
        expect(await pendingSchemaChanges(ds)).toEqual([]);
        expect(await ds.query(`SELECT title FROM classes WHERE title = 'Kept'`)).toHaveLength(1);
      } finally {
        await t.close();
      }
    });

    it('is refused, the file untouched, with a message that says what to do when its tables differ', async () => {
      await writeSynchronizedFile('DROP INDEX "IDX_bookings_class_status"');
      const before = readFileSync(file);
      const started = Date.now();
      await expect(createTestApp({ DB_URL: '', SQLITE_PATH: file })).rejects.toThrow(
        `The embedded database ${file} was made by an older version without migrations and its ` +
          `tables differ from the schema of the migrations up to Timetable1795510000000 (table ` +
          `bookings differs). Move or delete the file to start with a fresh database`,
      );
      // A schema error is not retried (the database module retries others for 20 s).
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(readFileSync(file).equals(before)).toBe(true);
    });
  });

  it('refuses a new embedded database whose migrations may not run (MIGRATIONS_RUN=false)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yoga-no-migrations-'));
    try {
      await expect(
        createTestApp({
          DB_URL: '',
          SQLITE_PATH: path.join(dir, 'yoga.sqlite'),
          MIGRATIONS_RUN: 'false',
        }),
      ).rejects.toThrow('MIGRATIONS_RUN=false: run `npm run migration:run` first');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
