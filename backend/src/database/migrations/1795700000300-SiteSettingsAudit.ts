import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 23: the business details and rules owned by the site-settings module (`site_settings`, one JSON
 * document per name, seeded from the environment on first start), and the audit log of admin changes
 * (`audit_entries`, written by the audit module from the `admin.changed` domain event).
 */
export class SiteSettingsAudit1795700000300 implements MigrationInterface {
  name = 'SiteSettingsAudit1795700000300';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'site_settings',
        columns: [
          { ...c.varchar('name', 32), isPrimary: true },
          c.text('value'),
          c.int('updated_by', { nullable: true }),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          c.id(),
          c.varchar('event_id', 36),
          c.datetime('occurred_at', 3),
          c.int('actor_id'),
          c.varchar('entity', 32),
          c.varchar('entity_id', 100),
          c.varchar('action', 32),
          c.text('before', { nullable: true }),
          c.text('after', { nullable: true }),
        ],
      }),
    );
    await queryRunner.createIndices('audit_entries', [
      new TableIndex({
        name: 'UQ_audit_entries_event_id',
        columnNames: ['event_id'],
        isUnique: true,
      }),
      new TableIndex({ name: 'IDX_audit_entries_entity', columnNames: ['entity', 'entity_id'] }),
      new TableIndex({ name: 'IDX_audit_entries_occurred_at', columnNames: ['occurred_at'] }),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_entries');
    await queryRunner.dropTable('site_settings');
  }
}
