import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 38: the audit log reads as sentences. Each entry keeps the changed thing's human name at the
 * time (`label`: a plan's name, a post's title, a class's date and time) and the student it concerns
 * (`subject_user_id`: an offline payment's or a refund's payer; her name is read when the log is read).
 */
export class AuditLabels1796510000000 implements MigrationInterface {
  name = 'AuditLabels1796510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('audit_entries', [
      new TableColumn(c.varchar('label', 200, { nullable: true })),
      new TableColumn(c.int('subject_user_id', { nullable: true })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('audit_entries', 'subject_user_id');
    await queryRunner.dropColumn('audit_entries', 'label');
  }
}
