import { DataSource } from 'typeorm';
import { InstructorField1796530000000 } from '../src/database/migrations/1796530000000-InstructorField.js';
import { APP_MIGRATIONS as MIGRATIONS } from '../src/app.schema.js';
import { detectMysqlFlavor } from '../src/database/mysql-flavor.js';
import { recreateMysqlDatabase } from './support/test-app.js';

const dbUrl = process.env.DB_URL;
const BEFORE = MIGRATIONS.slice(0, MIGRATIONS.indexOf(InstructorField1796530000000));

/**
 * Issue 38: the free-text "Instructor" boxes and the console's separate assignments become one field,
 * an instructor account per slot and a substitute per class. The migration, on the embedded database
 * and on MySQL/MariaDB (with DB_URL), from a database as the previous release left it.
 */
describe('migration 1796530000000-InstructorField: typed names and assignments become accounts', () => {
  const databases: [string, () => Promise<DataSource>][] = [
    ['the embedded database', async () => new DataSource({ type: 'sqljs', migrations: BEFORE })],
  ];
  if (dbUrl)
    databases.push([
      'MySQL/MariaDB',
      async () => {
        await recreateMysqlDatabase(dbUrl);
        return new DataSource({
          type: await detectMysqlFlavor(dbUrl),
          url: dbUrl,
          migrations: BEFORE,
        });
      },
    ]);

  it.each(databases)('on %s', async (_, make) => {
    const ds = await make();
    await ds.initialize();
    try {
      await ds.runMigrations();
      const q = (sql: string, params: unknown[] = []) => ds.query(sql, params);
      const user = async (name: string, email: string, role: string) => {
        await q(
          'INSERT INTO users (name, email, password_hash, role, referral_code) VALUES (?, ?, ?, ?, ?)',
          [name, email, 'x', role, email],
        );
        const [row] = (await q('SELECT id FROM users WHERE email = ?', [email])) as {
          id: number;
        }[];
        return Number(row.id);
      };
      const meera = await user('Meera Joshi', 'meera@test.local', 'instructor');
      const arjun = await user('Arjun Rao', 'arjun@test.local', 'instructor');
      await user('Twin Name', 'twin1@test.local', 'instructor');
      await user('Twin Name', 'twin2@test.local', 'instructor');
      // A student of the same name as a typed instructor is no instructor.
      await user('Sita Sharma', 'sita@test.local', 'user');

      const slot = async (instructor: string | null) => {
        await q(
          'INSERT INTO timetable_slots (day_of_week, start_time, title, instructor, link, capacity) VALUES (1, ?, ?, ?, ?, 10)',
          ['06:00', 'Slot', instructor, 'https://meet.example.com/x'],
        );
        const [row] = (await q('SELECT MAX(id) AS id FROM timetable_slots')) as { id: number }[];
        return Number(row.id);
      };
      const cls = async (slotId: number | null, instructor: string | null, date: string) => {
        await q(
          'INSERT INTO classes (title, date, time, link, instructor, slot_id) VALUES (?, ?, ?, ?, ?, ?)',
          ['Class', date, '06:00', 'https://meet.example.com/x', instructor, slotId],
        );
        const [row] = (await q('SELECT MAX(id) AS id FROM classes')) as { id: number }[];
        return Number(row.id);
      };
      // Typed names: matching (case and spaces aside), unknown, shared by two accounts, a student's.
      const typedMeera = await slot('  meera   JOSHI ');
      const unknown = await slot('Guest Teacher');
      const twin = await slot('Twin Name');
      const student = await slot('Sita Sharma');
      // The console's assignment wins over the typed name.
      const assigned = await slot('Meera Joshi');
      await q(
        "INSERT INTO instructor_assignments (kind, target_id, instructor_id) VALUES ('slot', ?, ?)",
        [assigned, arjun],
      );
      const c1 = await cls(typedMeera, ' meera joshi', '2026-12-01');
      // A generated class whose typed name differs from its slot's: a substitute.
      const c2 = await cls(typedMeera, 'Arjun Rao', '2026-12-02');
      const c3 = await cls(unknown, 'Guest Teacher', '2026-12-01');
      // The console's substitute for one class.
      const c4 = await cls(assigned, 'Arjun Rao', '2026-12-01');
      await q(
        "INSERT INTO instructor_assignments (kind, target_id, instructor_id) VALUES ('class', ?, ?)",
        [c4, meera],
      );
      const oneOff = await cls(null, 'Arjun Rao', '2026-12-03');
      const oneOffGuest = await cls(null, 'Someone Else', '2026-12-03');
      const booking = async (classId: number) =>
        q(
          "INSERT INTO bookings (user_id, class_id, type, name, email, phone, preferred_date, preferred_time) VALUES (1, ?, 'class', 'S', 's@test.local', '', '2026-12-01', '06:00')",
          [classId],
        );
      await booking(c1);

      const runner = ds.createQueryRunner();
      await new InstructorField1796530000000().up(runner);

      const slots = (await q(
        'SELECT id, instructor_id, instructor_legacy FROM timetable_slots ORDER BY id',
      )) as { id: number; instructor_id: number | null; instructor_legacy: string | null }[];
      expect(
        slots.map((s) => [
          Number(s.id),
          s.instructor_id && Number(s.instructor_id),
          s.instructor_legacy,
        ]),
      ).toEqual([
        [typedMeera, meera, null],
        [unknown, null, 'Guest Teacher'],
        [twin, null, 'Twin Name'],
        [student, null, 'Sita Sharma'],
        [assigned, arjun, null],
      ]);
      const classes = (await q(
        'SELECT id, instructor_id, substitute_id, instructor_legacy FROM classes ORDER BY id',
      )) as Record<string, number | string | null>[];
      const n = (v: number | string | null) => (v === null ? null : Number(v));
      expect(
        classes.map((c) => [n(c.id), n(c.instructor_id), n(c.substitute_id), c.instructor_legacy]),
      ).toEqual([
        [c1, meera, null, null],
        [c2, meera, arjun, null],
        [c3, null, null, 'Guest Teacher'],
        [c4, arjun, meera, null],
        [oneOff, arjun, null, null],
        [oneOffGuest, null, null, 'Someone Else'],
      ]);
      // The classes were changed in place: their bookings are still there.
      expect(
        Number(((await q('SELECT COUNT(*) AS n FROM bookings')) as { n: number }[])[0].n),
      ).toBe(1);
      // One source of truth: the separate assignments are gone.
      expect(await ds.createQueryRunner().hasTable('instructor_assignments')).toBe(false);

      // Reverted: the typed names are back (the accounts' names where one was linked).
      await new InstructorField1796530000000().down(runner);
      await runner.release();
      const back = (await q('SELECT id, instructor FROM classes ORDER BY id')) as {
        instructor: string | null;
      }[];
      expect(back.map((c) => c.instructor)).toEqual([
        'Meera Joshi',
        'Arjun Rao',
        'Guest Teacher',
        'Meera Joshi',
        'Arjun Rao',
        'Someone Else',
      ]);
      expect(await ds.createQueryRunner().hasTable('instructor_assignments')).toBe(true);
    } finally {
      await ds.destroy();
    }
  });
});
