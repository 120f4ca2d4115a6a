import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import {
  addIstDays,
  HEALTH_QUESTION_IDS,
  istDate,
  istInstant,
  type AuditPage,
  type ConsoleRosterRow,
  type HealthQuestionId,
  type HealthQuestionnaire,
  type HealthQuestionnaireStatus,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../src/common/lifecycle/clock.js';
import {
  HEALTH_DATA_CONFIG,
  loadHealthDataConfig,
  type HealthDataConfig,
} from '../src/modules/health-questionnaire/config.js';
import { HealthQuestionnaireAnswer } from '../src/modules/health-questionnaire/entities/health-questionnaire-answer.entity.js';
import { Transactions } from '../src/database/transactions.js';
import { open } from '../src/modules/health-questionnaire/health-crypto.js';
import { rotateHealthKeys } from '../src/modules/health-questionnaire/index.js';
import { signInCreatedUser } from './support/admin-created.js';
import { settleEvents } from './support/events.js';
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
const allNo = () =>
  Object.fromEntries(HEALTH_QUESTION_IDS.map((id) => [id, false])) as Record<
    HealthQuestionId,
    boolean
  >;
const KEY_B = 'b'.repeat(64);

describe('the health questionnaire before the first class (issue 37)', () => {
  let t: TestApp;
  let admin: string;
  let ira: { token: string; id: number };
  let raj: { token: string; id: number };
  let sita: Session;
  let ravi: Session;
  let meena: Session;
  let classId: number;

  const status = (token: string) => t.http().get('/api/health-questionnaire/me').set(bearer(token));
  const answer = (token: string, body: unknown, language = 'en') =>
    t
      .http()
      .put('/api/health-questionnaire/me')
      .set(bearer(token))
      .set('Accept-Language', language)
      .send(body as object);
  const roster = (token: string) =>
    t.http().get(`/api/console/classes/${classId}/roster`).set(bearer(token));
  const rowOf = (userId: number) =>
    t.app.get(DataSource).getRepository(HealthQuestionnaireAnswer).findOneBy({ userId });
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

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    ira = await instructor('Ira Iyer', 'ira.hq@test.local', '9000000021');
    raj = await instructor('Raj Rao', 'raj.hq@test.local', '9000000022');
    sita = await registerAndLogin(t, { name: 'Sita Sharma' });
    ravi = await registerAndLogin(t, { name: 'Ravi Verma' });
    meena = await registerAndLogin(t, { name: 'Meena Iyer' });
    const made = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin))
      .send({
        title: 'Gentle Hatha',
        date: TOMORROW,
        time: '18:40',
        link: 'https://meet.example.com/gentle',
        instructor_id: ira.id,
      })
      .expect(201);
    classId = made.body.id as number;
    for (const s of [sita, ravi, meena]) await bookClass(t, s, classId, TOMORROW, '18:40');
  });
  afterAll(() => t.close());

  it("answers the questions in the caller's language: the PAR-Q's seven and the five yoga asks about", async () => {
    const en = (await t.http().get('/api/health-questionnaire').set(bearer(sita.token)).expect(200))
      .body as HealthQuestionnaire;
    expect(en.questions.map((q) => q.id)).toEqual([...HEALTH_QUESTION_IDS]);
    expect(en.questions).toHaveLength(12);
    expect(en.valid_months).toBe(12);
    expect(en.questions.find((q) => q.id === 'chest_pain_activity')?.text).toBe(
      'Do you feel pain in your chest when you do physical activity?',
    );
    const hi = (
      await t
        .http()
        .get('/api/health-questionnaire')
        .set(bearer(sita.token))
        .set('Accept-Language', 'hi')
        .expect(200)
    ).body as HealthQuestionnaire;
    expect(hi.questions.find((q) => q.id === 'blood_pressure')?.text).toBe(
      'क्या आपका ब्लड प्रेशर ज़्यादा या कम रहता है?',
    );
    await t.http().get('/api/health-questionnaire').expect(401);
  });

  it('is due before the first class; refuses unknown questions and non-boolean answers with a code', async () => {
    expect((await status(sita.token).expect(200)).body).toEqual({
      due: true,
      answered_at: null,
      any_yes: false,
      confirmed: false,
    } satisfies HealthQuestionnaireStatus);

    const unknown = await answer(sita.token, { answers: { ...allNo(), elbows: false } }).expect(
      400,
    );
    expect(unknown.body).toMatchObject({
      code: 'health_question_unknown',
      params: { question: 'elbows' },
      message: 'There is no health question "elbows".',
    });
    const notBoolean = await answer(
      sita.token,
      { answers: { ...allNo(), knees: 'yes' } },
      'hi',
    ).expect(400);
    expect(notBoolean.body).toMatchObject({
      code: 'health_answer_invalid',
      params: { question: 'knees' },
      message: 'कृपया "knees" का उत्तर हाँ या नहीं में दें।',
    });
    const { pregnancy: _left, ...missing } = allNo();
    expect((await answer(sita.token, { answers: missing }).expect(400)).body.code).toBe(
      'health_answer_invalid',
    );
    expect((await answer(sita.token, { answers: [true] }).expect(400)).body.code).toBe(
      'validation_failed',
    );
    expect((await answer(sita.token, {}).expect(400)).body.code).toBe('validation_failed');
    expect(
      (await answer(sita.token, { answers: allNo(), confirmed: 'yes' }).expect(400)).body.code,
    ).toBe('validation_failed');
    expect(
      (await answer(sita.token, { answers: allNo(), other: 'x'.repeat(501) }).expect(400)).body
        .code,
    ).toBe('validation_failed');
    expect(await rowOf(sita.user.id)).toBeNull();
  });

  it('asks again after a "yes" until she confirms the advice, and again 12 months later', async () => {
    const yes = { ...allNo(), knees: true, blood_pressure: true };
    const unconfirmed = (
      await answer(sita.token, { answers: yes, other: 'Left knee replaced in 2024' }).expect(200)
    ).body as HealthQuestionnaireStatus;
    expect(unconfirmed).toMatchObject({ due: true, any_yes: true, confirmed: false });
    const done = (
      await answer(sita.token, {
        answers: yes,
        other: 'Left knee replaced in 2024',
        confirmed: true,
      }).expect(200)
    ).body as HealthQuestionnaireStatus;
    expect(done).toEqual({
      due: false,
      answered_at: expect.any(String),
      any_yes: true,
      confirmed: true,
    });
    // All "no": done at once, nothing to confirm.
    expect((await answer(meena.token, { answers: allNo() }).expect(200)).body).toMatchObject({
      due: false,
      any_yes: false,
      confirmed: false,
    });
    // Twelve months on, asked again.
    const answeredAt = new Date(done.answered_at!);
    const later = new Date(answeredAt);
    later.setUTCMonth(later.getUTCMonth() + 12);
    const now = jest.spyOn(t.app.get<Clock>(CLOCK), 'now');
    try {
      now.mockReturnValue(new Date(later.getTime() - 60_000));
      expect((await status(sita.token).expect(200)).body.due).toBe(false);
      now.mockReturnValue(later);
      expect((await status(sita.token).expect(200)).body).toMatchObject({
        due: true,
        any_yes: true,
        confirmed: true,
      });
    } finally {
      now.mockRestore();
    }
  });

  it('stores the answers encrypted: the row read from the database is not plain text', async () => {
    const raw = (await t.app
      .get(DataSource)
      .query('SELECT * FROM health_questionnaire_answers WHERE user_id = ?', [
        sita.user.id,
      ])) as Record<string, unknown>[];
    expect(raw).toHaveLength(1);
    const stored = JSON.stringify(raw[0]);
    const decoded = Buffer.from(String(raw[0].payload), 'base64').toString('latin1');
    for (const text of [stored, decoded])
      for (const plain of ['knee', 'Left knee', 'blood_pressure', 'true', 'answers', 'confirmed'])
        expect(text).not.toContain(plain);
    const keys = t.app.get<HealthDataConfig>(HEALTH_DATA_CONFIG);
    expect(raw[0].key_id).toBe(keys.current.id);
    // Decrypted with the key, it is her answers; bound to her id (another user's id fails the tag).
    const row = (await rowOf(sita.user.id))!;
    expect(open<{ other: string }>(keys, sita.user.id, row).other).toBe(
      'Left knee replaced in 2024',
    );
    expect(() => open(keys, ravi.user.id, row)).toThrow();
  });

  it('never refuses joining through the API for it (reminder one-tap join, older clients)', async () => {
    await answer(ravi.token, { answers: { ...allNo(), back: true } }).expect(200);
    expect((await status(ravi.token).expect(200)).body.due).toBe(true);
    const now = jest
      .spyOn(t.app.get<Clock>(CLOCK), 'now')
      .mockReturnValue(istInstant(TOMORROW, '18:35'));
    try {
      const joined = await t
        .http()
        .post(`/api/classes/${classId}/join`)
        .set(bearer(ravi.token))
        .expect(200);
      expect(joined.body).toEqual({ url: 'https://meet.example.com/gentle' });
    } finally {
      now.mockRestore();
    }
  });

  it('marks a "yes" on the roster of her class\'s instructor; the details only with her consent', async () => {
    // Sita consents to share her health data (the health notes' one consent); Ravi does not.
    await t
      .http()
      .put('/api/profile/health-notes')
      .set(bearer(sita.token))
      .send({ conditions: [], share_with_instructors: true })
      .expect(200);
    const rows = (await roster(ira.token).expect(200)).body as ConsoleRosterRow[];
    const checkOf = (id: number) => rows.find((r) => r.user_id === id)?.health_check;
    expect(checkOf(sita.user.id)).toEqual({
      any_yes: true,
      yes_to: ['knees', 'blood_pressure'],
      other: 'Left knee replaced in 2024',
    });
    expect(checkOf(ravi.user.id)).toEqual({ any_yes: true, yes_to: null, other: null });
    expect(checkOf(meena.user.id)).toEqual({ any_yes: false, yes_to: null, other: null });
    // Another instructor, a student: nothing.
    await roster(raj.token).expect(404);
    await roster(sita.token).expect(403);
    // Withdrawing the consent hides the details at once (the mark stays).
    await t
      .http()
      .put('/api/profile/health-notes')
      .set(bearer(sita.token))
      .send({ conditions: [], share_with_instructors: false })
      .expect(200);
    const after = (await roster(ira.token).expect(200)).body as ConsoleRosterRow[];
    expect(after.find((r) => r.user_id === sita.user.id)?.health_check).toEqual({
      any_yes: true,
      yes_to: null,
      other: null,
    });
  });

  it('records every read by staff in the audit log (who, whose, which class), without the answers', async () => {
    await settleEvents(t);
    const page = (
      await t
        .http()
        .get(`/api/admin/audit?entity=health_questionnaire&entity_id=${sita.user.id}`)
        .set(bearer(admin))
        .expect(200)
    ).body as AuditPage;
    // Two roster reads by Ira: with the details, then without.
    expect(page.items).toHaveLength(2);
    expect(page.items.map((e) => [e.actor_id, e.action, e.subject_id, e.after])).toEqual([
      [ira.id, 'read', sita.user.id, { class_id: classId, details_shown: false }],
      [ira.id, 'read', sita.user.id, { class_id: classId, details_shown: true }],
    ]);
    expect(page.items[0].entity_label).toBe('Gentle Hatha');
    expect(JSON.stringify(page.items)).not.toMatch(/knee|blood|any_yes/i);
    // The refused reads (another instructor) read nothing and log nothing.
    const all = (
      await t
        .http()
        .get('/api/admin/audit?entity=health_questionnaire&page_size=100')
        .set(bearer(admin))
        .expect(200)
    ).body as AuditPage;
    expect(all.items.every((e) => e.actor_id === ira.id)).toBe(true);
    expect(all.items.map((e) => e.subject_id).sort()).toEqual(
      [sita.user.id, sita.user.id, ravi.user.id, ravi.user.id, meena.user.id, meena.user.id].sort(),
    );
  });

  it('re-encrypts every row with a new key by the rotation command; the old key is then not needed', async () => {
    const ds = t.app.get(DataSource);
    const before = t.app.get<HealthDataConfig>(HEALTH_DATA_CONFIG);
    const next = loadHealthDataConfig({
      NODE_ENV: 'test',
      HEALTH_DATA_KEY: KEY_B,
      HEALTH_DATA_PREVIOUS_KEYS: before.current.key.toString('base64'),
    });
    expect(next.current.id).not.toBe(before.current.id);
    expect(next.previous.map((k) => k.id)).toEqual([before.current.id]);
    const count = await ds.getRepository(HealthQuestionnaireAnswer).count();
    expect(await rotateHealthKeys(new Transactions(ds), next)).toEqual({
      rotated: count,
      current: 0,
    });
    // Twice: nothing left to do.
    expect(await rotateHealthKeys(new Transactions(ds), next)).toEqual({
      rotated: 0,
      current: count,
    });
    const row = (await rowOf(sita.user.id))!;
    expect(row.keyId).toBe(next.current.id);
    const onlyNew = loadHealthDataConfig({ NODE_ENV: 'test', HEALTH_DATA_KEY: KEY_B });
    expect(open<{ other: string }>(onlyNew, sita.user.id, row).other).toBe(
      'Left knee replaced in 2024',
    );
    expect(() => open(before, sita.user.id, row)).toThrow(/neither HEALTH_DATA_KEY/);
    // Back to the app's key, so the rest of the file reads the rows.
    const back = loadHealthDataConfig({
      NODE_ENV: 'test',
      HEALTH_DATA_KEY: before.current.key.toString('hex'),
      HEALTH_DATA_PREVIOUS_KEYS: KEY_B,
    });
    expect(await rotateHealthKeys(new Transactions(ds), back)).toEqual({
      rotated: count,
      current: 0,
    });
  });

  it('requires HEALTH_DATA_KEY in production and refuses a malformed key; a labelled development key otherwise', () => {
    expect(() => loadHealthDataConfig({ NODE_ENV: 'production' })).toThrow(
      /HEALTH_DATA_KEY must be set in production/,
    );
    expect(() => loadHealthDataConfig({ NODE_ENV: 'test', HEALTH_DATA_KEY: 'short' })).toThrow(
      /HEALTH_DATA_KEY must be a 32-byte key/,
    );
    expect(loadHealthDataConfig({ NODE_ENV: 'production', HEALTH_DATA_KEY: KEY_B })).toMatchObject({
      developmentKey: false,
    });
    expect(loadHealthDataConfig({ NODE_ENV: 'development' }).developmentKey).toBe(true);
  });

  it('is in "Download my data" and is erased with the account', async () => {
    const data = (await t.http().get('/api/profile/export').set(bearer(sita.token)).expect(200))
      .body as { health_questionnaire: unknown };
    expect(data.health_questionnaire).toEqual({
      answered_at: expect.any(String),
      answers: { ...allNo(), knees: true, blood_pressure: true },
      other: 'Left knee replaced in 2024',
      any_yes: true,
      advice_confirmed: true,
    });
    const none = (await t.http().get('/api/profile/export').set(bearer(raj.token)).expect(200))
      .body as { health_questionnaire: unknown };
    expect(none.health_questionnaire).toBeNull();

    await t
      .http()
      .delete('/api/profile')
      .set(bearer(sita.token))
      .send({ password: sita.password })
      .expect(200);
    expect(await rowOf(sita.user.id)).toBeNull();
    const log = await t.http().get('/api/admin/erasures').set(bearer(admin)).expect(200);
    expect(log.body[0].summary).toContain('health_questionnaire: 1 answers deleted');
  });
});
