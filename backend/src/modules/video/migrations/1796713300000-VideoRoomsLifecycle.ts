import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 33, the rooms of a class after they are made: a student's registration whose booking was
 * cancelled is marked (`cancelled_at`) until the job has cancelled her registrant at Zoom and given her
 * seat back; an overflow room keeps when it ended and whether its past participants were read, as the
 * class's meeting does.
 */
export class VideoRoomsLifecycle1796713300000 implements MigrationInterface {
  name = 'VideoRoomsLifecycle1796713300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumn(
      'video_registrations',
      new TableColumn(c.datetime('cancelled_at', 3, { nullable: true })),
    );
    await queryRunner.addColumns('video_overflows', [
      new TableColumn(c.datetime('ended_at', 3, { nullable: true })),
      new TableColumn(c.boolean('participants_read', { default: false })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['participants_read', 'ended_at'])
      await queryRunner.dropColumn('video_overflows', name);
    await queryRunner.dropColumn('video_registrations', 'cancelled_at');
  }
}
