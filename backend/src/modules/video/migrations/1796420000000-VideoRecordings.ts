import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/** Issue 25, replays (docs/video.md): the recording of each class, from Zoom, an upload or a link. */
export class VideoRecordings1796420000000 implements MigrationInterface {
  name = 'VideoRecordings1796420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'video_recordings',
        columns: [
          c.id(),
          c.int('class_id'),
          c.varchar('source', 8),
          c.varchar('status', 16),
          c.varchar('external_id', 128, { nullable: true }),
          c.varchar('download_url', 2048, { nullable: true }),
          c.text('download_token', { nullable: true }),
          c.varchar('storage_key', 512, { nullable: true }),
          c.varchar('link', 2048, { nullable: true }),
          c.int('size', { nullable: true }),
          c.datetime('recorded_at', 3),
          c.int('attempts', { default: 0 }),
          c.datetime('next_attempt_at', 3, { nullable: true }),
          c.datetime('claimed_until', 3, { nullable: true }),
          c.varchar('last_error', 500, { nullable: true }),
          c.createdAt(),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_video_recordings_class',
            columnNames: ['class_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_video_recordings_recorded_at',
            columnNames: ['recorded_at'],
          }),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('video_recordings');
  }
}
