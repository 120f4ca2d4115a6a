import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from './columns.js';

export class SubscriptionsPayments1795427182584 implements MigrationInterface {
  name = 'SubscriptionsPayments1795427182584';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'credit_balances',
        columns: [
          { ...c.int('user_id'), isPrimary: true },
          { ...c.varchar('currency', 3), isPrimary: true },
          c.int('balance', { default: 0 }),
        ],
        foreignKeys: [cascadeForeignKey('FK_e8af65c175bcb9c8714514ed97a', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'credit_entries',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('currency', 3),
          c.int('amount'),
          c.varchar('kind', 24),
          c.int('payment_id', { nullable: true }),
          c.int('referred_user_id', { nullable: true }),
          c.varchar('once_key', 40, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_credit_entries_referred_user',
            columnNames: ['referred_user_id'],
          }),
          new TableIndex({
            name: 'UQ_credit_entries_once_key',
            columnNames: ['once_key'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_credit_entries_user', columnNames: ['user_id', 'id'] }),
        ],
        foreignKeys: [cascadeForeignKey('FK_a41bd76e384a1a2b3eef6770962', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.int('amount'),
          c.int('credits_applied', { default: 0 }),
          c.boolean('credits_taken', { default: false }),
          c.varchar('gateway', 16),
          c.varchar('gateway_order_id', 64, { nullable: true }),
          c.varchar('gateway_payment_id', 64, { nullable: true }),
          c.varchar('status', 16, { default: 'created' }),
          c.createdAt(),
          c.datetime('paid_at', 3, { nullable: true }),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payments_gateway_order',
            columnNames: ['gateway_order_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_payments_gateway_payment',
            columnNames: ['gateway_payment_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_payments_status_paid_at',
            columnNames: ['status', 'paid_at'],
          }),
          new TableIndex({ name: 'IDX_payments_user', columnNames: ['user_id', 'id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          { ...c.varchar('event_id', 64), isPrimary: true },
          c.varchar('event', 64),
          c.createdAt('received_at'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'attendance',
        columns: [c.id(), c.int('user_id'), c.int('class_id'), c.datetime('joined_at', 3)],
        indices: [
          new TableIndex({
            name: 'UQ_attendance_user_class',
            columnNames: ['user_id', 'class_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_0bedbcc8d5f9b9ec4979f519597', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'memberships',
        columns: [
          { ...c.int('user_id'), isPrimary: true },
          c.varchar('subscription_no', 20, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_memberships_subscription_no',
            columnNames: ['subscription_no'],
            isUnique: true,
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_7c1e2fdfed4f6838e0c05ae5051', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscription_counters',
        columns: [{ ...c.int('year'), isPrimary: true }, c.int('last_value', { default: 0 })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscription_periods',
        columns: [
          c.id(),
          c.int('user_id'),
          c.int('payment_id'),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.datetime('starts_at', 3),
          c.datetime('ends_at', 3),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_subscription_periods_payment',
            columnNames: ['payment_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_subscription_periods_user_ends',
            columnNames: ['user_id', 'ends_at'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_588e499ed0e4d0c3f654ebfe60d', 'user_id', 'users')],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'subscription_periods',
      'subscription_counters',
      'memberships',
      'attendance',
      'webhook_events',
      'payments',
      'credit_entries',
      'credit_balances',
    ])
      await queryRunner.dropTable(table);
  }
}
