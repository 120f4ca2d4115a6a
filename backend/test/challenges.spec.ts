import {
  addIstDays,
  istInstant,
  istToday,
  type CertificateVerification,
  type Challenge,
  type ChallengeLeaderboardRow,
  type ChallengeListItem,
  type ChallengeProgress,
} from '@yoga/contracts';
import { PracticeService } from '../src/modules/practice/index.js';
import { leaderboardName } from '../src/modules/challenges/challenges.service.js';
import { pdfText } from '../src/modules/invoices/__tests__/pdf-text.js';
import { buy, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

describe('challenges', () => {
  let t: TestApp;
  let admin: string;
  let setNow: (next: Date) => void;
  const start = addIstDays(istToday(), 2);
  const at = (date: string, time = '09:00') => setNow(istInstant(date, time));

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    setNow = stubClock(t, new Date());
  });
  afterAll(() => t.close());
  beforeEach(() => setNow(new Date()));

  const NAME = { en: '21-Day Morning Yoga', hi: '21 दिन की सुबह की योग चुनौती' };
  const create = async (body: Record<string, unknown>) =>
    (
      await t
        .http()
        .post('/api/admin/challenges')
        .set(bearer(admin))
        .send({ name: NAME, starts_on: start, days: 21, ...body })
        .expect(201)
    ).body as Challenge;
  const join = (token: string, id: number, body: Record<string, unknown> = {}) =>
    t.http().post(`/api/challenges/${id}/join`).set(bearer(token)).send(body);
  const progress = async (token: string, id: number) =>
    (await t.http().get(`/api/challenges/${id}/progress`).set(bearer(token)).expect(200))
      .body as ChallengeProgress;
  const practise = async (userId: number, dates: string[]) => {
    for (const d of dates) await t.app.get(PracticeService).record(userId, 1, d);
  };
  const days = (from: string, n: number) =>
    Array.from({ length: n }, (_, i) => addIstDays(from, i));

  describe('the admin', () => {
    it('creates a challenge with the defaults: every day, trial students welcome, no limit', async () => {
      const c = await create({ description: { en: 'Every morning', hi: 'हर सुबह' } });
      expect(c).toEqual({
        id: expect.any(Number),
        name: NAME,
        description: { en: 'Every morning', hi: 'हर सुबह' },
        starts_on: start,
        ends_on: addIstDays(start, 20),
        days: 21,
        min_days: 21,
        trial_allowed: true,
        places: null,
        joined_count: 0,
        join_until: addIstDays(start, 2),
      });
      const list = await t.http().get('/api/admin/challenges').set(bearer(admin)).expect(200);
      expect((list.body as Challenge[]).map((x) => x.id)).toContain(c.id);
    });

    it('refuses bad input with codes, and students', async () => {
      const bad = async (body: Record<string, unknown>, status = 400) =>
        (
          await t
            .http()
            .post('/api/admin/challenges')
            .set(bearer(admin))
            .send({ name: NAME, starts_on: start, days: 21, ...body })
            .expect(status)
        ).body.code as string;
      expect(await bad({ days: 15 })).toBe('validation_failed');
      expect(await bad({ starts_on: '2026-02-30' })).toBe('validation_failed');
      expect(await bad({ name: { en: 'Only English' } })).toBe('validation_failed');
      expect(await bad({ places: 0 })).toBe('validation_failed');
      expect(await bad({ days: 14, min_days: 15 })).toBe('challenge_min_days_above_length');
      const s = await registerAndLogin(t);
      await t
        .http()
        .post('/api/admin/challenges')
        .set(bearer(s.token))
        .send({ name: NAME, starts_on: start, days: 21 })
        .expect(403);
    });

    it('edits a challenge; a length change keeps "every day"; places not below those joined', async () => {
      const c = await create({ places: 5 });
      const s = await registerAndLogin(t);
      await join(s.token, c.id).expect(201);
      const edited = await t
        .http()
        .patch(`/api/admin/challenges/${c.id}`)
        .set(bearer(admin))
        .send({ days: 14, name: { en: 'Two weeks', hi: 'दो सप्ताह' } })
        .expect(200);
      expect(edited.body).toMatchObject({ days: 14, min_days: 14, name: { en: 'Two weeks' } });
      const fewer = await t
        .http()
        .patch(`/api/admin/challenges/${c.id}`)
        .set(bearer(admin))
        .send({ places: 0 })
        .expect(400);
      expect(fewer.body.code).toBe('validation_failed');
      await join((await registerAndLogin(t)).token, c.id).expect(201);
      const below = await t
        .http()
        .patch(`/api/admin/challenges/${c.id}`)
        .set(bearer(admin))
        .send({ places: 1 })
        .expect(409);
      expect(below.body).toMatchObject({
        code: 'challenge_places_below_joined',
        params: { joined: 2 },
      });
      await t
        .http()
        .patch(`/api/admin/challenges/999999`)
        .set(bearer(admin))
        .send({ days: 14 })
        .expect(404);
    });
  });

  describe('joining', () => {
    it('joins once (201, then 409), before the start and in the first 3 days only', async () => {
      const c = await create({});
      const a = await registerAndLogin(t);
      const joined = await join(a.token, c.id).expect(201);
      expect(joined.body).toMatchObject({ joined: true, days_practised: 0, days_left: 21 });
      expect((await join(a.token, c.id).expect(409)).body.code).toBe('challenge_already_joined');
      const list = (await t.http().get('/api/challenges').set(bearer(a.token)).expect(200))
        .body as ChallengeListItem[];
      expect(list.find((x) => x.id === c.id)).toMatchObject({ joined: true, joined_count: 1 });

      const b = await registerAndLogin(t);
      at(addIstDays(start, 2), '23:59'); // the third day: still open
      await join(b.token, c.id).expect(201);
      const late = await registerAndLogin(t);
      at(addIstDays(start, 3), '00:00'); // IST midnight: closed
      const closed = await join(late.token, c.id).expect(409);
      expect(closed.body).toMatchObject({
        code: 'challenge_join_closed',
        params: { until: addIstDays(start, 2) },
      });
      await join(late.token, 999999).expect(404);
    });

    it('keeps to the limit of places', async () => {
      const c = await create({ places: 2 });
      for (let i = 0; i < 2; i++) await join((await registerAndLogin(t)).token, c.id).expect(201);
      const third = await join((await registerAndLogin(t)).token, c.id).expect(409);
      expect(third.body.code).toBe('challenge_full');
    });

    it('refuses trial students where the admin said so, in their language; welcomes members', async () => {
      const c = await create({ trial_allowed: false });
      const trial = await registerAndLogin(t);
      const refused = await join(trial.token, c.id).set('Accept-Language', 'hi').expect(409);
      expect(refused.body).toMatchObject({
        code: 'challenge_trial_not_allowed',
        message: 'यह चुनौती सशुल्क प्लान वाले सदस्यों के लिए है।',
      });
      const member = await registerAndLogin(t);
      await buy(t, member.token);
      await join(member.token, c.id).expect(201);
    });
  });

  describe('progress, the rule, the leaderboard and the certificate', () => {
    it('counts the practice days inside the challenge and the days left', async () => {
      const c = await create({ days: 14, min_days: 10 });
      const s = await registerAndLogin(t);
      expect(await progress(s.token, c.id)).toMatchObject({ joined: false, days: [] });
      await join(s.token, c.id).expect(201);
      await practise(s.user.id, [addIstDays(start, -1), ...days(start, 3), addIstDays(start, 14)]);
      at(addIstDays(start, 3));
      expect(await progress(s.token, c.id)).toEqual({
        joined: true,
        days: days(start, 3),
        days_practised: 3,
        days_left: 11,
        finished: false,
        completed: false,
        min_days: 10,
        on_leaderboard: false,
      });
      at(addIstDays(start, 13), '23:59');
      expect((await progress(s.token, c.id)).days_left).toBe(1);
      at(addIstDays(start, 14), '00:00');
      expect(await progress(s.token, c.id)).toMatchObject({
        days_left: 0,
        finished: true,
        completed: false,
      });
      // Not enough days (3 of 10): no certificate.
      const none = await t.http().get(`/api/challenges/${c.id}/certificate`).set(bearer(s.token));
      expect(none.status).toBe(404);
      expect(none.body.code).toBe('certificate_not_available');
    });

    it('shows opted-in students only, by first name and city initial', async () => {
      const c = await create({ days: 14 });
      const priya = await registerAndLogin(t, { name: 'Priya Sharma' });
      const ravi = await registerAndLogin(t, { name: 'Ravi Kumar Verma' });
      const shy = await registerAndLogin(t, { name: 'Hidden Person' });
      await join(priya.token, c.id, { leaderboard: true, city: 'mumbai' }).expect(201);
      await join(ravi.token, c.id).expect(201);
      await join(shy.token, c.id).expect(201);
      await practise(priya.user.id, days(start, 2));
      await practise(ravi.user.id, days(start, 4));
      await practise(shy.user.id, days(start, 5));
      const board = async () =>
        (
          await t
            .http()
            .get(`/api/challenges/${c.id}/leaderboard`)
            .set(bearer(shy.token))
            .expect(200)
        ).body as ChallengeLeaderboardRow[];
      expect(await board()).toEqual([{ name: 'Priya M.', days_practised: 2 }]);
      const opted = await t
        .http()
        .put(`/api/challenges/${c.id}/leaderboard`)
        .set(bearer(ravi.token))
        .send({ leaderboard: true, city: 'Pune' })
        .expect(200);
      expect(opted.body.on_leaderboard).toBe(true);
      const rows = await board();
      expect(rows).toEqual([
        { name: 'Ravi P.', days_practised: 4 },
        { name: 'Priya M.', days_practised: 2 },
      ]);
      const text = JSON.stringify(rows);
      for (const secret of [priya.user.email, ravi.user.email, 'Sharma', 'Verma', '9876543210'])
        expect(text).not.toContain(secret);
      expect(leaderboardName('  Meera  ', null)).toBe('Meera');
      expect(leaderboardName('मीरा शर्मा', 'दिल्ली')).toBe('मीरा द.');
      const outsider = await registerAndLogin(t);
      const notJoined = await t
        .http()
        .put(`/api/challenges/${c.id}/leaderboard`)
        .set(bearer(outsider.token))
        .send({ leaderboard: true });
      expect(notJoined.body.code).toBe('challenge_not_joined');
    });

    it('gives a finisher a selectable A4 landscape PDF in English or Hindi, verifiable by its code', async () => {
      const c = await create({ days: 14, min_days: 12 });
      const s = await registerAndLogin(t, { name: 'Anita Desai' });
      await join(s.token, c.id).expect(201);
      await practise(s.user.id, days(start, 13));
      const download = (lang?: string) =>
        t
          .http()
          .get(`/api/challenges/${c.id}/certificate${lang ? `?lang=${lang}` : ''}`)
          .set(bearer(s.token))
          .buffer(true)
          .parse((res, callback) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => callback(null, Buffer.concat(chunks)));
          });
      at(addIstDays(start, 13), '20:00'); // the last day: not finished yet
      expect((await download()).status).toBe(404);
      at(addIstDays(start, 14), '07:00');
      const en = await download();
      expect(en.status).toBe(200);
      expect(en.headers['content-type']).toBe('application/pdf');
      const pdf = en.body as Buffer;
      // A4 landscape: 841.89 × 595.28 points.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
      const read = await pdfText(pdf);
      expect(read.pages).toBe(1);
      const code = /Verification code ([0-9A-Z]{10})/.exec(read.text)?.[1];
      expect(code).toBeDefined();
      expect(read.text).toContain('Certificate of Completion');
      expect(read.text).toContain('Anita Desai');
      expect(read.text).toContain('21-Day Morning Yoga');
      expect(read.text).toContain('practising on 13 of its 14 days');
      expect(read.text).toContain(`/verify/${code}`);
      // Hindi: the same code (made once), the name, the Hindi title.
      const hi = await pdfText((await download('hi')).body as Buffer);
      expect(hi.text).toContain('Anita Desai');
      expect(hi.text).toContain(code);
      expect(hi.text).toContain('ने अभ्यास चुनौती पूरी की');
      expect(hi.text).toContain(`सत्यापन कोड ${code}`);

      const verified = await t.http().get(`/api/certificates/${code}`).expect(200);
      expect(verified.body as CertificateVerification).toEqual({
        code,
        name: 'Anita Desai',
        challenge: NAME,
        starts_on: start,
        ends_on: addIstDays(start, 13),
      });
      expect(JSON.stringify(verified.body)).not.toContain(s.user.email);
      expect((await t.http().get('/api/certificates/ZZZZZZZZZZ').expect(404)).body.code).toBe(
        'certificate_not_found',
      );
      // Finished challenges the student joined stay in their list (for the certificate).
      const list = (await t.http().get('/api/challenges').set(bearer(s.token)).expect(200))
        .body as ChallengeListItem[];
      expect(list.find((x) => x.id === c.id)).toMatchObject({ joined: true });
    });
  });
});
