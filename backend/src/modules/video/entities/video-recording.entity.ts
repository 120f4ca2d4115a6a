import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RecordingSource, RecordingStatus } from '@yoga/contracts';

/**
 * The recording of one class (docs/video.md, "Replays"): one row per class (its unique key makes
 * `recording.completed` idempotent). From Zoom the row is `pending` until the job `video.recordings` has
 * downloaded the MP4 (with the webhook's download token) into the storage owner under `storage_key`; an
 * upload is stored at once; a link is kept as it is. `recorded_at` is the class's start: Replays and the
 * retention count from it.
 */
@Entity('video_recordings')
@Index('UQ_video_recordings_class', ['classId'], { unique: true })
@Index('IDX_video_recordings_recorded_at', ['recordedAt'])
export class VideoRecording {
  @PrimaryGeneratedColumn()
  id: number;

  /** No foreign key: the row (and its file) lives until the retention deletes it. */
  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ type: 'varchar', length: 8 })
  source: RecordingSource;

  @Column({ type: 'varchar', length: 16 })
  status: RecordingStatus;

  /** Zoom's recording file id (the MP4 chosen). */
  @Column({ name: 'external_id', type: 'varchar', length: 128, nullable: true })
  externalId: string | null;

  /** Zoom's download address and the webhook's download token (cleared once stored). */
  @Column({ name: 'download_url', type: 'varchar', length: 2048, nullable: true })
  downloadUrl: string | null;

  @Column({ name: 'download_token', type: 'text', nullable: true })
  downloadToken: string | null;

  /** The MP4 in the storage owner (`private/recordings/…`). */
  @Column({ name: 'storage_key', type: 'varchar', length: 512, nullable: true })
  storageKey: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  link: string | null;

  /** Bytes stored (an INT: up to 2 GiB, more than a class recording needs). */
  @Column({ type: 'int', nullable: true })
  size: number | null;

  @Column({ name: 'recorded_at', type: 'datetime', precision: 3 })
  recordedAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'claimed_until', type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /**
   * The HLS renditions made from `storage_key` by the job (issue 37; `RecordingHls`, JSON), null until
   * made. Once they exist the MP4 is deleted and `storage_key` is null.
   */
  @Column({ type: 'text', nullable: true })
  hls: string | null;

  /** The job's tries at transcoding (it stops after three: the MP4 stays what is played). */
  @Column({ name: 'transcode_attempts', type: 'int', default: 0 })
  transcodeAttempts: number;

  @Column({ name: 'transcode_error', type: 'varchar', length: 500, nullable: true })
  transcodeError: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
