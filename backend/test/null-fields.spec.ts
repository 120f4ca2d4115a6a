import type { OpenAPIObject } from '@nestjs/swagger';
import { addIstDays, istToday } from '@yoga/contracts';
import { buildApiDocument } from '../src/common/openapi/document.js';
import { ROUTES } from './support/routes.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * `null` sent to every field of every write route's JSON body, the routes and fields read from the app's
 * OpenAPI document (nothing listed by hand): a field nullable by contract (`nullable` in the document)
 * takes it; any other answers 400 `validation_failed` naming the field, never 500 (issue 38). Nested
 * objects are walked too (`prices.INR.label`). Read-only fields (sent back with a row, ignored) only
 * must not fail.
 */

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  nullable?: boolean;
  readOnly?: boolean;
  format?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface Case {
  route: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  url: string;
  caller: 'anonymous' | 'user' | 'admin';
  field: string;
  body: unknown;
  nullable: boolean;
  readOnly: boolean;
}

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

describe('null in the fields of every write route', () => {
  let t: TestApp;
  let document: OpenAPIObject;
  const tokens: Record<string, string> = {};
  /** A real row for the path's `{id}`/`{slug}`, so a null the route takes reaches its service. */
  const params: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    document = buildApiDocument(t.app);
    const admin = await login(t, ADMIN.email, ADMIN.password);
    tokens.admin = admin.token;
    const student = await registerAndLogin(t);
    tokens.user = student.token;
    const as = async (body: Record<string, unknown>, url: string) => {
      const res = await t.http().post(url).set(bearer(admin.token)).send(body);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 201,
        body: res.body,
      });
      return res;
    };
    const plans = await t.http().get('/api/plans').expect(200);
    params['/api/admin/plans/{slug}'] = (plans.body as { slug: string }[])[0].slug;
    params['/api/classes/{id}'] = String(
      (
        await as(
          { title: 'C', date: '2030-01-01', time: '06:00', link: 'https://x.test' },
          '/api/classes',
        )
      ).body.id,
    );
    params['/api/admin/coupons/{id}'] = String(
      (await as({ code: 'NULLTEST1', percent_off: 10 }, '/api/admin/coupons')).body.id,
    );
    params['/api/blogs/{id}'] = String(
      (await as({ title: 'Null test', description: 'd' }, '/api/blogs/create')).body.id,
    );
    const challenge = (
      await as(
        { name: { en: 'Null test', hi: 'नल' }, days: 21, starts_on: addIstDays(istToday(), 2) },
        '/api/admin/challenges',
      )
    ).body.id;
    params['/api/admin/challenges/{id}'] = String(challenge);
    params['/api/challenges/{id}'] = String(challenge);
    const slots = await t.http().get('/api/timetable/slots').set(bearer(admin.token)).expect(200);
    const slot = String((slots.body as { id: number }[])[0].id);
    params['/api/timetable/slots/{id}'] = slot;
    params['/api/admin/instructors/slots/{id}'] = slot;
    params['/api/admin/instructors/classes/{id}'] = params['/api/classes/{id}'];
    params['/api/manageusers/{id}'] = String(student.user.id);
    params['/api/admin/message-wording/{kind}'] = 'welcome';
    params['/api/admin/message-wording/{kind}/preview'] = 'welcome';
  });
  afterAll(() => t.close());

  function resolve(schema: Schema): Schema {
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return resolve((document.components!.schemas as Record<string, Schema>)[name]);
    }
    if (schema.allOf?.length === 1) return { ...resolve(schema.allOf[0]), ...schema, allOf: [] };
    return schema;
  }

  /** `null` in each field of `schema` (and of its nested objects), as the body to send. */
  function nullBodies(
    schema: Schema,
    path: string[] = [],
  ): { field: string; body: unknown; nullable: boolean; readOnly: boolean }[] {
    const object = resolve(schema);
    return Object.entries(object.properties ?? {}).flatMap(([name, raw]) => {
      const property = resolve(raw);
      if (property.format === 'binary') return [];
      const here = [...path, name];
      const wrap = (value: unknown): unknown =>
        here.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
      const own = {
        field: here.join('.'),
        body: wrap(null),
        nullable: !!(raw.nullable || property.nullable),
        readOnly: !!(raw.readOnly || property.readOnly),
      };
      const nested = property.properties && !own.readOnly ? nullBodies(property, here) : [];
      return [own, ...nested];
    });
  }

  function cases(): Case[] {
    return Object.entries(document.paths).flatMap(([path, item]) =>
      WRITES.flatMap((method) => {
        const operation = item[method];
        const media = (
          operation?.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
        )?.content?.['application/json'];
        if (!media?.schema) return [];
        const nestPath = path.replace(/\{(\w+)\}/g, ':$1');
        const access = ROUTES.find((r) => r.method === method && r.path === nestPath)?.access;
        if (!access) throw new Error(`${method} ${path} is not in test/support/routes.ts`);
        const caller =
          access === 'public' ? 'anonymous' : access === 'signed-in' ? 'user' : 'admin';
        const url = path.replace(/\{(\w+)\}/g, () => params[path] ?? '1');
        return nullBodies(media.schema).map((c) => ({
          ...c,
          route: `${method.toUpperCase()} ${path}`,
          method,
          url,
          caller,
        }));
      }),
    );
  }

  it('refuses null with 400 validation_failed naming the field, unless the field is nullable', async () => {
    const all = cases();
    // Every write route with a JSON body is here (a document that lost them would pass).
    expect(new Set(all.map((c) => c.route)).size).toBeGreaterThan(50);
    const wrong: unknown[] = [];
    for (const c of all) {
      const req = t.http()[c.method](c.url);
      if (c.caller !== 'anonymous') req.set(bearer(tokens[c.caller]));
      const res = await req.send(c.body as object);
      const body = res.body as {
        code?: string;
        params?: { field?: string; fields?: { field: string }[] };
      };
      const named =
        (body.code === 'validation_failed' &&
          (body.params?.fields ?? []).some((f) => f.field === c.field)) ||
        // The business settings are checked by their own rules (settings-validation.ts): a stable
        // `settings_*_invalid` code per reason, naming the field in params.field.
        (/^settings_[a-z_]+_invalid$/.test(body.code ?? '') && body.params?.field === c.field) ||
        // A message's wording is one document its service checks whole (message_wording_invalid,
        // naming its first problem: here often a sibling this partial body leaves out).
        (c.route.includes(' /api/admin/message-wording/') &&
          body.code === 'message_wording_invalid');
      const takesNull = c.readOnly || c.nullable;
      const ok = res.status < 500 && (takesNull ? !named : res.status === 400 && named);
      if (!ok)
        wrong.push({
          route: c.route,
          field: c.field,
          nullable: c.nullable,
          status: res.status,
          body: res.body,
        });
    }
    expect(wrong).toEqual([]);
    expect(all.length).toBeGreaterThan(150);
  });
});
