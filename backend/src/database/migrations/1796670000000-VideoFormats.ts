import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './columns.js';

/**
 * Issue 33, a class bigger than one meeting: each timetable slot and class has a video format (meeting
 * or webinar), an overflow (none, a second meeting, the webinar) and the second instructor who hosts
 * the overflow meeting (null columns: a meeting, no overflow). A class's meeting row says what kind was
 * made and counts the personal links handed out (`seats`); a student's registration names the room
 * she got; `video_overflows` holds each class's overflow room. Slots' and classes' columns are added in
 * place (no table rebuild on SQLite: rebuilding `classes` would cascade into its bookings).
 */
export class VideoFormats1796670000000 implements MigrationInterface {
  name = 'VideoFormats1796670000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    for (const table of ['timetable_slots', 'classes']) {
      if (isMysql(queryRunner))
        await queryRunner.query(
          `ALTER TABLE \`${table}\` ADD \`video_format\` varchar(16) NULL, ` +
            'ADD `video_overflow` varchar(16) NULL, ADD `overflow_instructor_id` int NULL',
        );
      else {
        await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "video_format" varchar(16)`);
        await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "video_overflow" varchar(16)`);
        await queryRunner.query(
          `ALTER TABLE "${table}" ADD COLUMN "overflow_instructor_id" integer`,
        );
      }
    }
    await queryRunner.addColumns('video_meetings', [
      new TableColumn(c.varchar('kind', 16, { default: 'meeting' })),
      new TableColumn(c.int('seats', { default: 0 })),
    ]);
    await queryRunner.addColumn(
      'video_registrations',
      new TableColumn(c.varchar('room', 16, { default: 'main' })),
    );
    // Links handed out before: each one's seat is counted.
    await queryRunner.query(
      'UPDATE video_meetings SET seats = (SELECT COUNT(*) FROM video_registrations r ' +
        'WHERE r.class_id = video_meetings.class_id AND r.meeting_id = video_meetings.meeting_id)',
    );
    await queryRunner.createTable(
      new Table({
        name: 'video_overflows',
        columns: [
          { ...c.int('class_id'), isPrimary: true },
          c.varchar('kind', 16),
          c.varchar('status', 16),
          c.varchar('host_user', 254),
          c.varchar('meeting_id', 32, { nullable: true }),
          c.varchar('meeting_uuid', 64, { nullable: true }),
          c.text('start_url', { nullable: true }),
          c.int('seats', { default: 0 }),
          c.varchar('live', 16, { default: 'scheduled' }),
          c.datetime('claimed_until', 3, { nullable: true }),
          c.varchar('last_error', 500, { nullable: true }),
        ],
      }),
    );
    await queryRunner.createIndex(
      'video_overflows',
      new TableIndex({ name: 'IDX_video_overflows_meeting_id', columnNames: ['meeting_id'] }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('video_overflows');
    await queryRunner.dropColumn('video_registrations', 'room');
    await queryRunner.dropColumn('video_meetings', 'seats');
    await queryRunner.dropColumn('video_meetings', 'kind');
    for (const table of ['classes', 'timetable_slots'])
      for (const column of ['overflow_instructor_id', 'video_overflow', 'video_format'])
        await queryRunner.query(
          `ALTER TABLE ${queryRunner.connection.driver.escape(table)} DROP COLUMN ${queryRunner.connection.driver.escape(column)}`,
        );
  }
}
