import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 13, timetable: the weekly template (timetable_slots), generated classes (classes.slot_id with
 * one class per slot and IST date, duration, capacity, instructor, customized), generated classes the
 * admin deleted (class_skips), and waitlist entries (bookings.status). The template itself is seeded
 * at start (SeedService), on MySQL and on the embedded database alike.
 */
export class Timetable1795510000000 implements MigrationInterface {
  name = 'Timetable1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`class_skips\` (\`slot_id\` int NOT NULL, \`date\` varchar(10) NOT NULL, PRIMARY KEY (\`slot_id\`, \`date\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`timetable_slots\` (\`id\` int NOT NULL AUTO_INCREMENT, \`day_of_week\` int NOT NULL, \`start_time\` varchar(5) NOT NULL, \`duration_minutes\` int NOT NULL DEFAULT '45', \`title\` varchar(200) NOT NULL, \`instructor\` varchar(100) NULL, \`link\` varchar(2048) NOT NULL, \`class_type\` varchar(8) NOT NULL DEFAULT 'paid', \`capacity\` int NOT NULL, \`active\` tinyint NOT NULL DEFAULT 1, \`description\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), \`deleted_at\` datetime(6) NULL, PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`classes\` ADD \`duration_minutes\` int NOT NULL DEFAULT '45'`,
    );
    await queryRunner.query(`ALTER TABLE \`classes\` ADD \`capacity\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`classes\` ADD \`instructor\` varchar(100) NULL`);
    await queryRunner.query(`ALTER TABLE \`classes\` ADD \`slot_id\` int NULL`);
    await queryRunner.query(
      `ALTER TABLE \`classes\` ADD \`customized\` tinyint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(
      `ALTER TABLE \`bookings\` ADD \`status\` varchar(10) NOT NULL DEFAULT 'booked'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_classes_slot_date\` ON \`classes\` (\`slot_id\`, \`date\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`IDX_bookings_class_status\` ON \`bookings\` (\`class_id\`, \`status\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_bookings_class_status\` ON \`bookings\``);
    await queryRunner.query(`DROP INDEX \`UQ_classes_slot_date\` ON \`classes\``);
    await queryRunner.query(`ALTER TABLE \`bookings\` DROP COLUMN \`status\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP COLUMN \`customized\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP COLUMN \`slot_id\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP COLUMN \`instructor\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP COLUMN \`capacity\``);
    await queryRunner.query(`ALTER TABLE \`classes\` DROP COLUMN \`duration_minutes\``);
    await queryRunner.query(`DROP TABLE \`timetable_slots\``);
    await queryRunner.query(`DROP TABLE \`class_skips\``);
  }
}
