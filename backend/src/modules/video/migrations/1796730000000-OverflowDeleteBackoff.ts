import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 33: an overflow room whose deletion at Zoom failed is tried again with backoff (1, 2, 4 …
 * minutes, at most an hour), as the class's meeting is, instead of at every pass of the job.
 */
export class OverflowDeleteBackoff1796730000000 implements MigrationInterface {
  name = 'OverflowDeleteBackoff1796730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('video_overflows', [
      new TableColumn(c.int('attempts', { default: 0 })),
      new TableColumn(c.datetime('next_attempt_at', 3, { nullable: true })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['next_attempt_at', 'attempts'])
      await queryRunner.dropColumn('video_overflows', name);
  }
}
