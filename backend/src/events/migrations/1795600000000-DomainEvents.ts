import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The transactional outbox of domain events and the deliveries of its subscribers
 * (docs/domain-events.md). Written with the portable QueryRunner API: it runs on MySQL/MariaDB and
 * on the embedded SQLite database alike.
 */
export class DomainEvents1795600000000 implements MigrationInterface {
  name = 'DomainEvents1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'domain_events',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'type', type: 'varchar', length: '64' },
          { name: 'payload', type: 'text' },
          { name: 'occurred_at', type: 'datetime', precision: 3 },
          { name: 'available_at', type: 'datetime', precision: 3 },
          { name: 'dispatched_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await queryRunner.createIndex(
      'domain_events',
      new TableIndex({
        name: 'IDX_domain_events_pending',
        columnNames: ['dispatched_at', 'available_at'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'domain_event_deliveries',
        columns: [
          { name: 'event_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'subscriber', type: 'varchar', length: '120', isPrimary: true },
          { name: 'delivered_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('domain_event_deliveries');
    await queryRunner.dropIndex('domain_events', 'IDX_domain_events_pending');
    await queryRunner.dropTable('domain_events');
  }
}
