import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 10: GST invoices and credit notes (snapshots), offline payments (method, UTR), refunds. */

export class InvoicesRefunds1795436640441 implements MigrationInterface {
  name = 'InvoicesRefunds1795436640441';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`gst_documents\` (\`id\` int NOT NULL AUTO_INCREMENT, \`kind\` varchar(16) NOT NULL, \`number\` varchar(16) NOT NULL, \`payment_id\` int NOT NULL, \`user_id\` int NOT NULL, \`issued_at\` datetime(3) NOT NULL, \`seller_name\` varchar(200) NOT NULL, \`seller_address\` varchar(500) NOT NULL, \`seller_gstin\` varchar(15) NOT NULL, \`seller_state\` varchar(2) NOT NULL, \`seller_lut_no\` varchar(64) NOT NULL, \`seller_sample\` tinyint NOT NULL, \`buyer_name\` varchar(100) NOT NULL, \`buyer_email\` varchar(254) NOT NULL, \`buyer_state\` varchar(2) NULL, \`supply_kind\` varchar(8) NOT NULL, \`currency\` varchar(3) NOT NULL, \`taxable\` int NOT NULL, \`cgst\` int NOT NULL, \`sgst\` int NOT NULL, \`igst\` int NOT NULL, \`total\` int NOT NULL, \`plan\` varchar(16) NOT NULL, \`plan_name\` varchar(32) NOT NULL, \`months\` int NOT NULL, \`period_start\` datetime(3) NOT NULL, \`period_end\` datetime(3) NOT NULL, \`subscription_no\` varchar(20) NULL, \`payment_method\` varchar(16) NOT NULL, \`payment_ref\` varchar(64) NULL, \`original_number\` varchar(16) NULL, \`original_issued_at\` datetime(3) NULL, \`reason\` varchar(500) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_gst_documents_number\` (\`number\`), INDEX \`IDX_gst_documents_user\` (\`user_id\`), INDEX \`IDX_gst_documents_issued_at\` (\`issued_at\`), UNIQUE INDEX \`UQ_gst_documents_payment_kind\` (\`payment_id\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    // Existing payments were all checkout payments: their method is their gateway.
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`method\` varchar(16) NULL`);
    await queryRunner.query(`UPDATE \`payments\` SET \`method\` = \`gateway\``);
    await queryRunner.query(`ALTER TABLE \`payments\` MODIFY \`method\` varchar(16) NOT NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`reference\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`state_code\` varchar(2) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`payments\` ADD \`refund_requested_at\` datetime(3) NULL`,
    );
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`refund_reason\` varchar(500) NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`gateway_refund_id\` varchar(64) NULL`);
    await queryRunner.query(`ALTER TABLE \`payments\` ADD \`refunded_at\` datetime(3) NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_payments_reference\` ON \`payments\` (\`reference\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_payments_reference\` ON \`payments\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refunded_at\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`gateway_refund_id\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refund_reason\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`refund_requested_at\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`state_code\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`reference\``);
    await queryRunner.query(`ALTER TABLE \`payments\` DROP COLUMN \`method\``);
    await queryRunner.query(`DROP INDEX \`UQ_gst_documents_payment_kind\` ON \`gst_documents\``);
    await queryRunner.query(`DROP INDEX \`IDX_gst_documents_issued_at\` ON \`gst_documents\``);
    await queryRunner.query(`DROP INDEX \`IDX_gst_documents_user\` ON \`gst_documents\``);
    await queryRunner.query(`DROP INDEX \`UQ_gst_documents_number\` ON \`gst_documents\``);
    await queryRunner.query(`DROP TABLE \`gst_documents\``);
  }
}
