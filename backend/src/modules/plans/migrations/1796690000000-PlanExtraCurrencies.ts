import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 37, prices by country: a plan's prices in the currencies the owner may add (GBP, AED, CAD, AUD,
 * SGD), one JSON object per plan keyed by currency (plans module). Null or a missing key: not offered.
 */
export class PlanExtraCurrencies1796690000000 implements MigrationInterface {
  name = 'PlanExtraCurrencies1796690000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumn(
      'plans',
      new TableColumn(c.text('extra_prices', { nullable: true })),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('plans', 'extra_prices');
  }
}
