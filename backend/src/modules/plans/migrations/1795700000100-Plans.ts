import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 23, plans and prices in the database: the plans (per currency: original, offer and redeemable in
 * minor units) and every change of one (plan_price_history). The rows are seeded on the first start by the
 * plans module (PlansService.seed), from the spec's tables.
 */
export class Plans1795700000100 implements MigrationInterface {
  name = 'Plans1795700000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    const currency = (prefix: 'inr' | 'usd') => [
      c.int(`${prefix}_original`),
      c.int(`${prefix}_offer`),
      c.int(`${prefix}_redeemable`),
      c.boolean(`${prefix}_show_discount`, { default: true }),
      c.varchar(`${prefix}_label`, 32, { nullable: true }),
    ];
    await queryRunner.createTable(
      new Table({
        name: 'plans',
        columns: [
          { ...c.varchar('slug', 16), isPrimary: true },
          c.varchar('name_en', 32),
          c.varchar('name_hi', 32),
          c.int('months'),
          c.boolean('active', { default: true }),
          c.int('sort_order', { default: 0 }),
          c.boolean('popular', { default: false }),
          ...currency('inr'),
          ...currency('usd'),
          c.createdAt(),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'plan_price_history',
        columns: [
          c.id(),
          c.varchar('plan_slug', 16),
          c.varchar('action', 16),
          c.int('actor_id', { nullable: true }),
          c.varchar('actor_name', 120, { nullable: true }),
          c.text('before', { nullable: true }),
          c.text('after'),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'plan_price_history',
      new TableIndex({ name: 'IDX_plan_price_history_slug', columnNames: ['plan_slug', 'id'] }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('plan_price_history', 'IDX_plan_price_history_slug');
    await queryRunner.dropTable('plan_price_history');
    await queryRunner.dropTable('plans');
  }
}
