import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './columns.js';

/**
 * Issue 13, timetable: the weekly template (timetable_slots), generated classes (classes.slot_id with
 * one class per slot and IST date, duration, capacity, instructor, customized), generated classes the
 * admin deleted (class_skips), and waitlist entries (bookings.status). The template itself is seeded
 * at start (SeedService), on MySQL and on the embedded database alike.
 */
export class Timetable1795510000000 implements MigrationInterface {
  name = 'Timetable1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'class_skips',
        columns: [
          { ...c.int('slot_id'), isPrimary: true },
          { ...c.varchar('date', 10), isPrimary: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'timetable_slots',
        columns: [
          c.id(),
          c.int('day_of_week'),
          c.varchar('start_time', 5),
          c.int('duration_minutes', { default: 45 }),
          c.varchar('title', 200),
          c.varchar('instructor', 100, { nullable: true }),
          c.varchar('link', 2048),
          c.varchar('class_type', 8, { default: 'paid' }),
          c.int('capacity'),
          c.boolean('active', { default: true }),
          c.text('description', { nullable: true }),
          c.createdAt(),
          c.updatedAt(),
          c.deletedAt(),
        ],
      }),
    );
    await queryRunner.addColumns(
      'classes',
      [
        c.int('duration_minutes', { default: 45 }),
        c.int('capacity', { nullable: true }),
        c.varchar('instructor', 100, { nullable: true }),
        c.int('slot_id', { nullable: true }),
        c.boolean('customized', { default: false }),
      ].map((options) => new TableColumn(options)),
    );
    await queryRunner.addColumn(
      'bookings',
      new TableColumn(c.varchar('status', 10, { default: 'booked' })),
    );
    await queryRunner.createIndex(
      'classes',
      new TableIndex({
        name: 'UQ_classes_slot_date',
        columnNames: ['slot_id', 'date'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'bookings',
      new TableIndex({ name: 'IDX_bookings_class_status', columnNames: ['class_id', 'status'] }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // MySQL keeps an index under every foreign key: before this migration, bookings.class_id's was
    // the one made with the constraint (same name); IDX_bookings_class_status replaced it.
    if (isMysql(queryRunner))
      await queryRunner.createIndex(
        'bookings',
        new TableIndex({ name: 'FK_ed7a9e3f15863e9812904754792', columnNames: ['class_id'] }),
      );
    await queryRunner.dropIndex('bookings', 'IDX_bookings_class_status');
    await queryRunner.dropIndex('classes', 'UQ_classes_slot_date');
    await queryRunner.dropColumn('bookings', 'status');
    await queryRunner.dropColumns('classes', [
      'customized',
      'slot_id',
      'instructor',
      'capacity',
      'duration_minutes',
    ]);
    await queryRunner.dropTable('timetable_slots');
    await queryRunner.dropTable('class_skips');
  }
}
