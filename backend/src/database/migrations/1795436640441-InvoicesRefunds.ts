import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/** Issue 10: GST invoices and credit notes (snapshots), offline payments (method, UTR), refunds. */

export class InvoicesRefunds1795436640441 implements MigrationInterface {
  name = 'InvoicesRefunds1795436640441';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'gst_documents',
        columns: [
          c.id(),
          c.varchar('kind', 16),
          c.varchar('number', 16),
          c.int('payment_id'),
          c.int('user_id'),
          c.datetime('issued_at', 3),
          c.varchar('seller_name', 200),
          c.varchar('seller_address', 500),
          c.varchar('seller_gstin', 15),
          c.varchar('seller_state', 2),
          c.varchar('seller_lut_no', 64),
          c.boolean('seller_sample'),
          c.varchar('buyer_name', 100),
          c.varchar('buyer_email', 254),
          c.varchar('buyer_state', 2, { nullable: true }),
          c.varchar('supply_kind', 8),
          c.varchar('currency', 3),
          c.int('taxable'),
          c.int('cgst'),
          c.int('sgst'),
          c.int('igst'),
          c.int('total'),
          c.varchar('plan', 16),
          c.varchar('plan_name', 32),
          c.int('months'),
          c.datetime('period_start', 3),
          c.datetime('period_end', 3),
          c.varchar('subscription_no', 20, { nullable: true }),
          c.varchar('payment_method', 16),
          c.varchar('payment_ref', 64, { nullable: true }),
          c.varchar('original_number', 16, { nullable: true }),
          c.datetime('original_issued_at', 3, { nullable: true }),
          c.varchar('reason', 500, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_gst_documents_number',
            columnNames: ['number'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_gst_documents_user', columnNames: ['user_id'] }),
          new TableIndex({ name: 'IDX_gst_documents_issued_at', columnNames: ['issued_at'] }),
          new TableIndex({
            name: 'UQ_gst_documents_payment_kind',
            columnNames: ['payment_id', 'kind'],
            isUnique: true,
          }),
        ],
      }),
    );
    // Existing payments were all checkout payments: their method is their gateway.
    await queryRunner.addColumn(
      'payments',
      new TableColumn(c.varchar('method', 16, { nullable: true })),
    );
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(`UPDATE ${q('payments')} SET ${q('method')} = ${q('gateway')}`);
    await queryRunner.changeColumn('payments', 'method', new TableColumn(c.varchar('method', 16)));
    await queryRunner.addColumns(
      'payments',
      [
        c.varchar('reference', 64, { nullable: true }),
        c.varchar('state_code', 2, { nullable: true }),
        c.datetime('refund_requested_at', 3, { nullable: true }),
        c.varchar('refund_reason', 500, { nullable: true }),
        c.varchar('gateway_refund_id', 64, { nullable: true }),
        c.datetime('refunded_at', 3, { nullable: true }),
      ].map((options) => new TableColumn(options)),
    );
    await queryRunner.createIndex(
      'payments',
      new TableIndex({ name: 'UQ_payments_reference', columnNames: ['reference'], isUnique: true }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('payments', 'UQ_payments_reference');
    await queryRunner.dropColumns('payments', [
      'refunded_at',
      'gateway_refund_id',
      'refund_reason',
      'refund_requested_at',
      'state_code',
      'reference',
      'method',
    ]);
    await queryRunner.dropTable('gst_documents');
  }
}
