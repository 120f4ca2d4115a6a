import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountSelfService1795425644544 implements MigrationInterface {
  name = 'AccountSelfService1795425644544';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`account_tokens\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`purpose\` varchar(16) NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`new_email\` varchar(254) NULL, \`attempts\` int NOT NULL DEFAULT '0', \`expires_at\` datetime NOT NULL, \`used_at\` datetime NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_account_tokens_token_hash\` (\`token_hash\`), INDEX \`IDX_account_tokens_user_purpose\` (\`user_id\`, \`purpose\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`account_erasures\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`role\` varchar(16) NOT NULL, \`confirmed_by\` varchar(16) NOT NULL, \`summary\` text NOT NULL, \`erased_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_account_erasures_erased_at\` (\`erased_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`consent_events\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`channel\` varchar(16) NOT NULL, \`purpose\` varchar(32) NOT NULL DEFAULT 'class_reminders', \`granted\` tinyint NOT NULL, \`source\` varchar(32) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_consent_events_user_channel\` (\`user_id\`, \`channel\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD \`language\` varchar(8) NOT NULL DEFAULT 'en'`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`state\` varchar(2) NULL`);
    await queryRunner.query(
      `ALTER TABLE \`users\` ADD \`must_change_password\` tinyint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`last_login_at\` datetime NULL`);
    await queryRunner.query(
      `ALTER TABLE \`account_tokens\` ADD CONSTRAINT \`FK_1b5fea09efc20c7f63c4a09b3d6\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`consent_events\` ADD CONSTRAINT \`FK_d29ae4c1054991026a01680ef3f\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`consent_events\` DROP FOREIGN KEY \`FK_d29ae4c1054991026a01680ef3f\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`account_tokens\` DROP FOREIGN KEY \`FK_1b5fea09efc20c7f63c4a09b3d6\``,
    );
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`last_login_at\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`must_change_password\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`state\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`language\``);
    await queryRunner.query(`DROP INDEX \`IDX_consent_events_user_channel\` ON \`consent_events\``);
    await queryRunner.query(`DROP TABLE \`consent_events\``);
    await queryRunner.query(
      `DROP INDEX \`IDX_account_erasures_erased_at\` ON \`account_erasures\``,
    );
    await queryRunner.query(`DROP TABLE \`account_erasures\``);
    await queryRunner.query(`DROP INDEX \`IDX_account_tokens_user_purpose\` ON \`account_tokens\``);
    await queryRunner.query(`DROP INDEX \`IDX_account_tokens_token_hash\` ON \`account_tokens\``);
    await queryRunner.query(`DROP TABLE \`account_tokens\``);
  }
}
