import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 35: subscriptions keep their own copy of each student's latest renewal (`membership_renewals`),
 * from the renewals module's `renewal.changed` events, instead of reading the renewals' table through a
 * reader set from outside. Filled here from each student's latest recurring subscription.
 */
export class MembershipRenewals1796610000000 implements MigrationInterface {
  name = 'MembershipRenewals1796610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'membership_renewals',
        columns: [
          { ...c.int('user_id'), isPrimary: true },
          c.int('recurring_id'),
          c.varchar('subscription_id', 64),
          c.varchar('status', 16),
          c.datetime('next_charge_at', 3, { nullable: true }),
          c.int('amount'),
          c.varchar('currency', 3),
          c.varchar('method', 16, { nullable: true }),
          c.varchar('plan', 16),
          c.int('months'),
          c.varchar('payment_link', 2048, { nullable: true }),
          c.datetime('changed_at', 3),
        ],
      }),
    );
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    const cols = [
      'user_id',
      'id',
      'gateway_subscription_id',
      'status',
      'next_charge_at',
      'amount',
      'currency',
      'method',
      'plan',
      'months',
      'payment_link',
      'updated_at',
    ];
    await queryRunner.query(
      `INSERT INTO ${q('membership_renewals')} (${[
        'user_id',
        'recurring_id',
        'subscription_id',
        'status',
        'next_charge_at',
        'amount',
        'currency',
        'method',
        'plan',
        'months',
        'payment_link',
        'changed_at',
      ]
        .map(q)
        .join(
          ', ',
        )}) SELECT ${cols.map((n) => `r.${q(n)}`).join(', ')} FROM ${q('recurring_subscriptions')} r` +
        ` WHERE r.${q('id')} = (SELECT MAX(r2.${q('id')}) FROM ${q('recurring_subscriptions')} r2 WHERE r2.${q('user_id')} = r.${q('user_id')})`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('membership_renewals');
  }
}
