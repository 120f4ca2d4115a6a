import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 35, renewals of households and company seats: a recurring subscription says what it renews
 * (`purpose`: membership, household or company) and which household or company (`reference_id`). Every
 * subscription made before renews its payer's membership.
 */
export class RenewalPurposes1796720000000 implements MigrationInterface {
  name = 'RenewalPurposes1796720000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('recurring_subscriptions', [
      new TableColumn(c.varchar('purpose', 16, { default: 'membership' })),
      new TableColumn(c.int('reference_id', { nullable: true })),
    ]);
    await queryRunner.createIndex(
      'recurring_subscriptions',
      new TableIndex({
        name: 'IDX_recurring_subscriptions_purpose',
        columnNames: ['purpose', 'reference_id', 'id'],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('recurring_subscriptions', 'IDX_recurring_subscriptions_purpose');
    await queryRunner.dropColumn('recurring_subscriptions', 'reference_id');
    await queryRunner.dropColumn('recurring_subscriptions', 'purpose');
  }
}
