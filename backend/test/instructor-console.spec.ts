import { DataSource } from 'typeorm';
import {
  addIstDays,
  istDate,
  type ClassAttendanceRow,
  type ConsoleClass,
  type ConsoleRosterRow,
  type HealthNotes,
  type MessageEvent,
  type TimetableSlot,
  type YogaClass,
  type YogaClassInput,
} from '@yoga/contracts';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { HealthNoteConsent } from '../src/modules/health-notes/entities/health-note-consent.entity.js';
import { HealthNote } from '../src/modules/health-notes/entities/health-note.entity.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { signInCreatedUser } from './support/admin-created.js';
import { settleEvents } from './support/events.js';
import { FakeZoom } from '@yoga/testing/fake-zoom';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';
import { bookClass } from './support/bookings.js';

const TOMORROW = addIstDays(istDate(new Date()), 1);

describe('the instructor console: assignments, roster with health notes, start link, messages', () => {
  let zoom: FakeZoom;
  let t: TestApp;
  let admin: string;
  let ira: { token: string; id: number };
  let raj: { token: string; id: number };
  let sita: Session;
  let ravi: Session;
  let other: Session;
  /** A class generated tomorrow from a timetable slot, and that slot. */
  let classId: number;
  let slotId: number;

  const instructor = async (name: string, email: string, phone: string) => {
    await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({ name, email, phone, role: 'Instructor', status: 'Active' })
      .expect(201);
    const session = await signInCreatedUser(t, email);
    return { token: session.token, id: session.user.id };
  };
  /** The Timetable screen's save: the slot as loaded, with another instructor picked. */
  const saveSlot = async (id: number, instructor_id: number | null, status = 200) => {
    const slots = (await t.http().get('/api/timetable/slots').set(bearer(admin)).expect(200))
      .body as TimetableSlot[];
    const { instructor_name, instructor_legacy, ...slot } = slots.find((x) => x.id === id)!;
    void instructor_name;
    void instructor_legacy;
    return t
      .http()
      .put(`/api/timetable/slots/${id}`)
      .set(bearer(admin))
      .send({ ...slot, instructor_id })
      .expect(status);
  };
  const classOf = async (id: number): Promise<YogaClass> => {
    const rows = await t.app.get(DataSource).query('SELECT date FROM classes WHERE id = ?', [id]);
    const day = (rows as { date: string }[])[0].date;
    const list = (
      await t.http().get(`/api/classes?from=${day}&to=${day}&limit=100`).set(bearer(admin))
    ).body as YogaClass[];
    return list.find((c) => c.id === id)!;
  };
  /** Manage Class's save: the class as loaded, with a substitute (or a one-off's instructor) picked. */
  const saveClass = async (
    id: number,
    picked: Pick<YogaClassInput, 'substitute_id' | 'instructor_id'>,
    status = 200,
  ) => {
    const c = await classOf(id);
    return t
      .http()
      .put(`/api/classes/${id}`)
      .set(bearer(admin))
      .send({
        title: c.title,
        class_type: c.class_type,
        date: c.date,
        time: c.time,
        link: c.link,
        description: c.description,
        duration_minutes: c.duration_minutes,
        capacity: c.capacity,
        instructor_id: c.instructor_id,
        substitute_id: c.substitute_id,
        ...picked,
      } satisfies YogaClassInput)
      .expect(status);
  };
  const consoleOf = (token: string) => t.http().get('/api/console/classes').set(bearer(token));
  const roster = (token: string, id = classId) =>
    t.http().get(`/api/console/classes/${id}/roster`).set(bearer(token));
  const healthNotes = (token: string, body: Record<string, unknown>) =>
    t.http().put('/api/profile/health-notes').set(bearer(token)).send(body);
  const outbox = (userId: number, event: MessageEvent) =>
    t.app
      .get(DataSource)
      .getRepository(OutboxMessage)
      .find({ where: { userId, event }, order: { id: 'ASC' } });

  beforeAll(async () => {
    zoom = await new FakeZoom(
      'acct_CONSOLE',
      'client_CONSOLE',
      'secret-console-0123456789',
      'whs',
    ).start();
    t = await createTestApp(zoom.env());
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    ira = await instructor('Ira Iyer', 'ira@test.local', '9000000011');
    raj = await instructor('Raj Rao', 'raj@test.local', '9000000012');
    sita = await registerAndLogin(t, { name: 'Sita Sharma' });
    ravi = await registerAndLogin(t, { name: 'Ravi Verma' });
    other = await registerAndLogin(t);
    await t
      .http()
      .patch('/api/profile')
      .set(bearer(ravi.token))
      .send({ language: 'hi' })
      .expect(200);
    await t.app.get(JobsService).runNow('timetable.generate');
    const rows = (await t.app
      .get(DataSource)
      .query(
        'SELECT id, slot_id, time FROM classes WHERE date = ? AND slot_id IS NOT NULL ORDER BY time, id',
        [TOMORROW],
      )) as { id: number; slot_id: number; time: string }[];
    classId = rows[0].id;
    slotId = rows[0].slot_id;
    for (const s of [sita, ravi]) await bookClass(t, s, classId, TOMORROW, rows[0].time);
  });
  afterAll(async () => {
    await t.close();
    await zoom.stop();
  });

  it("lets the admin pick a timetable slot's instructor among the instructor accounts; its classes are theirs", async () => {
    const list = await t.http().get('/api/admin/instructors').set(bearer(admin)).expect(200);
    expect(list.body).toEqual([
      { id: ira.id, name: 'Ira Iyer', email: 'ira@test.local' },
      { id: raj.id, name: 'Raj Rao', email: 'raj@test.local' },
    ]);
    // Not an instructor account (a student), or no account at all: refused, nothing changes.
    for (const wrong of [sita.user.id, 999999]) {
      const refused = await saveSlot(slotId, wrong, 400);
      expect(refused.body.code).toBe('not_an_instructor');
    }
    const bad = await saveSlot(slotId, 0, 400);
    expect(bad.body.code).toBe('validation_failed');
    // The old separate assignment routes are gone: one field, one source of truth.
    await t
      .http()
      .put(`/api/admin/instructors/slots/${slotId}`)
      .set(bearer(admin))
      .send({ instructor_id: ira.id })
      .expect(404);
    // A newly made instructor, assigned to the slot, sees its classes at once.
    const assigned = await saveSlot(slotId, ira.id, 200);
    expect(assigned.body).toMatchObject({
      id: slotId,
      instructor_id: ira.id,
      instructor_name: 'Ira Iyer',
      instructor_legacy: null,
    });
    // Every class of the slot names her: the booked one too, for visitors and students.
    const generated = await classOf(classId);
    expect(generated).toMatchObject({
      instructor: 'Ira Iyer',
      instructor_id: ira.id,
      substitute_id: null,
    });
    const visitor = (await t.http().get(`/api/classes?from=${TOMORROW}&to=${TOMORROW}&limit=100`))
      .body as YogaClass[];
    expect(visitor.find((c) => c.id === classId)?.instructor).toBe('Ira Iyer');
    const booked = (await t.http().get('/api/bookings/mine').set(bearer(sita.token)).expect(200))
      .body as { class: YogaClass | null }[];
    expect(booked.map((b) => b.class?.instructor)).toEqual(['Ira Iyer']);

    const mine = (await consoleOf(ira.token).expect(200)).body as ConsoleClass[];
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((c) => c.instructor_id === ira.id)).toBe(true);
    expect(mine.find((c) => c.id === classId)).toMatchObject({
      instructor_name: 'Ira Iyer',
      substitute: false,
      booked: 2,
      date: TOMORROW,
    });
    // Today and the next 7 IST days only.
    const last = addIstDays(istDate(new Date()), 7);
    expect(mine.every((c) => c.date >= istDate(new Date()) && c.date <= last)).toBe(true);
    expect((await consoleOf(raj.token).expect(200)).body).toEqual([]);
    // An admin sees every class of the coming days.
    const all = (await consoleOf(admin).expect(200)).body as ConsoleClass[];
    expect(all.length).toBeGreaterThan(mine.length);
    await consoleOf(sita.token).expect(403);
  });

  it('shows the roster with the health notes only the consenting students share', async () => {
    const saved = await healthNotes(sita.token, {
      conditions: ['knee', 'blood_pressure'],
      other: 'Left knee surgery in 2025',
      share_with_instructors: true,
    }).expect(200);
    expect(saved.body).toMatchObject({
      conditions: ['knee', 'blood_pressure'],
      other: 'Left knee surgery in 2025',
      share_with_instructors: true,
      consent_changed_at: expect.any(String),
    } satisfies Partial<HealthNotes>);
    await healthNotes(ravi.token, {
      conditions: ['back'],
      share_with_instructors: false,
    }).expect(200);
    const bad = await healthNotes(ravi.token, {
      conditions: ['elbow'],
      share_with_instructors: false,
    }).expect(400);
    expect(bad.body.code).toBe('validation_failed');

    const rows = (await roster(ira.token).expect(200)).body as ConsoleRosterRow[];
    expect(rows).toEqual([
      { user_id: ravi.user.id, name: 'Ravi Verma', health: null, health_check: null },
      {
        user_id: sita.user.id,
        name: 'Sita Sharma',
        health: { conditions: ['knee', 'blood_pressure'], other: 'Left knee surgery in 2025' },
        health_check: null,
      },
    ]);
    // The admin too; another instructor, a student: no.
    expect((await roster(admin).expect(200)).body).toEqual(rows);
    await roster(raj.token).expect(404);
    await roster(other.token).expect(403);

    // Withdrawing the consent hides the notes at once; both changes are in the consent log.
    await healthNotes(sita.token, {
      conditions: ['knee', 'blood_pressure'],
      other: 'Left knee surgery in 2025',
      share_with_instructors: false,
    }).expect(200);
    const after = (await roster(ira.token).expect(200)).body as ConsoleRosterRow[];
    expect(after.map((r) => r.health)).toEqual([null, null]);
    const log = await t.app
      .get(DataSource)
      .getRepository(HealthNoteConsent)
      .find({ where: { userId: sita.user.id }, order: { id: 'ASC' } });
    expect(log.map((r) => [r.granted, r.source])).toEqual([
      [true, 'profile_page'],
      [false, 'profile_page'],
    ]);
    await healthNotes(sita.token, {
      conditions: ['knee', 'blood_pressure'],
      other: 'Left knee surgery in 2025',
      share_with_instructors: true,
    }).expect(200);
  });

  it("gives the class's instructor the Zoom host start_url, and nobody else", async () => {
    const res = await t
      .http()
      .post(`/api/console/classes/${classId}/start`)
      .set(bearer(ira.token))
      .expect(200);
    expect(res.body.url).toMatch(/^https:\/\/fake\.zoom\.test\/s\/\d+\?zak=/);
    const meeting = [...zoom.meetings.values()].find((m) => m.start_url === res.body.url);
    expect(meeting).toBeDefined();
    // Asked of Zoom at each start (its start_url expires two hours after it is issued), never the stored one.
    const asked = zoom.calls('GET', new RegExp(`^/v2/meetings/${meeting!.id}$`));
    const again = await t
      .http()
      .post(`/api/console/classes/${classId}/start`)
      .set(bearer(ira.token))
      .expect(200);
    expect(again.body.url).not.toBe(res.body.url);
    expect(again.body.url).toBe(zoom.meetings.get(meeting!.id)!.start_url);
    expect(zoom.calls('GET', new RegExp(`^/v2/meetings/${meeting!.id}$`))).toBe(asked + 1);
    // Zoom unreachable for that call: 503, no stale link.
    zoom.failNext(/^GET \/v2\/meetings\/\d+$/, 500);
    const down = await t
      .http()
      .post(`/api/console/classes/${classId}/start`)
      .set(bearer(ira.token))
      .expect(503);
    expect(down.body.code).toBe('video_unavailable');
    await t.http().post(`/api/console/classes/${classId}/start`).set(bearer(raj.token)).expect(404);
    await t
      .http()
      .post(`/api/console/classes/${classId}/start`)
      .set(bearer(sita.token))
      .expect(403);
    // The join route gives no instructor the host's link, theirs or another's: they start from the console.
    for (const who of [ira, raj]) {
      const refused = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(who.token))
        .set('Accept-Language', 'hi')
        .expect(403);
      expect(refused.body.code).toBe('host_start_in_console');
      expect(refused.body.message).toBe('अपनी क्लास इंस्ट्रक्टर कंसोल से शुरू करें।');
    }
  });

  it('shows the attendance of the class to its instructor (no-shows with 0 minutes)', async () => {
    const rows = (
      await t
        .http()
        .get(`/api/console/classes/${classId}/attendance`)
        .set(bearer(ira.token))
        .expect(200)
    ).body as ClassAttendanceRow[];
    expect(rows.map((r) => [r.user_id, r.minutes, r.attended])).toEqual([
      [ravi.user.id, 0, false],
      [sita.user.id, 0, false],
    ]);
    await t
      .http()
      .get(`/api/console/classes/${classId}/attendance`)
      .set(bearer(raj.token))
      .expect(404);
  });

  it("queues the instructor's message to the booked students, each in their language", async () => {
    const empty = await t
      .http()
      .post(`/api/console/classes/${classId}/message`)
      .set(bearer(ira.token))
      .send({ text: '   ' })
      .expect(400);
    expect(empty.body.code).toBe('validation_failed');
    const res = await t
      .http()
      .post(`/api/console/classes/${classId}/message`)
      .set(bearer(ira.token))
      .send({ text: 'Please bring a cushion tomorrow.' })
      .expect(200);
    expect(res.body).toEqual({ recipients: 2 });
    await settleEvents(t);
    const [sitaMail] = await outbox(sita.user.id, 'class_message');
    expect(sitaMail).toMatchObject({ channel: 'email', language: 'en' });
    expect(JSON.parse(sitaMail.params)).toMatchObject({
      instructor_name: 'Ira Iyer',
      message_text: 'Please bring a cushion tomorrow.',
    });
    const [raviMail] = await outbox(ravi.user.id, 'class_message');
    expect(raviMail).toMatchObject({ channel: 'email', language: 'hi' });
    expect(await outbox(other.user.id, 'class_message')).toEqual([]);
    await t
      .http()
      .post(`/api/console/classes/${classId}/message`)
      .set(bearer(raj.token))
      .send({ text: 'Hello' })
      .expect(404);
  });

  it('lets the admin set a substitute for one class: the booked students are told, the console follows', async () => {
    const res = await saveClass(classId, { substitute_id: raj.id }, 200);
    expect(res.body).toMatchObject({
      id: classId,
      instructor: 'Raj Rao',
      instructor_id: ira.id,
      substitute_id: raj.id,
    });
    await settleEvents(t);
    for (const s of [sita, ravi]) {
      const rows = await outbox(s.user.id, 'instructor_changed');
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(rows[0].params)).toMatchObject({ instructor_name: 'Raj Rao' });
    }
    const rajs = (await consoleOf(raj.token).expect(200)).body as ConsoleClass[];
    expect(rajs.map((c) => c.id)).toEqual([classId]);
    expect(rajs[0]).toMatchObject({
      instructor_id: raj.id,
      instructor_name: 'Raj Rao',
      substitute: true,
      booked: 2,
    });
    expect(
      ((await consoleOf(ira.token).expect(200)).body as ConsoleClass[]).some(
        (c) => c.id === classId,
      ),
    ).toBe(false);
    await roster(ira.token).expect(404);
    await roster(raj.token).expect(200);
    // Students see the substitute by name.
    const booked = (await t.http().get('/api/bookings/mine').set(bearer(sita.token)).expect(200))
      .body as { class: YogaClass | null }[];
    expect(booked.map((b) => b.class?.instructor)).toEqual(['Raj Rao']);
    // The slot's instructor changing later leaves the substitute teaching this class.
    await saveSlot(slotId, null, 200);
    expect(await classOf(classId)).toMatchObject({ instructor_id: null, substitute_id: raj.id });
    await saveSlot(slotId, ira.id, 200);
    expect(await classOf(classId)).toMatchObject({ instructor_id: ira.id, substitute_id: raj.id });
    // Saving the same substitute again tells nobody twice.
    const told = (await outbox(sita.user.id, 'instructor_changed')).length;
    await saveClass(classId, { substitute_id: raj.id }, 200);
    await settleEvents(t);
    expect(await outbox(sita.user.id, 'instructor_changed')).toHaveLength(told);
  });

  it('writes every assignment change to the admin audit log (who, which slot or class, before and after)', async () => {
    const adminId = (await login(t, ADMIN.email, ADMIN.password)).user.id;
    // Back to the slot's instructor: the substitute removed.
    const back = await saveClass(classId, { substitute_id: null }, 200);
    expect(back.body).toMatchObject({ instructor: 'Ira Iyer', substitute_id: null });
    await settleEvents(t);
    const audit = async (query: string) =>
      (
        (await t.http().get(`/api/admin/audit${query}`).set(bearer(admin)).expect(200)).body as {
          items: Record<string, unknown>[];
        }
      ).items;
    // The slot's entries (newest first): Ira again, nobody, Ira.
    const slot = await audit(`?entity=timetable_slot&entity_id=${slotId}`);
    const id = (state: unknown) =>
      (state as { instructor_id?: number | null } | null)?.instructor_id;
    expect(slot.map((e) => [e.action, id(e.before), id(e.after), e.actor_id])).toEqual([
      ['update', null, ira.id, adminId],
      ['update', ira.id, null, adminId],
      ['update', null, ira.id, adminId],
    ]);
    // The class's: the substitute set, then taken away; setting Raj a second time is not logged.
    const perClass = await audit(`?entity=class&entity_id=${classId}`);
    const sub = (state: unknown) =>
      (state as { substitute_id?: number | null } | null)?.substitute_id;
    // (The console's own actions on the class, Start and messages, are entries of their own.)
    const substitutions = (entries: Record<string, unknown>[]) =>
      entries.filter((e) => sub(e.before) !== undefined || sub(e.after) !== undefined);
    expect(substitutions(perClass).map((e) => [sub(e.before), sub(e.after), e.actor_id])).toEqual([
      [raj.id, null, adminId],
      [null, raj.id, adminId],
    ]);
    // Refused changes leave no trace.
    await saveClass(classId, { substitute_id: sita.user.id }, 400);
    await settleEvents(t);
    expect(substitutions(await audit(`?entity=class&entity_id=${classId}`))).toHaveLength(2);
    expect(
      ((await consoleOf(ira.token).expect(200)).body as ConsoleClass[]).some(
        (c) => c.id === classId,
      ),
    ).toBe(true);
  });

  it("names a one-off class's own instructor, and its console is theirs", async () => {
    const made = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'One-off Pranayama',
        date: TOMORROW,
        time: '18:40',
        link: 'https://meet.example.com/p',
        instructor_id: raj.id,
      })
      .expect(201);
    expect(made.body).toMatchObject({
      instructor: 'Raj Rao',
      instructor_id: raj.id,
      substitute_id: null,
      slot_id: null,
    });
    expect(
      ((await consoleOf(raj.token).expect(200)).body as ConsoleClass[]).find(
        (c) => c.id === made.body.id,
      ),
    ).toMatchObject({ instructor_name: 'Raj Rao', substitute: false });
    const none = await saveClass(made.body.id, { instructor_id: null }, 200);
    expect(none.body).toMatchObject({ instructor: null, instructor_id: null });
    expect(
      ((await consoleOf(raj.token).expect(200)).body as ConsoleClass[]).some(
        (c) => c.id === made.body.id,
      ),
    ).toBe(false);
    // The free-text box is gone: a typed name is refused.
    const typed = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Typed',
        date: TOMORROW,
        time: '18:50',
        link: 'https://meet.example.com/p',
        instructor: 'Guest',
      })
      .expect(400);
    expect(typed.body.code).toBe('validation_failed');
  });

  it('puts the health notes and their consent log in "download my data", and erases them with the account', async () => {
    const data = (await t.http().get('/api/profile/export').set(bearer(sita.token)).expect(200))
      .body;
    expect(data.health_notes).toEqual({
      conditions: ['knee', 'blood_pressure'],
      other: 'Left knee surgery in 2025',
      share_with_instructors: true,
      consent_log: [
        { granted: true, source: 'profile_page', at: expect.any(String) },
        { granted: false, source: 'profile_page', at: expect.any(String) },
        { granted: true, source: 'profile_page', at: expect.any(String) },
      ],
    });
    await t
      .http()
      .delete('/api/profile')
      .set(bearer(sita.token))
      .send({ password: sita.password })
      .expect(200);
    const ds = t.app.get(DataSource);
    expect(await ds.getRepository(HealthNote).countBy({ userId: sita.user.id })).toBe(0);
    expect(await ds.getRepository(HealthNoteConsent).countBy({ userId: sita.user.id })).toBe(0);
    const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
    expect(log.body[0].summary).toContain('health_notes: 1 notes, 3 consent log entries deleted');
  });
});
