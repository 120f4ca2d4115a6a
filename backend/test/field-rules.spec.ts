import { FIELD_LIMITS, FIELD_MESSAGES } from '@yoga/contracts';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { SOON } from './support/dates.js';

/** One code point, two UTF-16 units, four UTF-8 bytes. */
const LOTUS = '🧘';
/** Two code points (U+2764 U+FE0F) that a browser shows as one character. */
const HEART = '❤️';
let n = 0;
const email = () => `rules-${++n}-${Date.now()}@test.local`;

describe('field rules shared with the front ends (libs/contracts)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let userId: number;
  let classId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const u = await registerAndLogin(t);
    user = u.token;
    userId = u.user.id;
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(admin))
        .send({ title: 'C', date: '2030-01-01', time: '06:00', link: 'https://x.test' })
        .expect(201)
    ).body.id;
  });
  afterAll(() => t.close());

  const booking = () => ({
    name: 'N',
    email: 'n@test.local',
    phone: '9876543210',
    preferred_date: SOON,
    preferred_time: '06:00',
  });
  /** Every route and text field with its limit, in the unit its column stores. */
  const fields = (): {
    method: 'post' | 'put';
    path: string;
    token: () => string | undefined;
    body: () => Record<string, unknown>;
    field: string;
    limit: number;
  }[] => {
    const register = () => ({
      name: 'N',
      email: email(),
      number: '9876543210',
      password: 'long-enough-pass',
    });
    const managed = () => ({ name: 'M', email: email(), phone: '9876543210' });
    const klass = () => ({
      title: 'T',
      date: '2030-01-02',
      time: '07:00',
      link: 'https://x.test/a',
    });
    const blog = () => ({ title: 'B' });
    const demo = () => booking();
    return [
      {
        method: 'post',
        path: '/api/auth/register',
        token: () => undefined,
        body: register,
        field: 'name',
        limit: FIELD_LIMITS.name,
      },
      {
        method: 'post',
        path: '/api/manageusers',
        token: () => admin,
        body: managed,
        field: 'name',
        limit: FIELD_LIMITS.name,
      },
      {
        method: 'put',
        path: `/api/manageusers/${userId}`,
        token: () => admin,
        body: managed,
        field: 'name',
        limit: FIELD_LIMITS.name,
      },
      {
        method: 'post',
        path: '/api/bookings/demo',
        token: () => user,
        body: demo,
        field: 'name',
        limit: FIELD_LIMITS.name,
      },
      {
        method: 'post',
        path: '/api/bookings/demo',
        token: () => user,
        body: demo,
        field: 'notes',
        limit: FIELD_LIMITS.bookingNotes,
      },
      {
        method: 'post',
        path: '/api/classes',
        token: () => admin,
        body: klass,
        field: 'title',
        limit: FIELD_LIMITS.classTitle,
      },
      {
        method: 'put',
        path: `/api/classes/${classId}`,
        token: () => admin,
        body: klass,
        field: 'title',
        limit: FIELD_LIMITS.classTitle,
      },
      {
        method: 'post',
        path: '/api/classes',
        token: () => admin,
        body: klass,
        field: 'description',
        limit: FIELD_LIMITS.classDescription,
      },
      {
        method: 'post',
        path: '/api/blogs/create',
        token: () => admin,
        body: blog,
        field: 'title',
        limit: FIELD_LIMITS.blogTitle,
      },
      {
        method: 'post',
        path: '/api/blogs/create',
        token: () => admin,
        body: blog,
        field: 'category',
        limit: FIELD_LIMITS.blogCategory,
      },
      {
        method: 'post',
        path: '/api/blogs/create',
        token: () => admin,
        body: blog,
        field: 'author',
        limit: FIELD_LIMITS.blogAuthor,
      },
      {
        method: 'post',
        path: '/api/blogs/create',
        token: () => admin,
        body: blog,
        field: 'time_to_read',
        limit: FIELD_LIMITS.blogTimeToRead,
      },
    ];
  };

  const send = (f: ReturnType<typeof fields>[number], body: Record<string, unknown> | string) => {
    let req = t.http()[f.method](f.path);
    const token = f.token();
    if (token) req = req.set(bearer(token));
    return typeof body === 'string'
      ? req.set('Content-Type', 'application/json').send(body)
      : req.send(body);
  };

  it('counts lengths in code points, as the VARCHAR columns do: the limit is stored, one more is 400', async () => {
    for (const f of fields()) {
      const atLimit = await send(f, { ...f.body(), [f.field]: LOTUS.repeat(f.limit) });
      expect({ path: f.path, field: f.field, status: atLimit.status }).toEqual({
        path: f.path,
        field: f.field,
        status: f.method === 'post' ? 201 : 200,
      });
      const over = await send(f, { ...f.body(), [f.field]: LOTUS.repeat(f.limit + 1) });
      expect({
        path: f.path,
        field: f.field,
        status: over.status,
        message: over.body.message,
      }).toEqual({
        path: f.path,
        field: f.field,
        status: 400,
        message: FIELD_MESSAGES.tooLong(f.field, f.limit),
      });
    }
    // 60 hearts look like 60 characters but are 120 code points.
    const hearts = await t
      .http()
      .post('/api/auth/register')
      .send({
        name: HEART.repeat(60),
        email: email(),
        number: '9876543210',
        password: 'long-enough-pass',
      })
      .expect(400);
    expect(hearts.body.message).toBe(FIELD_MESSAGES.tooLong('name', FIELD_LIMITS.name));
  });

  it('limits a blog description in UTF-8 bytes, as its TEXT column does', async () => {
    const max = FIELD_LIMITS.blogDescriptionBytes;
    await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title: 'Fits', description: LOTUS.repeat(max / 4) })
      .expect(201);
    const res = await t
      .http()
      .post('/api/blogs/create')
      .set(bearer(admin))
      .send({ title: 'Too long', description: LOTUS.repeat(17_000) })
      .expect(400);
    expect(res.body.message).toBe(FIELD_MESSAGES.tooLongBytes('description'));
  });

  it('refuses deeply nested JSON (3,000 levels) with 400 on every body route', async () => {
    const deep = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    const arrays = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    for (const f of fields()) {
      for (const body of [deep, arrays, `{"name": ${deep}}`]) {
        const res = await send(f, body);
        expect({ path: f.path, status: res.status, body: res.body }).toEqual({
          path: f.path,
          status: 400,
          body: {
            success: false,
            code: 'body_too_deep',
            message: 'Request body is nested too deeply.',
          },
        });
      }
    }
    // Brackets inside strings are text, not nesting.
    await send(fields()[3], { ...booking(), notes: '[[[[{{{{'.repeat(100) }).expect(201);
  });

  it('refuses names with invisible or direction-changing characters, keeps what Indian scripts need', async () => {
    const register = (name: string) =>
      t
        .http()
        .post('/api/auth/register')
        .send({ name, email: email(), number: '9876543210', password: 'long-enough-pass' });
    for (const name of [
      'Asha\u202Eamrev',
      'Asha\u200BVerma',
      'Asha\u0085Verma',
      'Asha\u2028Verma',
      '\u2066Asha\u2069',
      'As\uFEFFha',
      'Asha\u00ADVerma',
      'Asha\u200DVerma',
      '\u200CAsha',
    ]) {
      const res = await register(name);
      expect([JSON.stringify(name), res.status]).toEqual([JSON.stringify(name), 400]);
      expect(res.body.message).toBe(FIELD_MESSAGES.invisibleInName);
    }
    for (const name of [
      'क्\u200Dष',
      'श्\u200Cरी',
      'ಕನ್ನ\u200Cಡ',
      'মা\u200Cন',
      'José Verma',
      `Asha ${HEART}`,
    ])
      await register(name).expect(201);
    // The same rule on a profile and on an admin's form.
    await t.http().patch('/api/profile').set(bearer(user)).send({ name: 'Asha\u202E' }).expect(400);
    await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin))
      .send({ name: 'M\u200B', email: email(), phone: '9876543210' })
      .expect(400);
    expect(userId).toBeGreaterThan(0);
    expect(classId).toBeGreaterThan(0);
  });
});
