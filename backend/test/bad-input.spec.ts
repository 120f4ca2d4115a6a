import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { addIstDays, istToday } from '@yoga/contracts';
import { PracticeService } from '../src/modules/practice/index.js';
import { SOON } from './support/dates.js';

type Who = 'anonymous' | 'user' | 'admin';
interface WriteRoute {
  method: 'post' | 'put' | 'patch';
  path: string;
  who: Who;
  /** A fresh valid body (functions: unique emails per call). */
  valid: () => Record<string, unknown>;
  /** Fields that hold free text (checked for type, size and verbatim storage). */
  text: string[];
}

const INJECTION = `Robert'); DROP TABLE users; -- <script>alert("x")</script> {{7*7}} \${7*7} 𝓎𝑜𝑔𝒶 🙏`;
let n = 0;
const email = () => `bad-input-${++n}@test.local`;

const validClass = () => ({
  title: 'T',
  date: '2030-01-02',
  time: '07:00',
  link: 'https://x.test/a',
  description: 'd',
});

describe('bad input on every write route', () => {
  let t: TestApp;
  const tokens: Record<Who, string | undefined> = {
    anonymous: undefined,
    user: undefined,
    admin: undefined,
  };
  let classId = 0;
  let userId = 0;
  let userPassword = '';

  beforeAll(async () => {
    t = await createTestApp();
    tokens.admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    const u = await registerAndLogin(t);
    tokens.user = u.token;
    userId = u.user.id;
    userPassword = u.password;
    // Seven practice days: the 7-day milestone, which the share route shares.
    for (let i = 0; i < 7; i++)
      await t.app.get(PracticeService).record(userId, 1, addIstDays(istToday(), -i));
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(tokens.admin))
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
    notes: 'x',
  });
  const routes = (): WriteRoute[] => [
    {
      method: 'post',
      path: '/api/auth/register',
      who: 'anonymous',
      valid: () => ({
        name: 'N',
        email: email(),
        number: '9876543210',
        password: 'long-enough-pass',
      }),
      text: ['name'],
    },
    {
      method: 'post',
      path: '/api/auth/login',
      who: 'anonymous',
      valid: () => ({ email: ADMIN.email, password: ADMIN.password }),
      text: [],
    },
    {
      method: 'put',
      path: '/api/auth/password',
      who: 'user',
      // A different password each time (the same one is refused); `send` remembers the new one.
      valid: () => ({ current_password: userPassword, new_password: `${userPassword}-${++n}` }),
      text: [],
    },
    {
      method: 'post',
      path: '/api/classes',
      who: 'admin',
      valid: validClass,
      text: ['title', 'description'],
    },
    {
      method: 'put',
      path: `/api/classes/${classId}`,
      who: 'admin',
      valid: validClass,
      text: ['title', 'description'],
    },
    {
      method: 'post',
      path: '/api/bookings/demo',
      who: 'user',
      valid: booking,
      text: ['name', 'notes'],
    },
    {
      method: 'post',
      path: '/api/bookings/class',
      who: 'user',
      valid: () => ({ ...booking(), class_id: classId }),
      text: ['name', 'notes'],
    },
    {
      method: 'post',
      path: '/api/blogs/create',
      who: 'admin',
      valid: () => ({
        title: 'B',
        category: 'C',
        description: 'D',
        author: 'A',
        time_to_read: '3 min',
      }),
      text: ['title', 'category', 'description', 'author', 'time_to_read'],
    },
    {
      method: 'post',
      path: '/api/manageusers',
      who: 'admin',
      valid: () => ({
        name: 'M',
        email: email(),
        phone: '9876543210',
        role: 'user',
        status: 'Active',
      }),
      text: ['name'],
    },
    {
      method: 'put',
      path: `/api/manageusers/${userId}`,
      who: 'admin',
      valid: () => ({
        name: 'M',
        email: `${n}-same@test.local`,
        phone: '9876543210',
        role: 'user',
        status: 'Active',
      }),
      text: ['name'],
    },
    {
      method: 'patch',
      path: `/api/manageusers/${userId}/status`,
      who: 'admin',
      valid: () => ({ status: 'Active' }),
      text: [],
    },
    {
      method: 'patch',
      path: '/api/profile',
      who: 'user',
      valid: () => ({
        name: 'P',
        phone: '9876543210',
        language: 'hi',
        state: '09',
        consents: { whatsapp: true },
      }),
      text: ['name'],
    },
    {
      method: 'post',
      path: '/api/profile/email',
      who: 'user',
      valid: () => ({ email: email(), password: userPassword }),
      text: [],
    },
    {
      method: 'post',
      path: '/api/admin/plans',
      who: 'admin',
      valid: () => ({
        slug: `plan-${++n}`,
        name_en: 'P',
        name_hi: 'प',
        months: 1,
        prices: {
          INR: { original: 1000, offer: 900, redeemable: 100 },
          USD: { original: 100, offer: 90, redeemable: 10 },
        },
      }),
      text: [],
    },
    {
      method: 'patch',
      path: '/api/admin/plans/big',
      who: 'admin',
      valid: () => ({ name_en: 'Big Saver', months: 3, prices: { INR: { offer: 169900 } } }),
      text: [],
    },
    {
      method: 'post',
      path: '/api/auth/forgot',
      who: 'anonymous',
      valid: () => ({ email: email() }),
      text: [],
    },
    {
      method: 'post',
      path: '/api/auth/otp/request',
      who: 'anonymous',
      valid: () => ({ email: email() }),
      text: [],
    },
    {
      method: 'post',
      path: '/api/practice/milestones/days-7/share',
      who: 'user',
      valid: () => ({ lang: 'hi' }),
      text: [],
    },
  ];

  const send = async (r: WriteRoute, body: unknown, raw = false) => {
    let req = t.http()[r.method](r.path);
    if (tokens[r.who]) req = req.set(bearer(tokens[r.who]!));
    const res = raw
      ? await req.set('Content-Type', 'application/json').send(body as string)
      : await req.send(body as object);
    // A successful password change revokes older tokens and hands out a new one.
    if (r.path === '/api/auth/password' && res.status === 200) {
      tokens.user = res.body.token;
      userPassword = (body as { new_password: string }).new_password;
    }
    return res;
  };

  it('accepts each valid body (so the rejections below are about the bad part only)', async () => {
    for (const r of routes()) {
      const res = await send(r, r.valid());
      expect({ route: r.path, status: res.status < 300 }).toEqual({ route: r.path, status: true });
    }
  });

  it('refuses unknown fields with 400', async () => {
    for (const r of routes()) {
      const res = await send(r, { ...r.valid(), isAdmin: true });
      expect({ route: r.path, status: res.status, message: res.body.message }).toEqual({
        route: r.path,
        status: 400,
        message: 'property isAdmin should not exist',
      });
    }
  });

  it('refuses wrong types (numbers, arrays, objects) in every field with 400', async () => {
    for (const r of routes()) {
      for (const field of Object.keys(r.valid())) {
        for (const bad of field === 'class_id'
          ? ['abc', ['a'], { $gt: '' }, true]
          : [12345, ['a'], { $gt: '' }, true]) {
          const res = await send(r, { ...r.valid(), [field]: bad });
          expect({ route: r.path, field, bad, status: res.status }).toEqual({
            route: r.path,
            field,
            bad,
            status: 400,
          });
          expect(res.body.success).toBe(false);
          // A stable code, and the wrong field named in params.fields.
          expect({ route: r.path, field, code: res.body.code }).toEqual({
            route: r.path,
            field,
            code: 'validation_failed',
          });
          const named = (res.body.params.fields as { field: string }[]).map(
            (f) => f.field.split('.')[0],
          );
          expect(named).toContain(field);
        }
      }
    }
  });

  it('refuses huge strings with 400 (never a 500)', async () => {
    for (const r of routes()) {
      for (const field of Object.keys(r.valid())) {
        // Past every limit, the blog description's 60,000 UTF-8 bytes included.
        const res = await send(r, { ...r.valid(), [field]: 'x'.repeat(70_000) });
        expect({ route: r.path, field, status: res.status }).toEqual({
          route: r.path,
          field,
          status: 400,
        });
      }
    }
  });

  it('answers malformed JSON, a JSON array or scalar, and a body over 1 MB with a 4xx error body', async () => {
    for (const r of routes()) {
      const malformed = await send(r, '{"name": ', true);
      expect({ route: r.path, status: malformed.status, body: malformed.body }).toEqual({
        route: r.path,
        status: 400,
        body: { success: false, code: 'malformed_body', message: 'Malformed request body.' },
      });
      for (const body of ['[]', '"text"', '42', 'null']) {
        const res = await send(r, body, true);
        expect({ route: r.path, body, status: res.status < 500 && res.status >= 400 }).toEqual({
          route: r.path,
          body,
          status: true,
        });
      }
      const big = await send(r, JSON.stringify({ name: 'x'.repeat(1_100_000) }), true);
      expect({ route: r.path, status: big.status, body: big.body }).toEqual({
        route: r.path,
        status: 413,
        body: { success: false, code: 'body_too_large', message: 'Request body is too large.' },
      });
    }
  });

  it('stores injection-looking text verbatim and harmlessly', async () => {
    // A class this user has not booked yet.
    classId = (
      await t
        .http()
        .post('/api/classes')
        .set(bearer(tokens.admin!))
        .send({ title: 'D', date: '2030-01-03', time: '06:00', link: 'https://x.test' })
        .expect(201)
    ).body.id;
    for (const r of routes()) {
      if (!r.text.length) continue;
      const body = {
        ...r.valid(),
        ...Object.fromEntries(
          r.text.map((f) => [f, `${INJECTION}`.slice(0, f === 'time_to_read' ? 32 : 200)]),
        ),
      };
      const res = await send(r, body);
      expect({ route: r.path, ok: res.status < 300 }).toEqual({ route: r.path, ok: true });
      const echoed = JSON.stringify(res.body);
      for (const f of r.text) {
        const value = body[f] as string;
        // Every response that echoes the row returns the text byte for byte.
        if (echoed.includes(f)) expect(echoed).toContain(JSON.stringify(value).slice(1, -1));
      }
    }
    // The tables are intact and the app still answers.
    await t.http().get('/api/admin/users').set(bearer(tokens.admin!)).expect(200);
    const search = await t
      .http()
      .get(`/api/manageusers?search=${encodeURIComponent("' OR '1'='1")}`)
      .set(bearer(tokens.admin!))
      .expect(200);
    expect(search.body).toEqual([]);
  });
});
