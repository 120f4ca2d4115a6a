import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { MESSAGES, PASSWORD_CHANGE_REQUIRED } from '@yoga/contracts';
import { ALLOW_PENDING_PASSWORD_CHANGE_KEY } from '../src/common/decorators/allow-pending-password-change.decorator.js';
import { IS_PUBLIC_KEY } from '../src/common/decorators/public.decorator.js';
import { ROLES_KEY } from '../src/common/decorators/roles.decorator.js';
import { ROUTES, type RouteSpec } from './support/routes.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';
import { requirePasswordChange, signInCreatedUser } from './support/admin-created.js';

/** `pending`: an account an admin created, signed in with the temporary password not yet replaced. */
type Caller = 'anonymous' | 'user' | 'instructor' | 'blocked' | 'pending' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'instructor', 'blocked', 'pending', 'admin'];
const PENDING = { email: 'pia@test.local', password: '' };

/** What the guards must answer; `pass` = the request reached the handler (any status but 401/403). */
function expected(route: RouteSpec, caller: Caller, ownId: boolean): 401 | 403 | 'pass' {
  if (route.access === 'public') return 'pass';
  if (caller === 'anonymous') return 401;
  if (caller === 'blocked') return 403;
  if (caller === 'pending') return route.duringPasswordChange ? 'pass' : 403;
  if (route.access === 'signed-in') return 'pass';
  if (route.access === 'self-or-admin') return caller === 'admin' || ownId ? 'pass' : 403;
  if (route.access === 'staff') return caller === 'admin' || caller === 'instructor' ? 'pass' : 403;
  return caller === 'admin' ? 'pass' : 403;
}

describe('authorization', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Partial<Record<Caller, number>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await login(t, ADMIN.email, ADMIN.password);
    tokens.admin = admin.token;
    ids.admin = admin.user.id;
    const user = await registerAndLogin(t);
    tokens.user = user.token;
    ids.user = user.user.id;
    const created = await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin.token))
      .send({
        name: 'Ira Instructor',
        email: 'ira@test.local',
        phone: '9000000099',
        role: 'Instructor',
        status: 'Active',
      })
      .expect(201);
    expect(created.body.set_password_link_sent).toBe(true);
    const instructor = await signInCreatedUser(t, 'ira@test.local');
    expect(instructor.user.role).toBe('instructor');
    const pendingUser = await t
      .http()
      .post('/api/manageusers')
      .set(bearer(admin.token))
      .send({ name: 'Pia Pending', email: PENDING.email, phone: '9811111111' })
      .expect(201);
    PENDING.password = 'pia-own-password-1';
    await signInCreatedUser(t, PENDING.email, PENDING.password);
    await requirePasswordChange(t, pendingUser.body.id as number);
    const pending = await login(t, PENDING.email, PENDING.password);
    expect(pending.user.must_change_password).toBe(true);
    tokens.pending = pending.token;
    ids.pending = pending.user.id;
    tokens.instructor = instructor.token;
    ids.instructor = instructor.user.id;
    const blocked = await registerAndLogin(t);
    tokens.blocked = blocked.token;
    ids.blocked = blocked.user.id;
    await t
      .http()
      .patch(`/api/manageusers/${blocked.user.id}/status`)
      .set(bearer(admin.token))
      .send({ status: 'Blocked' })
      .expect(200);
  });
  afterAll(() => t.close());

  describe.each(CALLERS)('as %s', (caller) => {
    it.each(ROUTES.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
      '%s',
      async (_name, route) => {
        // Ids that exist nowhere keep destructive calls harmless; the caller's own id exercises self access.
        const ownId = route.access === 'self-or-admin' && caller !== 'anonymous';
        const id = ownId ? ids[caller] : 999_999;
        // A content page that exists (`home`) and a version that does not.
        const url = route.path
          .replace(':id', String(id))
          .replace(':page', 'home')
          .replace(':version', '999999')
          .replace(':slug', 'no-such-plan')
          .replace(':kind', 'no_such_kind');
        // Logging out would revoke the shared token: use a throwaway session for that route.
        let token = tokens[caller];
        if (route.path === '/api/auth/logout' && caller !== 'anonymous' && caller !== 'blocked') {
          token =
            caller === 'admin'
              ? (await login(t, ADMIN.email, ADMIN.password)).token
              : caller === 'pending'
                ? (await login(t, PENDING.email, PENDING.password)).token
                : (await registerAndLogin(t)).token;
        }
        let req = t.http()[route.method](url);
        if (token) req = req.set(bearer(token));
        const res = await req.send({});
        const want = expected(route, caller, ownId);
        if (want === 'pass') {
          expect([401, 403]).not.toContain(res.status);
          expect(res.status).toBeLessThan(500);
          // A signed-in caller's own thing that she may not have answers 404 (its code) when she has none.
          if (route.method === 'get' && route.path === '/api/households/mine')
            expect([200, 404]).toContain(res.status);
          else if (route.method === 'get' && !route.path.includes(':'))
            expect(res.status).toBe(200);
        } else {
          expect(res.status).toBe(want);
          expect(res.body.success).toBe(false);
          if (caller === 'blocked') expect(res.body.message).toBe(MESSAGES.accountBlocked);
          if (caller === 'pending') expect(res.body.error).toBe(PASSWORD_CHANGE_REQUIRED);
        }
      },
    );
  });

  it('answers 403 to a user reading another user’s referral stats, 200 to the admin', async () => {
    await t.http().get(`/api/referrals/stats/${ids.admin}`).set(bearer(tokens.user!)).expect(403);
    await t.http().get(`/api/referrals/stats/${ids.user}`).set(bearer(tokens.admin!)).expect(200);
  });

  it('declares guard metadata on every route exactly as the matrix says', () => {
    const found: {
      method: string;
      path: string;
      isPublic: boolean;
      roles: string[];
      duringPasswordChange: boolean;
    }[] = [];
    for (const mod of t.app.get(ModulesContainer).values()) {
      for (const wrapper of mod.controllers.values()) {
        const ctrl = wrapper.metatype as (new (...args: never[]) => object) | null;
        if (!ctrl) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, ctrl) ?? '');
        for (const name of Object.getOwnPropertyNames(ctrl.prototype)) {
          const handler = (ctrl.prototype as Record<string, unknown>)[name];
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const sub = Reflect.getMetadata(PATH_METADATA, handler);
          if (sub === undefined) continue;
          const method =
            RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
          const path =
            `/api/${[base, String(sub)].filter((p) => p && p !== '/').join('/')}`.replace(
              /\/+$/,
              '',
            );
          const meta = (key: string) =>
            Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, ctrl);
          found.push({
            method,
            path,
            isPublic: meta(IS_PUBLIC_KEY) === true,
            roles: meta(ROLES_KEY) ?? [],
            duringPasswordChange: meta(ALLOW_PENDING_PASSWORD_CHANGE_KEY) === true,
          });
        }
      }
    }
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(found.map(key).sort()).toEqual(ROUTES.map(key).sort());
    for (const route of ROUTES) {
      const meta = found.find((f) => key(f) === key(route))!;
      expect({ route: key(route), isPublic: meta.isPublic }).toEqual({
        route: key(route),
        isPublic: route.access === 'public',
      });
      expect({ route: key(route), roles: meta.roles }).toEqual({
        route: key(route),
        roles:
          route.access === 'admin'
            ? ['admin']
            : route.access === 'staff'
              ? ['admin', 'instructor']
              : [],
      });
      expect({ route: key(route), during: meta.duringPasswordChange }).toEqual({
        route: key(route),
        during: route.duringPasswordChange === true,
      });
    }
  });
});
