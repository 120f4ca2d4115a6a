import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 23, offer codes: the codes, each order's use of one, and the discount on the payment and on
 * its invoice.
 */
export class OfferCodes1795700000200 implements MigrationInterface {
  name = 'OfferCodes1795700000200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'coupons',
        columns: [
          c.id(),
          c.varchar('code', 20),
          c.int('percent_off', { nullable: true }),
          c.int('amount_off_inr', { nullable: true }),
          c.int('amount_off_usd', { nullable: true }),
          c.varchar('plans', 200, { nullable: true }),
          c.varchar('valid_from', 10, { nullable: true }),
          c.varchar('valid_to', 10, { nullable: true }),
          c.int('max_redemptions', { nullable: true }),
          c.int('max_per_student', { default: 1 }),
          c.boolean('first_purchase_only', { default: false }),
          c.boolean('active', { default: true }),
          c.boolean('show_on_price_page', { default: false }),
          c.int('taken', { default: 0 }),
          c.createdAt(),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'coupons',
      new TableIndex({ name: 'UQ_coupons_code', columnNames: ['code'], isUnique: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'coupon_redemptions',
        columns: [
          c.id(),
          c.int('coupon_id'),
          c.int('user_id'),
          c.int('payment_id'),
          c.varchar('currency', 3),
          c.int('discount'),
          c.varchar('status', 16),
          c.datetime('held_until', 3),
          c.createdAt(),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'coupon_redemptions',
      new TableIndex({
        name: 'UQ_coupon_redemptions_payment',
        columnNames: ['payment_id'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'coupon_redemptions',
      new TableIndex({
        name: 'IDX_coupon_redemptions_coupon_user',
        columnNames: ['coupon_id', 'user_id'],
      }),
    );
    await queryRunner.createIndex(
      'coupon_redemptions',
      new TableIndex({
        name: 'IDX_coupon_redemptions_coupon_status',
        columnNames: ['coupon_id', 'status'],
      }),
    );
    await queryRunner.addColumns(
      'payments',
      [c.int('discount', { default: 0 }), c.varchar('coupon', 20, { nullable: true })].map(
        (options) => new TableColumn(options),
      ),
    );
    await queryRunner.addColumns(
      'gst_documents',
      [c.int('discount', { default: 0 }), c.varchar('coupon', 20, { nullable: true })].map(
        (options) => new TableColumn(options),
      ),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('gst_documents', 'coupon');
    await queryRunner.dropColumn('gst_documents', 'discount');
    await queryRunner.dropColumn('payments', 'coupon');
    await queryRunner.dropColumn('payments', 'discount');
    await queryRunner.dropTable('coupon_redemptions');
    await queryRunner.dropTable('coupons');
  }
}
