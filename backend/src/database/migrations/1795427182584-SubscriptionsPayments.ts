import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubscriptionsPayments1795427182584 implements MigrationInterface {
  name = 'SubscriptionsPayments1795427182584';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`credit_balances\` (\`user_id\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`balance\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`user_id\`, \`currency\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`credit_entries\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`amount\` int NOT NULL, \`kind\` varchar(24) NOT NULL, \`payment_id\` int NULL, \`referred_user_id\` int NULL, \`once_key\` varchar(40) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_credit_entries_referred_user\` (\`referred_user_id\`), UNIQUE INDEX \`UQ_credit_entries_once_key\` (\`once_key\`), INDEX \`IDX_credit_entries_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`payments\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`plan\` varchar(16) NOT NULL, \`months\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`amount\` int NOT NULL, \`credits_applied\` int NOT NULL DEFAULT '0', \`credits_taken\` tinyint NOT NULL DEFAULT 0, \`gateway\` varchar(16) NOT NULL, \`gateway_order_id\` varchar(64) NULL, \`gateway_payment_id\` varchar(64) NULL, \`status\` varchar(16) NOT NULL DEFAULT 'created', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`paid_at\` datetime(3) NULL, \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_payments_gateway_order\` (\`gateway_order_id\`), UNIQUE INDEX \`UQ_payments_gateway_payment\` (\`gateway_payment_id\`), INDEX \`IDX_payments_status_paid_at\` (\`status\`, \`paid_at\`), INDEX \`IDX_payments_user\` (\`user_id\`, \`id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`webhook_events\` (\`event_id\` varchar(64) NOT NULL, \`event\` varchar(64) NOT NULL, \`received_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), PRIMARY KEY (\`event_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`attendance\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`class_id\` int NOT NULL, \`joined_at\` datetime(3) NOT NULL, UNIQUE INDEX \`UQ_attendance_user_class\` (\`user_id\`, \`class_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`memberships\` (\`user_id\` int NOT NULL, \`subscription_no\` varchar(20) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_memberships_subscription_no\` (\`subscription_no\`), PRIMARY KEY (\`user_id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`subscription_counters\` (\`year\` int NOT NULL, \`last_value\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`year\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`subscription_periods\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`payment_id\` int NOT NULL, \`plan\` varchar(16) NOT NULL, \`months\` int NOT NULL, \`currency\` varchar(3) NOT NULL, \`starts_at\` datetime(3) NOT NULL, \`ends_at\` datetime(3) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_subscription_periods_payment\` (\`payment_id\`), INDEX \`IDX_subscription_periods_user_ends\` (\`user_id\`, \`ends_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_balances\` ADD CONSTRAINT \`FK_e8af65c175bcb9c8714514ed97a\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_entries\` ADD CONSTRAINT \`FK_a41bd76e384a1a2b3eef6770962\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` ADD CONSTRAINT \`FK_0bedbcc8d5f9b9ec4979f519597\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`memberships\` ADD CONSTRAINT \`FK_7c1e2fdfed4f6838e0c05ae5051\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`subscription_periods\` ADD CONSTRAINT \`FK_588e499ed0e4d0c3f654ebfe60d\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`subscription_periods\` DROP FOREIGN KEY \`FK_588e499ed0e4d0c3f654ebfe60d\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`memberships\` DROP FOREIGN KEY \`FK_7c1e2fdfed4f6838e0c05ae5051\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`attendance\` DROP FOREIGN KEY \`FK_0bedbcc8d5f9b9ec4979f519597\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_entries\` DROP FOREIGN KEY \`FK_a41bd76e384a1a2b3eef6770962\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`credit_balances\` DROP FOREIGN KEY \`FK_e8af65c175bcb9c8714514ed97a\``,
    );
    await queryRunner.query(
      `DROP INDEX \`IDX_subscription_periods_user_ends\` ON \`subscription_periods\``,
    );
    await queryRunner.query(
      `DROP INDEX \`UQ_subscription_periods_payment\` ON \`subscription_periods\``,
    );
    await queryRunner.query(`DROP TABLE \`subscription_periods\``);
    await queryRunner.query(`DROP TABLE \`subscription_counters\``);
    await queryRunner.query(`DROP INDEX \`UQ_memberships_subscription_no\` ON \`memberships\``);
    await queryRunner.query(`DROP TABLE \`memberships\``);
    await queryRunner.query(`DROP INDEX \`UQ_attendance_user_class\` ON \`attendance\``);
    await queryRunner.query(`DROP TABLE \`attendance\``);
    await queryRunner.query(`DROP TABLE \`webhook_events\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_user\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_payments_status_paid_at\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`UQ_payments_gateway_payment\` ON \`payments\``);
    await queryRunner.query(`DROP INDEX \`UQ_payments_gateway_order\` ON \`payments\``);
    await queryRunner.query(`DROP TABLE \`payments\``);
    await queryRunner.query(`DROP INDEX \`IDX_credit_entries_user\` ON \`credit_entries\``);
    await queryRunner.query(`DROP INDEX \`UQ_credit_entries_once_key\` ON \`credit_entries\``);
    await queryRunner.query(
      `DROP INDEX \`IDX_credit_entries_referred_user\` ON \`credit_entries\``,
    );
    await queryRunner.query(`DROP TABLE \`credit_entries\``);
    await queryRunner.query(`DROP TABLE \`credit_balances\``);
  }
}
