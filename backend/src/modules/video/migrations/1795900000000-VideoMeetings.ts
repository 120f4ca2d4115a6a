import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { cascadeForeignKey, columns } from '../../../database/migrations/columns.js';

/**
 * Issue 25, the live class inside the product (docs/video.md): the Zoom meeting of each class, each
 * student's registration (own join link), their sessions in the meeting and the minutes they make, and
 * the webhook deliveries already handled.
 */
export class VideoMeetings1795900000000 implements MigrationInterface {
  name = 'VideoMeetings1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'video_meetings',
        columns: [
          { ...c.int('class_id'), isPrimary: true },
          c.varchar('status', 16),
          c.varchar('meeting_id', 32, { nullable: true }),
          c.varchar('meeting_uuid', 64, { nullable: true }),
          c.varchar('join_url', 2048, { nullable: true }),
          c.text('start_url', { nullable: true }),
          c.varchar('title', 200),
          c.varchar('date', 10),
          c.varchar('time', 5),
          c.int('duration_minutes'),
          c.int('attempts', { default: 0 }),
          c.datetime('next_attempt_at', 3, { nullable: true }),
          c.datetime('claimed_until', 3, { nullable: true }),
          c.varchar('last_error', 500, { nullable: true }),
          c.varchar('live', 16, { default: 'scheduled' }),
          c.datetime('started_at', 3, { nullable: true }),
          c.datetime('ended_at', 3, { nullable: true }),
          c.boolean('participants_read', { default: false }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_video_meetings_meeting_id', columnNames: ['meeting_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'video_registrations',
        columns: [
          c.id(),
          c.int('class_id'),
          c.int('user_id'),
          c.varchar('meeting_id', 32),
          c.varchar('registrant_id', 64, { nullable: true }),
          c.varchar('join_url', 2048, { nullable: true }),
          c.datetime('claimed_until', 3, { nullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_video_registrations_class_user',
            columnNames: ['class_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_video_registrations_registrant',
            columnNames: ['registrant_id'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_video_registrations_user', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'video_sessions',
        columns: [
          c.id(),
          c.int('class_id'),
          c.int('user_id', { nullable: true }),
          c.varchar('participant_key', 64),
          c.varchar('registrant_id', 64, { nullable: true }),
          c.datetime('join_time', 3),
          c.datetime('leave_time', 3, { nullable: true }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_video_sessions_class_participant_join',
            columnNames: ['class_id', 'participant_key', 'join_time'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_video_sessions_class_user',
            columnNames: ['class_id', 'user_id'],
          }),
        ],
        foreignKeys: [cascadeForeignKey('FK_video_sessions_user', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'video_attendance',
        columns: [
          { ...c.int('class_id'), isPrimary: true },
          { ...c.int('user_id'), isPrimary: true },
          c.int('minutes', { default: 0 }),
          c.boolean('attended', { default: false }),
          c.boolean('shared_link', { default: false }),
        ],
        foreignKeys: [cascadeForeignKey('FK_video_attendance_user', 'user_id', 'users')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'video_webhook_events',
        columns: [
          { ...c.varchar('id', 64), isPrimary: true },
          c.varchar('event', 64),
          c.datetime('received_at', 3),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('video_webhook_events');
    await queryRunner.dropTable('video_attendance');
    await queryRunner.dropTable('video_sessions');
    await queryRunner.dropTable('video_registrations');
    await queryRunner.dropTable('video_meetings');
  }
}
