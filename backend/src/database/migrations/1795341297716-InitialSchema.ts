import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795341297716 implements MigrationInterface {
  name = 'InitialSchema1795341297716';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`revoked_tokens\` (\`jti\` varchar(64) NOT NULL, \`expires_at\` datetime NOT NULL, INDEX \`IDX_revoked_tokens_expires_at\` (\`expires_at\`), PRIMARY KEY (\`jti\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`blogs\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`category\` varchar(100) NOT NULL, \`description\` text NULL, \`author\` varchar(100) NOT NULL, \`time_to_read\` varchar(50) NOT NULL, \`thumbnail\` varchar(255) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_blogs_created_at\` (\`created_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`classes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(200) NOT NULL, \`class_type\` varchar(8) NOT NULL DEFAULT 'paid', \`date\` varchar(10) NOT NULL, \`time\` varchar(5) NOT NULL, \`link\` varchar(2048) NOT NULL, \`description\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_classes_date_time\` (\`date\`, \`time\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`users\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone\` varchar(32) NOT NULL DEFAULT '', \`password_hash\` varchar(255) NOT NULL, \`role\` varchar(16) NOT NULL DEFAULT 'user', \`status\` varchar(16) NOT NULL DEFAULT 'Active', \`referral_code\` varchar(32) NOT NULL, \`referred_by\` varchar(32) NULL, \`token_version\` int NOT NULL DEFAULT '0', \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_users_email\` (\`email\`), UNIQUE INDEX \`UQ_users_referral_code\` (\`referral_code\`), INDEX \`IDX_users_referred_by\` (\`referred_by\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`bookings\` (\`id\` int NOT NULL AUTO_INCREMENT, \`user_id\` int NOT NULL, \`class_id\` int NULL, \`type\` varchar(8) NOT NULL, \`name\` varchar(100) NOT NULL, \`email\` varchar(254) NOT NULL, \`phone\` varchar(32) NOT NULL, \`preferred_date\` varchar(10) NOT NULL, \`preferred_time\` varchar(5) NOT NULL, \`notes\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX \`UQ_bookings_user_class\` (\`user_id\`, \`class_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_64cd97487c5c42806458ab5520c\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD CONSTRAINT \`FK_ed7a9e3f15863e9812904754792\` FOREIGN KEY (\`class_id\`) REFERENCES \`classes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_ed7a9e3f15863e9812904754792\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` DROP FOREIGN KEY \`FK_64cd97487c5c42806458ab5520c\``,
    );
    await queryRunner.query(`DROP INDEX \`UQ_bookings_user_class\` ON \`bookings\``);
    await queryRunner.query(`DROP TABLE \`bookings\``);
    await queryRunner.query(`DROP INDEX \`IDX_users_referred_by\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_referral_code\` ON \`users\``);
    await queryRunner.query(`DROP INDEX \`UQ_users_email\` ON \`users\``);
    await queryRunner.query(`DROP TABLE \`users\``);
    await queryRunner.query(`DROP INDEX \`IDX_classes_date_time\` ON \`classes\``);
    await queryRunner.query(`DROP TABLE \`classes\``);
    await queryRunner.query(`DROP INDEX \`IDX_blogs_created_at\` ON \`blogs\``);
    await queryRunner.query(`DROP TABLE \`blogs\``);
    await queryRunner.query(`DROP INDEX \`IDX_revoked_tokens_expires_at\` ON \`revoked_tokens\``);
    await queryRunner.query(`DROP TABLE \`revoked_tokens\``);
  }
}
