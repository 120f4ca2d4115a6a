import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('database schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the entities exactly (MySQL: after the migrations ran from zero; SQLite: synchronized)', async () => {
    const ds = t.app.get(DataSource);
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    if (ds.options.type === 'mysql') {
      expect(await ds.showMigrations()).toBe(false);
      const tables = (await ds.query('SHOW TABLES')) as Record<string, string>[];
      expect(tables.map((r) => Object.values(r)[0]).sort()).toEqual(
        [
          'attendance',
          'blogs',
          'bookings',
          'classes',
          'credit_balances',
          'credit_entries',
          'account_erasures',
          'account_tokens',
          'consent_events',
          'document_sequences',
          'gst_documents',
          'memberships',
          'migrations',
          'payments',
          'revoked_tokens',
          'subscription_counters',
          'subscription_periods',
          'timetable_slots',
          'class_skips',
          'users',
          'webhook_events',
        ].sort(),
      );
    }
  });
});
