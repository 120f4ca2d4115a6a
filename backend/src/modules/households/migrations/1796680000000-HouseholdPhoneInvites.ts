import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 35, household invitations by phone: an invitation is to an email address or to a mobile
 * number (WhatsApp), so `household_members.email` may be empty until she accepts, and `phone` keeps
 * the number invited (its stored form, +91XXXXXXXXXX or E.164).
 */
export class HouseholdPhoneInvites1796680000000 implements MigrationInterface {
  name = 'HouseholdPhoneInvites1796680000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.changeColumn(
      'household_members',
      'email',
      new TableColumn(c.varchar('email', 254, { nullable: true })),
    );
    await queryRunner.addColumn(
      'household_members',
      new TableColumn(c.varchar('phone', 16, { nullable: true })),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.dropColumn('household_members', 'phone');
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    await queryRunner.query(
      `UPDATE ${q('household_members')} SET ${q('email')} = '' WHERE ${q('email')} IS NULL`,
    );
    await queryRunner.changeColumn(
      'household_members',
      'email',
      new TableColumn(c.varchar('email', 254)),
    );
  }
}
