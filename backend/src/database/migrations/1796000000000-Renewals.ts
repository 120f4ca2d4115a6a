import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 26, memberships that renew themselves: the gateway's plans, the recurring subscriptions, each
 * debit's subscription on `payments`, and the members' pauses.
 */
export class Renewals1796000000000 implements MigrationInterface {
  name = 'Renewals1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'gateway_plans',
        columns: [
          c.id(),
          c.varchar('gateway', 16),
          c.varchar('plan', 16),
          c.varchar('currency', 3),
          c.int('amount'),
          c.int('months'),
          c.varchar('gateway_plan_id', 64),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_gateway_plans_key',
            columnNames: ['gateway', 'plan', 'currency', 'amount', 'months'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'recurring_subscriptions',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('gateway', 16),
          c.varchar('gateway_subscription_id', 64),
          c.varchar('gateway_plan_id', 64),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('currency', 3),
          c.int('amount'),
          c.int('discount', { default: 0 }),
          c.varchar('coupon', 20, { nullable: true }),
          c.varchar('status', 16, { default: 'created' }),
          c.varchar('method', 16, { nullable: true }),
          c.datetime('next_charge_at', 3, { nullable: true }),
          c.int('paid_count', { default: 0 }),
          c.int('failures', { default: 0 }),
          c.varchar('payment_link', 2048, { nullable: true }),
          c.varchar('cancel_reason', 500, { nullable: true }),
          c.datetime('reminded_for', 3, { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_recurring_subscriptions_gateway_id',
            columnNames: ['gateway_subscription_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_recurring_subscriptions_user',
            columnNames: ['user_id', 'id'],
          }),
        ],
      }),
    );
    await queryRunner.addColumn(
      'payments',
      new TableColumn(c.int('recurring_id', { nullable: true })),
    );
    await queryRunner.createIndex(
      'payments',
      new TableIndex({ name: 'IDX_payments_recurring', columnNames: ['recurring_id'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'membership_pauses',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('from_date', 10),
          c.varchar('until_date', 10),
          c.int('days'),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_membership_pauses_user',
            columnNames: ['user_id', 'from_date'],
          }),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('membership_pauses');
    await queryRunner.dropIndex('payments', 'IDX_payments_recurring');
    await queryRunner.dropColumn('payments', 'recurring_id');
    await queryRunner.dropTable('recurring_subscriptions');
    await queryRunner.dropTable('gateway_plans');
  }
}
