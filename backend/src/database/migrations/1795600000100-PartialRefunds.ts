import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 28, partial refunds: a payment's refunded amount, and any number of credit notes per payment
 * (each for one refund, its gateway refund id unique, flagged when it credits part of the invoice).
 * Portable: MySQL/MariaDB and the embedded SQLite database alike.
 */
export class PartialRefunds1795600000100 implements MigrationInterface {
  name = 'PartialRefunds1795600000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.addColumn(
      'payments',
      new TableColumn(c.int('refunded_amount', { default: 0 })),
    );
    await queryRunner.query(
      `UPDATE ${q('payments')} SET ${q('refunded_amount')} = ${q('amount')} WHERE ${q('status')} = ?`,
      ['refunded'],
    );
    await queryRunner.addColumns(
      'gst_documents',
      [
        c.varchar('refund_id', 64, { nullable: true }),
        c.boolean('partial', { default: false }),
      ].map((options) => new TableColumn(options)),
    );
    await queryRunner.createIndex(
      'gst_documents',
      new TableIndex({
        name: 'UQ_gst_documents_refund',
        columnNames: ['refund_id'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'gst_documents',
      new TableIndex({
        name: 'IDX_gst_documents_payment_kind',
        columnNames: ['payment_id', 'kind'],
      }),
    );
    await queryRunner.dropIndex('gst_documents', 'UQ_gst_documents_payment_kind');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'gst_documents',
      new TableIndex({
        name: 'UQ_gst_documents_payment_kind',
        columnNames: ['payment_id', 'kind'],
        isUnique: true,
      }),
    );
    await queryRunner.dropIndex('gst_documents', 'IDX_gst_documents_payment_kind');
    await queryRunner.dropIndex('gst_documents', 'UQ_gst_documents_refund');
    await queryRunner.dropColumns('gst_documents', ['partial', 'refund_id']);
    await queryRunner.dropColumn('payments', 'refunded_amount');
  }
}
