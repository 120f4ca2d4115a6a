import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 37: what the student chose for the way she practises, kept on her account so every device follows
 * it: larger text, low-data mode, and her own time zone (an IANA name; India's by default).
 */
export class ProfilePreferences1796600000000 implements MigrationInterface {
  name = 'ProfilePreferences1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('users', [
      new TableColumn(c.boolean('large_text', { default: false })),
      new TableColumn(c.boolean('low_data', { default: false })),
      new TableColumn(c.varchar('time_zone', 64, { default: 'Asia/Kolkata' })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'time_zone');
    await queryRunner.dropColumn('users', 'low_data');
    await queryRunner.dropColumn('users', 'large_text');
  }
}
