import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/** Issue 27: the milestone cards students share (a random token per card), owned by the practice module. */
export class MilestoneShares1796430000000 implements MigrationInterface {
  name = 'MilestoneShares1796430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'milestone_shares',
        columns: [
          c.id(),
          c.int('user_id'),
          c.varchar('milestone', 16),
          c.varchar('token', 32),
          c.varchar('language', 2),
          c.createdAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'milestone_shares',
      new TableIndex({
        name: 'UQ_milestone_shares_user_milestone',
        columnNames: ['user_id', 'milestone'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'milestone_shares',
      new TableIndex({
        name: 'UQ_milestone_shares_token',
        columnNames: ['token'],
        isUnique: true,
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('milestone_shares');
  }
}
