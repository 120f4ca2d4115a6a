import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 35: one lifecycle for every gateway object. A payment remembers when a newer checkout
 * superseded it and why money that reached it must go back; a subscription remembers when it was
 * stopped and what the gateway last said of it.
 */
export class CheckoutLifecycle1796500000000 implements MigrationInterface {
  name = 'CheckoutLifecycle1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('payments', [
      new TableColumn(c.datetime('superseded_at', 3, { nullable: true })),
      new TableColumn(c.varchar('rejected_reason', 16, { nullable: true })),
    ]);
    await queryRunner.createIndex(
      'payments',
      new TableIndex({ name: 'IDX_payments_rejected', columnNames: ['rejected_reason', 'status'] }),
    );
    await queryRunner.addColumns('recurring_subscriptions', [
      new TableColumn(c.datetime('stopped_at', 3, { nullable: true })),
      new TableColumn(c.datetime('superseded_at', 3, { nullable: true })),
      new TableColumn(c.varchar('gateway_status', 16, { nullable: true })),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'reconciliation_items',
        columns: [
          c.id(),
          c.varchar('kind', 32),
          c.varchar('gateway_id', 64),
          c.int('payment_id', { nullable: true }),
          c.int('recurring_id', { nullable: true }),
          c.int('user_id', { nullable: true }),
          c.int('amount', { nullable: true }),
          c.varchar('currency', 3, { nullable: true }),
          c.varchar('action', 32),
          c.varchar('detail', 500, { nullable: true }),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'reconciliation_items',
      new TableIndex({
        name: 'UQ_reconciliation_items_kind_gateway',
        columnNames: ['kind', 'gateway_id'],
        isUnique: true,
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reconciliation_items');
    await queryRunner.dropColumn('recurring_subscriptions', 'gateway_status');
    await queryRunner.dropColumn('recurring_subscriptions', 'superseded_at');
    await queryRunner.dropColumn('recurring_subscriptions', 'stopped_at');
    await queryRunner.dropIndex('payments', 'IDX_payments_rejected');
    await queryRunner.dropColumn('payments', 'rejected_reason');
    await queryRunner.dropColumn('payments', 'superseded_at');
  }
}
