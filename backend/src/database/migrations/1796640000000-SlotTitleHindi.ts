import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isMysql } from './columns.js';

/** The seeded template's six titles and their Hindi (as in libs/contracts' DAILY_SLOTS when written). */
const SEEDED: readonly [string, string][] = [
  ['Sunrise Hatha Yoga', 'सूर्योदय हठ योग'],
  ['Pranayama and Surya Namaskar', 'प्राणायाम और सूर्य नमस्कार'],
  ['Morning Flow for Beginners', 'नए लोगों के लिए सुबह का फ़्लो'],
  ['Evening Stretch and Mobility', 'शाम की स्ट्रेचिंग और मोबिलिटी'],
  ['Power Yoga', 'पावर योग'],
  ['Yoga Nidra and Meditation', 'योग निद्रा और ध्यान'],
];

/**
 * Issue 38: a timetable slot has a Hindi title beside the English one (`title_hi`), and so has a class
 * (a generated class carries its slot's; a one-off class its own). Slots and classes still titled as one
 * of the seeded template's six slots get its Hindi title; any other stays without one (the Hindi pages
 * show the English title until the owner adds it). Columns are added in place (no table rebuild on
 * SQLite: rebuilding `classes` would cascade into its bookings).
 */
export class SlotTitleHindi1796640000000 implements MigrationInterface {
  name = 'SlotTitleHindi1796640000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    for (const table of ['timetable_slots', 'classes']) {
      await queryRunner.query(
        isMysql(queryRunner)
          ? `ALTER TABLE ${q(table)} ADD ${q('title_hi')} varchar(200) NULL`
          : `ALTER TABLE ${q(table)} ADD COLUMN ${q('title_hi')} varchar(200)`,
      );
      for (const [title, titleHi] of SEEDED)
        await queryRunner.query(
          `UPDATE ${q(table)} SET ${q('title_hi')} = ? WHERE ${q('title')} = ?`,
          [titleHi, title],
        );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (name: string) => queryRunner.connection.driver.escape(name);
    for (const table of ['classes', 'timetable_slots'])
      await queryRunner.query(`ALTER TABLE ${q(table)} DROP COLUMN ${q('title_hi')}`);
  }
}
