import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns } from '../../../database/migrations/columns.js';

/**
 * Issue 37, slow and costly data (docs/video.md, "Renditions"): a stored recording is transcoded into HLS
 * renditions (video heights and an audio-only one). `hls`: their files and figures (JSON), null until made;
 * `transcode_attempts` and `transcode_error`: the job's tries (it stops after three, the MP4 stays).
 */
export class RecordingRenditions1796700000000 implements MigrationInterface {
  name = 'RecordingRenditions1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.addColumns('video_recordings', [
      new TableColumn(c.text('hls', { nullable: true })),
      new TableColumn(c.int('transcode_attempts', { default: 0 })),
      new TableColumn(c.varchar('transcode_error', 500, { nullable: true })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['transcode_error', 'transcode_attempts', 'hls'])
      await queryRunner.dropColumn('video_recordings', name);
  }
}
