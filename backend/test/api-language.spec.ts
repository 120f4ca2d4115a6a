import { ACCOUNT_MESSAGES, MESSAGES } from '@yoga/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/** Issue 12: error answers in the language of Accept-Language (Hindi or English), English unchanged. */
describe('API error messages in the language of Accept-Language', () => {
  let t: TestApp;
  let admin: string;
  let classId: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({
          title: 'Sunrise Hatha',
          class_type: 'paid',
          date: '2030-01-10',
          time: '06:30',
          link: 'https://meet.example.com/sunrise',
        })
        .expect(201)
    ).body.id;
  });
  afterAll(() => t.close());

  const HINDI = 'hi-IN,hi;q=0.9,en;q=0.8';
  const register = (body: object, language?: string) => {
    const req = t.http().post('/api/auth/register');
    if (language) req.set('Accept-Language', language);
    return req.send(body);
  };

  it('answers a validation failure in Hindi, and in exactly the old English otherwise', async () => {
    const hi = await register({ email: 'x@test.local' }, HINDI).expect(400);
    expect(hi.body).toMatchObject({
      success: false,
      code: 'validation_failed',
      message: 'कृपया सभी फ़ील्ड भरें।',
    });
    // Every failed rule, field by field, in the request's language.
    expect(hi.body.params.fields).toEqual(
      expect.arrayContaining([
        { field: 'name', rule: 'required', message: 'कृपया सभी फ़ील्ड भरें।' },
        { field: 'password', rule: 'required', message: 'कृपया सभी फ़ील्ड भरें।' },
      ]),
    );
    expect(hi.headers['vary']).toMatch(/Accept-Language/i);
    expect(hi.headers['content-type']).toMatch(/^application\/json; charset=utf-8/);

    for (const language of [undefined, 'en-IN', 'en-GB,en;q=0.9', 'fr-FR,fr;q=0.9']) {
      const en = await register({ email: 'x@test.local' }, language).expect(400);
      expect(en.body).toMatchObject({
        success: false,
        code: 'validation_failed',
        message: MESSAGES.fillAllFields,
      });
      expect(en.headers['vary']).toMatch(/Accept-Language/i);
    }
  });

  it('translates validation messages that carry values (field names and limits)', async () => {
    const body = {
      name: 'N'.repeat(101),
      email: 'long@test.local',
      number: '9876543210',
      password: 'correct-horse-battery',
    };
    const hi = await register(body, 'hi').expect(400);
    expect(hi.body.message).toBe('name में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।');
    const en = await register(body).expect(400);
    expect(en.body.message).toBe('name must be at most 100 characters long.');
    expect(en.body).toMatchObject({ code: 'validation_failed' });
    expect(en.body.params.fields).toContainEqual({
      field: 'name',
      rule: 'maxCodePoints',
      message: 'name must be at most 100 characters long.',
    });

    const extra = await t
      .http()
      .patch('/api/profile')
      .set(bearer((await registerAndLogin(t)).token))
      .set('Accept-Language', 'hi')
      .send({ nickname: 'Ravi' })
      .expect(400);
    expect(extra.body).toMatchObject({
      code: 'validation_failed',
      message: 'nickname भेजने की अनुमति नहीं है',
      params: { fields: [{ field: 'nickname', rule: 'whitelistValidation' }] },
    });
  });

  it('answers 401 in Hindi', async () => {
    const res = await t.http().get('/api/profile').set('Accept-Language', HINDI).expect(401);
    expect(res.body).toEqual({
      success: false,
      code: 'session_expired',
      message: 'आपका सेशन खत्म हो गया है। कृपया दोबारा लॉगिन करें।',
    });
    const en = await t.http().get('/api/profile').expect(401);
    expect(en.body).toEqual({
      success: false,
      code: 'session_expired',
      message: MESSAGES.sessionExpired,
    });
  });

  it('answers 401 for wrong credentials and 404 for an unknown class in Hindi', async () => {
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .set('Accept-Language', 'hi')
      .send({ email: ADMIN.email, password: 'not-the-password' })
      .expect(401);
    expect(wrong.body).toEqual({
      success: false,
      code: 'invalid_credentials',
      message: 'ईमेल या पासवर्ड गलत है।',
    });

    const missing = await t
      .http()
      .put('/api/classes/999999')
      .set(bearer(admin))
      .set('Accept-Language', 'hi')
      .send({
        title: 'Nothing',
        class_type: 'paid',
        date: '2030-01-10',
        time: '06:30',
        link: 'https://meet.example.com/x',
      })
      .expect(404);
    expect(missing.body).toEqual({
      success: false,
      code: 'class_not_found',
      message: 'क्लास नहीं मिली।',
    });
    const badId = await t
      .http()
      .get('/api/referrals/stats/abc')
      .set(bearer(admin))
      .set('Accept-Language', 'hi')
      .expect(400);
    expect(badId.body).toEqual({ success: false, code: 'invalid_id', message: 'ID सही नहीं है।' });
    const noRoute = await t
      .http()
      .get('/api/no-such-route')
      .set('Accept-Language', 'hi')
      .expect(404);
    expect(noRoute.body).toEqual({
      success: false,
      code: 'route_not_found',
      message: 'GET /api/no-such-route नहीं मिला',
      params: { method: 'GET', path: '/api/no-such-route' },
    });
    const noRouteEn = await t.http().get('/api/no-such-route').expect(404);
    expect(noRouteEn.body.message).toBe('Cannot GET /api/no-such-route');
  });

  it('answers 409 conflicts in Hindi and keeps the machine-readable error code', async () => {
    const student = await registerAndLogin(t);
    const body = {
      name: 'Taken',
      email: student.user.email,
      number: '9876543210',
      password: 'correct-horse-battery',
    };
    const taken = await register(body, HINDI).expect(409);
    expect(taken.body).toEqual({
      success: false,
      code: 'email_taken',
      message: 'यह ईमेल पहले से रजिस्टर्ड है।',
    });
    expect((await register(body).expect(409)).body.message).toBe(MESSAGES.emailTaken);

    const book = (language: string) =>
      t
        .http()
        .post('/api/bookings/class')
        .set(bearer(student.token))
        .set('Accept-Language', language)
        .send({
          class_id: classId,
          name: 'Ravi Kumar',
          email: 'ravi@test.local',
          phone: '9811111111',
          preferred_date: '2030-01-10',
          preferred_time: '06:30',
        });
    const first = await book('hi').expect(201);
    // Success answers are not translated here: the web apps show their own texts for them.
    expect(first.body.message).toBe(MESSAGES.classBooked);
    expect((await book('hi').expect(409)).body).toEqual({
      success: false,
      code: 'already_booked',
      message: 'आप यह क्लास पहले ही बुक कर चुके हैं।',
    });
    expect((await book('en').expect(409)).body).toEqual({
      success: false,
      code: 'already_booked',
      message: MESSAGES.alreadyBooked,
    });
  });

  it('tells a blocked student, in Hindi, by the code account_blocked (403), whatever the language', async () => {
    const student = await registerAndLogin(t);
    await t
      .http()
      .patch(`/api/manageusers/${student.user.id}/status`)
      .set(bearer(admin))
      .send({ status: 'Blocked' })
      .expect(200);
    const hi = await t
      .http()
      .get('/api/profile')
      .set(bearer(student.token))
      .set('Accept-Language', HINDI)
      .expect(403);
    expect(hi.body).toEqual({
      success: false,
      code: 'account_blocked',
      message: 'आपका अकाउंट ब्लॉक है।',
    });
    const en = await t.http().get('/api/profile').set(bearer(student.token)).expect(403);
    expect(en.body).toEqual({
      success: false,
      code: 'account_blocked',
      message: MESSAGES.accountBlocked,
    });
    const signIn = await t
      .http()
      .post('/api/auth/login')
      .set('Accept-Language', 'hi')
      .send({ email: student.user.email, password: student.password })
      .expect(403);
    expect(signIn.body).toMatchObject({ code: 'account_blocked', message: 'आपका अकाउंट ब्लॉक है।' });
  });

  it('follows the q-values: the most preferred language first, then the order of the header', async () => {
    const message = async (language: string) =>
      (await t.http().get('/api/profile').set('Accept-Language', language).expect(401)).body
        .message as string;
    const hindi = 'आपका सेशन खत्म हो गया है। कृपया दोबारा लॉगिन करें।';
    expect(await message('en-IN,en;q=0.9,hi;q=0.8')).toBe(MESSAGES.sessionExpired);
    expect(await message('en;q=0.7,hi;q=0.7')).toBe(MESSAGES.sessionExpired);
    expect(await message('hi;q=0.7,en;q=0.7')).toBe(hindi);
    expect(await message('en;q=0.5,hi-IN;q=0.6')).toBe(hindi);
    expect(await message('hi;q=0')).toBe(MESSAGES.sessionExpired);
    expect(await message('mr-IN,hi;q=0.5')).toBe(hindi);
  });

  describe('the profile language (users.language)', () => {
    it('is read and updated by the student, and other values are a clear 400', async () => {
      const s = await registerAndLogin(t);
      const profile = () => t.http().get('/api/profile').set(bearer(s.token));
      expect((await profile().expect(200)).body.language).toBe('en');
      const saved = await t
        .http()
        .patch('/api/profile')
        .set(bearer(s.token))
        .send({ language: 'hi' })
        .expect(200);
      expect(saved.body.language).toBe('hi');
      expect((await profile().expect(200)).body.language).toBe('hi');

      for (const language of ['fr', 'HI', '', 'hi-IN', 7]) {
        const res = await t
          .http()
          .patch('/api/profile')
          .set(bearer(s.token))
          .send({ language })
          .expect(400);
        expect(res.body).toMatchObject({
          success: false,
          message: ACCOUNT_MESSAGES.invalidLanguage,
        });
      }
      const hi = await t
        .http()
        .patch('/api/profile')
        .set(bearer(s.token))
        .set('Accept-Language', 'hi')
        .send({ language: 'fr' })
        .expect(400);
      expect(hi.body.message).toBe('language इनमें से एक होना चाहिए: en, hi');
      expect((await profile().expect(200)).body.language).toBe('hi');

      const back = await t
        .http()
        .patch('/api/profile')
        .set(bearer(s.token))
        .send({ language: 'en' })
        .expect(200);
      expect(back.body.language).toBe('en');
    });

    it('is the language given at registration (the page she registered on), English without one', async () => {
      const stamp = Date.now();
      const body = (email: string, language?: unknown) => ({
        name: 'Meena Kumari',
        email,
        number: '9876543210',
        password: 'surya-namaskar-108',
        ...(language !== undefined ? { language } : {}),
      });
      const languageOf = async (email: string) => {
        const { token } = await login(t, email, 'surya-namaskar-108');
        return (await t.http().get('/api/profile').set(bearer(token)).expect(200)).body.language;
      };
      await register(body(`hi-${stamp}@test.local`, 'hi')).expect(201);
      expect(await languageOf(`hi-${stamp}@test.local`)).toBe('hi');
      await register(body(`en-${stamp}@test.local`)).expect(201);
      expect(await languageOf(`en-${stamp}@test.local`)).toBe('en');
      for (const language of ['fr', 'HI', '', 7]) {
        const res = await register(body(`bad-${stamp}@test.local`, language)).expect(400);
        expect(res.body.message).toBe(ACCOUNT_MESSAGES.invalidLanguage);
      }
    });
  });
});
