import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/** Issue 27: the practice days of each student (IST dates attended), written by the practice module. */
export class PracticeDays1796100000100 implements MigrationInterface {
  name = 'PracticeDays1796100000100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'practice_days',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('date', 10),
          c.int('class_id'),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'practice_days',
      new TableIndex({
        name: 'UQ_practice_days_user_date',
        columnNames: ['user_id', 'date'],
        isUnique: true,
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('practice_days');
  }
}
