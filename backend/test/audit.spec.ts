import { DataSource } from 'typeorm';
import { addIstDays, istToday, type AuditPage } from '@yoga/contracts';
import { Transactions } from '../src/database/transactions.js';
import { DomainEvents } from '../src/events/index.js';
import { AuditEntryRecord } from '../src/modules/audit/entities/audit-entry.entity.js';
import { settleEvents } from './support/events.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

describe('audit log (admin.changed)', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await login(t, ADMIN.email, ADMIN.password);
    admin = signedIn.token;
    adminId = signedIn.user.id;
  });
  afterAll(() => t.close());

  const audit = async (query = '') =>
    (await t.http().get(`/api/admin/audit${query}`).set(bearer(admin)).expect(200))
      .body as AuditPage;

  /** What another owner (plans, coupons, content) does: the event in its change's transaction. */
  const publish = (entity: 'plan' | 'coupon', entityId: string, before: unknown, after: unknown) =>
    t.app.get(Transactions).run(() =>
      t.app.get(DomainEvents).publish('admin.changed', {
        actorId: adminId,
        entity,
        entityId,
        action: before === null ? 'create' : 'update',
        before,
        after,
      }),
    );

  it('records each change once: who, when, what, before and after, with the actor’s name', async () => {
    await publish('plan', 'big', null, { slug: 'big', months: 3 });
    await publish('plan', 'big', { slug: 'big', months: 3 }, { slug: 'big', months: 4 });
    await publish('coupon', '7', null, { code: 'DIWALI', percent_off: 10 });
    await settleEvents(t);
    await settleEvents(t);
    expect(await t.app.get(DataSource).getRepository(AuditEntryRecord).count()).toBe(3);

    const all = await audit();
    expect(all.total).toBe(3);
    expect(all.items.map((e) => e.entity)).toEqual(['coupon', 'plan', 'plan']);
    expect(all.items[1]).toMatchObject({
      actor_id: adminId,
      actor_name: ADMIN.name,
      entity: 'plan',
      entity_id: 'big',
      action: 'update',
      before: { slug: 'big', months: 3 },
      after: { slug: 'big', months: 4 },
    });
    expect(new Date(all.items[1].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(all.items[2].before).toBeNull();
  });

  it('filters by entity, entity id, actor and IST dates, and pages', async () => {
    expect((await audit('?entity=plan')).total).toBe(2);
    expect((await audit('?entity=plan&entity_id=big')).total).toBe(2);
    expect((await audit('?entity=coupon&entity_id=big')).total).toBe(0);
    expect((await audit(`?actor=${adminId}`)).total).toBe(3);
    expect((await audit(`?actor=${adminId + 999}`)).total).toBe(0);
    const today = istToday();
    expect((await audit(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await audit(`?to=${addIstDays(today, -1)}`)).total).toBe(0);
    expect((await audit(`?from=${addIstDays(today, 1)}`)).total).toBe(0);
    const page2 = await audit('?page=2&page_size=2');
    expect(page2).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0].entity).toBe('plan');
  });

  it('records the settings changes with their before and after', async () => {
    await t
      .http()
      .patch('/api/admin/business-rules')
      .set(bearer(admin))
      .send({ cancel_cutoff_minutes: 90 })
      .expect(200);
    await settleEvents(t);
    const [entry] = (await audit('?entity=business_rules&entity_id=rules')).items;
    expect(entry.before).toMatchObject({ cancel_cutoff_minutes: 60 });
    expect(entry.after).toMatchObject({ cancel_cutoff_minutes: 90 });
  });

  it('refuses malformed filters with 400', async () => {
    const bad = (q: string) => t.http().get(`/api/admin/audit${q}`).set(bearer(admin)).expect(400);
    expect((await bad('?from=2026-13-01')).body.code).toBe('validation_failed');
    expect((await bad('?page_size=1000')).body.code).toBe('validation_failed');
    expect((await bad('?actor=abc')).body.code).toBe('validation_failed');
    expect((await bad('?from=2026-11-10&to=2026-11-01')).body.code).toBe('date_range_reversed');
  });

  it('is for admins only', async () => {
    const student = await registerAndLogin(t);
    await t.http().get('/api/admin/audit').set(bearer(student.token)).expect(403);
    await t.http().get('/api/admin/audit').expect(401);
  });
});
