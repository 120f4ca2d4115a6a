import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 38: each offer code says which payments it takes its discount off: `first_payment` (new codes'
 * default: an automatic renewal's later debits are at the full price) or `every_payment`. The codes that
 * exist keep what they did until now (every debit of a subscription bought with them), so no student's
 * renewal price changes by itself; the owner can change each code in the admin.
 */
export class CouponAppliesTo1796520000000 implements MigrationInterface {
  name = 'CouponAppliesTo1796520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumn(
      'coupons',
      new TableColumn(c.varchar('applies_to', 16, { default: 'first_payment' })),
    );
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(`UPDATE ${q('coupons')} SET ${q('applies_to')} = 'every_payment'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('coupons', 'applies_to');
  }
}
