import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from './columns.js';

/**
 * Issue 25, the instructor console: who teaches (per timetable slot, and a substitute per class;
 * instructors module), and the students' health notes with the log of their sharing consent
 * (health-notes module).
 */
export class InstructorConsole1796410000000 implements MigrationInterface {
  name = 'InstructorConsole1796410000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'instructor_assignments',
        columns: [
          { ...c.varchar('kind', 8), isPrimary: true },
          { ...c.int('target_id'), isPrimary: true },
          c.int('instructor_id'),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'instructor_assignments',
      new TableIndex({
        name: 'IDX_instructor_assignments_instructor',
        columnNames: ['instructor_id'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'health_notes',
        columns: [
          { ...c.int('user_id'), isPrimary: true },
          c.varchar('conditions', 100, { default: '' }),
          c.varchar('other', 500, { nullable: true }),
          c.boolean('shared', { default: false }),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'health_note_consents',
        columns: [
          c.id(),
          c.int('user_id'),
          c.boolean('granted'),
          c.varchar('source', 32),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'health_note_consents',
      new TableIndex({ name: 'IDX_health_note_consents_user', columnNames: ['user_id'] }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('health_note_consents');
    await queryRunner.dropTable('health_notes');
    await queryRunner.dropTable('instructor_assignments');
  }
}
