import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columns, isMysql } from './columns.js';

type Id = number | string;

/** A name as people type it: case, surrounding and repeated spaces do not matter. */
const normal = (name: string | null): string =>
  (name ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * Issue 38, one instructor field: a timetable slot's instructor and a class's instructor and substitute
 * are instructor accounts (`timetable_slots.instructor_id`, `classes.instructor_id`,
 * `classes.substitute_id`), replacing both the free-text "Instructor" boxes and the console's separate
 * assignments (`instructor_assignments`, dropped: its rows move into the new columns and win over the
 * text, since they were what the console used).
 *
 * A typed name that matches exactly one instructor account's name (case and spaces aside) becomes the
 * link; any other name stays in `instructor_legacy` (the old column renamed), shown to students while no
 * account is assigned and never edited (docs/timetable.md). Columns are added and renamed in place (no
 * table rebuild on SQLite: rebuilding `classes` would cascade into its bookings).
 */
export class InstructorField1796530000000 implements MigrationInterface {
  name = 'InstructorField1796530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = <T>(sql: string, params: unknown[] = []) =>
      queryRunner.query(sql, params) as Promise<T[]>;
    if (isMysql(queryRunner)) {
      await q(
        'ALTER TABLE `timetable_slots` ADD `instructor_id` int NULL, ' +
          'CHANGE `instructor` `instructor_legacy` varchar(100) NULL',
      );
      await q(
        'ALTER TABLE `classes` ADD `instructor_id` int NULL, ADD `substitute_id` int NULL, ' +
          'CHANGE `instructor` `instructor_legacy` varchar(100) NULL',
      );
    } else {
      await q('ALTER TABLE "timetable_slots" ADD COLUMN "instructor_id" integer');
      await q('ALTER TABLE "timetable_slots" RENAME COLUMN "instructor" TO "instructor_legacy"');
      await q('ALTER TABLE "classes" ADD COLUMN "instructor_id" integer');
      await q('ALTER TABLE "classes" ADD COLUMN "substitute_id" integer');
      await q('ALTER TABLE "classes" RENAME COLUMN "instructor" TO "instructor_legacy"');
    }

    // The instructor accounts by name; a name two accounts share links neither.
    const accounts = await q<{ id: Id; name: string }>(
      "SELECT id, name FROM users WHERE role = 'instructor'",
    );
    const byName = new Map<string, number | null>();
    for (const a of accounts) {
      const key = normal(a.name);
      byName.set(key, byName.has(key) ? null : Number(a.id));
    }
    const match = (text: string | null): number | null =>
      text && normal(text) ? (byName.get(normal(text)) ?? null) : null;
    const exists = new Set(accounts.map((a) => Number(a.id)));

    const assignments = await q<{ kind: string; target_id: Id; instructor_id: Id }>(
      'SELECT kind, target_id, instructor_id FROM instructor_assignments',
    );
    const assigned = (kind: string) =>
      new Map(
        assignments
          .filter((a) => a.kind === kind && exists.has(Number(a.instructor_id)))
          .map((a) => [Number(a.target_id), Number(a.instructor_id)]),
      );
    const slotAssigned = assigned('slot');
    const classAssigned = assigned('class');

    // Slots: the console's assignment, else the typed name.
    const slots = await q<{ id: Id; instructor_legacy: string | null }>(
      'SELECT id, instructor_legacy FROM timetable_slots',
    );
    const slotInstructor = new Map<number, number | null>();
    for (const s of slots) {
      const id = Number(s.id);
      const instructor = slotAssigned.get(id) ?? match(s.instructor_legacy);
      slotInstructor.set(id, instructor);
      if (instructor !== null)
        await q(
          'UPDATE timetable_slots SET instructor_id = ?, instructor_legacy = NULL WHERE id = ?',
          [instructor, id],
        );
    }

    // Classes: a generated one takes its slot's instructor; a one-off its typed name. Someone else
    // (the console's class assignment, or a name typed on the class that differs) is its substitute.
    const classes = await q<{ id: Id; slot_id: Id | null; instructor_legacy: string | null }>(
      'SELECT id, slot_id, instructor_legacy FROM classes',
    );
    for (const c of classes) {
      const id = Number(c.id);
      const slotId = c.slot_id === null ? null : Number(c.slot_id);
      const typed = match(c.instructor_legacy);
      const own = slotId === null ? null : (slotInstructor.get(slotId) ?? null);
      let instructor: number | null;
      let substitute: number | null = null;
      if (slotId === null) {
        instructor = classAssigned.get(id) ?? typed;
      } else {
        instructor = own;
        const other = classAssigned.get(id) ?? typed;
        if (other !== null && other !== own) substitute = other;
      }
      if (instructor === null && substitute === null) continue;
      await q(
        'UPDATE classes SET instructor_id = ?, substitute_id = ?, instructor_legacy = NULL WHERE id = ?',
        [instructor, substitute, id],
      );
    }

    await queryRunner.dropTable('instructor_assignments');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const c = columns(queryRunner);
    const q = <T>(sql: string, params: unknown[] = []) =>
      queryRunner.query(sql, params) as Promise<T[]>;
    await queryRunner.createTable(
      new Table({
        name: 'instructor_assignments',
        columns: [
          { ...c.varchar('kind', 8), isPrimary: true },
          { ...c.int('target_id'), isPrimary: true },
          c.int('instructor_id'),
          c.updatedAt(),
        ],
      }),
    );
    await queryRunner.createIndex(
      'instructor_assignments',
      new TableIndex({
        name: 'IDX_instructor_assignments_instructor',
        columnNames: ['instructor_id'],
      }),
    );
    await q(
      "INSERT INTO instructor_assignments (kind, target_id, instructor_id) SELECT 'slot', id, instructor_id FROM timetable_slots WHERE instructor_id IS NOT NULL",
    );
    await q(
      "INSERT INTO instructor_assignments (kind, target_id, instructor_id) SELECT 'class', id, COALESCE(substitute_id, instructor_id) FROM classes WHERE substitute_id IS NOT NULL OR (slot_id IS NULL AND instructor_id IS NOT NULL)",
    );
    // The free text again: the account's name where one was linked.
    await q(
      'UPDATE timetable_slots SET instructor_legacy = ' +
        '(SELECT u.name FROM users u WHERE u.id = timetable_slots.instructor_id) ' +
        'WHERE instructor_id IS NOT NULL',
    );
    await q(
      'UPDATE classes SET instructor_legacy = (SELECT u.name FROM users u ' +
        'WHERE u.id = COALESCE(classes.substitute_id, classes.instructor_id)) ' +
        'WHERE instructor_id IS NOT NULL OR substitute_id IS NOT NULL',
    );
    if (isMysql(queryRunner)) {
      await q(
        'ALTER TABLE `classes` DROP COLUMN `instructor_id`, DROP COLUMN `substitute_id`, ' +
          'CHANGE `instructor_legacy` `instructor` varchar(100) NULL',
      );
      await q(
        'ALTER TABLE `timetable_slots` DROP COLUMN `instructor_id`, ' +
          'CHANGE `instructor_legacy` `instructor` varchar(100) NULL',
      );
    } else {
      await q('ALTER TABLE "classes" DROP COLUMN "instructor_id"');
      await q('ALTER TABLE "classes" DROP COLUMN "substitute_id"');
      await q('ALTER TABLE "classes" RENAME COLUMN "instructor_legacy" TO "instructor"');
      await q('ALTER TABLE "timetable_slots" DROP COLUMN "instructor_id"');
      await q('ALTER TABLE "timetable_slots" RENAME COLUMN "instructor_legacy" TO "instructor"');
    }
  }
}
