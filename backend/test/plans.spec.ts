import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { settleEvents } from './support/events.js';
import { PUBLIC_SSR, type PaymentRecord, type Plan } from '@yoga/contracts';
import { DomainEventRecord } from '../src/events/index.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { order, sandboxPay } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

/**
 * A stand-in for mfe-public's server build (as in web-ssr.spec.ts): it draws /price from the plans the
 * server hands it (`data.plans()`), as the real price page does.
 */
const PRICE_BUILD = `
exports.render = async (req) => {
  const path = req.url.split('?')[0];
  const plans = path === '/price' ? await req.data.plans() : null;
  const money = (minor, currency) => (currency === 'INR' ? '₹' : '$') + (minor / 100);
  const cells = plans ? plans.map((p) => '<td>' + p.name_en + ' ' + money(p.prices.INR.offer, 'INR') + ' ' +
    money(p.prices.USD.offer, 'USD') + '</td>').join('') : '';
  return {
    html: '<!doctype html><html><head></head><body><div id="root"><table>' + cells + '</table></div></body></html>',
    status: 200,
    kind: plans ? 'data' : 'static',
  };
};`;

/** The spec's section 9 tables in minor units: what a fresh start sells. */
const SPEC_FIGURES = [
  [
    'bumper',
    'Bumper Saver',
    12,
    [1200000, 309900, 232500, 74, 77400],
    [32500, 8500, 6400, 74, 2100],
  ],
  ['super', 'Super Saver', 6, [600000, 249900, 187500, 58, 62400], [13000, 5500, 4200, 58, 1300]],
  ['big', 'Big Saver', 3, [300000, 169900, 127500, 43, 42400], [6000, 3500, 2600, 42, 900]],
];
const figures = (p: Plan['prices']['INR']) => [
  p.original,
  p.offer,
  p.redeemable,
  p.discount_percent,
  p.balance,
];

describe('plans and prices in the database (issue 23)', () => {
  let t: TestApp;
  let webRoot: string;
  let admin: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'yoga-plans-'));
    mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<html><body>shell</body></html>');
    const dir = path.join(webRoot, 'mfe-public/dist', PUBLIC_SSR.serverDir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'render.plans.cjs'), PRICE_BUILD);
    writeFileSync(
      path.join(dir, PUBLIC_SSR.manifest),
      JSON.stringify({ entry: 'render.plans.cjs' }),
    );
    t = await createTestApp({ ...GST_ENV, WEB_ROOT: webRoot });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const patch = (slug: string, body: object, token = admin) =>
    t.http().patch(`/api/admin/plans/${slug}`).set(bearer(token)).send(body);
  const create = (body: object, token = admin) =>
    t.http().post('/api/admin/plans').set(bearer(token)).send(body);
  const publicPlans = async () => (await t.http().get('/api/plans').expect(200)).body as Plan[];
  const NEW_PLAN = {
    slug: 'diwali',
    name_en: 'Diwali Saver',
    name_hi: 'दिवाली सेवर',
    months: 1,
    sort_order: 4,
    popular: true,
    prices: {
      INR: { original: 150000, offer: 99900, redeemable: 50000 },
      USD: { original: 2000, offer: 1200, redeemable: 600, show_discount: false },
    },
  };

  it('seeds the spec’s plans on the first start: every figure as before, in minor units', async () => {
    const plans = await publicPlans();
    expect(
      plans.map((p) => [p.slug, p.name_en, p.months, figures(p.prices.INR), figures(p.prices.USD)]),
    ).toEqual(SPEC_FIGURES);
    expect(plans.map((p) => [p.prices.USD.label, p.prices.USD.show_discount])).toEqual([
      ['Bumper', false],
      ['Super', false],
      ['Big', true],
    ]);
    expect(plans.every((p) => p.active && !p.popular && p.prices.INR.show_discount)).toBe(true);
    const history = await t
      .http()
      .get('/api/admin/plans/big/history')
      .set(bearer(admin))
      .expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({ action: 'create', actor_id: null, before: null }),
    ]);
  });

  it('refuses a student on every admin plan route (403) and a visitor (401)', async () => {
    const s = await registerAndLogin(t);
    await t.http().get('/api/admin/plans').set(bearer(s.token)).expect(403);
    await create(NEW_PLAN, s.token).expect(403);
    await patch('big', { months: 4 }, s.token).expect(403);
    await t.http().get('/api/admin/plans/big/history').set(bearer(s.token)).expect(403);
    await t.http().patch('/api/admin/plans/big').send({ months: 4 }).expect(401);
    expect((await publicPlans()).find((p) => p.slug === 'big')?.months).toBe(3);
  });

  it('takes a plan no credits can pay for: redeemable 0 (issue 38)', async () => {
    const res = await create({
      ...NEW_PLAN,
      slug: 'nocredit',
      // Off sale: the other tests count the plans on sale.
      active: false,
      prices: { ...NEW_PLAN.prices, INR: { original: 150000, offer: 99900, redeemable: 0 } },
    }).expect(201);
    expect(res.body.prices.INR.redeemable).toBe(0);
    await patch('nocredit', { prices: { USD: { redeemable: 0 } } }).expect(200);
    const all = (await t.http().get('/api/admin/plans').set(bearer(admin)).expect(200))
      .body as Plan[];
    const plan = all.find((p) => p.slug === 'nocredit');
    expect([plan?.prices.INR.redeemable, plan?.prices.USD.redeemable]).toEqual([0, 0]);
  });

  it('answers clear 400s, 404 and 409 with stable codes, and changes nothing then', async () => {
    const code = async (res: Promise<{ body: { code: string } }>) => (await res).body.code;
    expect(await code(patch('big', { prices: { INR: { offer: 300001 } } }).expect(400))).toBe(
      'plan_offer_above_original',
    );
    expect(await code(patch('big', { prices: { USD: { redeemable: 3501 } } }).expect(400))).toBe(
      'plan_redeemable_above_offer',
    );
    for (const months of [0, 37, 2.5, '6'])
      expect(await code(patch('big', { months }).expect(400))).toBe('validation_failed');
    for (const offer of [0, -100, 1000.5, '1000'])
      expect(await code(patch('big', { prices: { INR: { offer } } }).expect(400))).toBe(
        'validation_failed',
      );
    for (const redeemable of [-1, 0.5])
      expect(await code(patch('big', { prices: { INR: { redeemable } } }).expect(400))).toBe(
        'validation_failed',
      );
    expect(await code(patch('big', { name_en: '  ' }).expect(400))).toBe('validation_failed');
    expect(await code(patch('big', { slug: 'huge' }).expect(400))).toBe('plan_slug_fixed');
    expect(await code(patch('gold', { months: 4 }).expect(404))).toBe('plan_not_found');
    expect(await code(create({ ...NEW_PLAN, slug: 'big' }).expect(409))).toBe('plan_exists');
    expect(await code(create({ ...NEW_PLAN, slug: 'Big Plan' }).expect(400))).toBe(
      'validation_failed',
    );
    // Payments and invoices keep a slug in 16 characters and a name in 32.
    expect(await code(create({ ...NEW_PLAN, slug: 'a'.repeat(17) }).expect(400))).toBe(
      'validation_failed',
    );
    expect(await code(patch('big', { name_hi: 'ब'.repeat(33) }).expect(400))).toBe(
      'validation_failed',
    );
    expect(
      await code(
        create({
          ...NEW_PLAN,
          prices: { ...NEW_PLAN.prices, INR: { original: 100, offer: 200, redeemable: 50 } },
        }).expect(400),
      ),
    ).toBe('plan_offer_above_original');
    // In the caller's language.
    const hi = await patch('big', { prices: { INR: { offer: 300001 } } })
      .set('Accept-Language', 'hi')
      .expect(400);
    expect(hi.body.message).toMatch(/INR/);
    expect(hi.body.message).not.toMatch(/original price/);
    const big = (await publicPlans()).find((p) => p.slug === 'big');
    expect(figures(big!.prices.INR)).toEqual(SPEC_FIGURES[2]![3]);
  });

  it('a price change: /price shows the new price, new orders charge it, earlier orders and paid invoices keep theirs', async () => {
    const s = await registerAndLogin(t);
    const before = await t.http().get('/price').expect(200);
    expect(before.text).toContain('Big Saver ₹1699 $35');

    // Paid before the change, and an order made before it, paid after.
    const early = await order(t, s.token, { plan: 'big', currency: 'INR' });
    const earlyCheckout = await sandboxPay(t, s.token, early.order_id);
    await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(earlyCheckout)
      .expect(200);
    const s2 = await registerAndLogin(t);
    const pending = await order(t, s2.token, { plan: 'big', currency: 'INR' });
    expect(pending.amount).toBe(169900);

    // Diwali price on the Big Saver (INR only: the USD figures stay as they are).
    const res = await patch('big', {
      prices: { INR: { offer: 129900, redeemable: 90000 } },
      popular: true,
    }).expect(200);
    const changed = res.body as Plan;
    expect(figures(changed.prices.INR)).toEqual([300000, 129900, 90000, 57, 39900]);
    expect(figures(changed.prices.USD)).toEqual(SPEC_FIGURES[2]![4]);
    expect([changed.name_en, changed.months, changed.popular, changed.active]).toEqual([
      'Big Saver',
      3,
      true,
      true,
    ]);

    // The kept price page is forgotten by the plan change's event, dispatched after the commit.
    await settleEvents(t);
    const page = await t.http().get('/price').expect(200);
    expect(page.text).toContain('Big Saver ₹1299 $35');
    expect(page.text).not.toContain('₹1699');

    // A new order charges the new price, with credits capped at the new redeemable.
    const s3 = await registerAndLogin(t);
    const fresh = await order(t, s3.token, { plan: 'big', currency: 'INR' });
    expect(fresh.amount).toBe(129900);
    expect(fresh.plan).toMatchObject({ id: 'big', name: 'Big Saver', months: 3 });

    // The order made before keeps its amount, paid after the change too.
    const checkout = await sandboxPay(t, s2.token, pending.order_id);
    await t.http().post('/api/payments/verify').set(bearer(s2.token)).send(checkout).expect(200);
    const mine = (await t.http().get('/api/payments/mine').set(bearer(s2.token)).expect(200))
      .body as PaymentRecord[];
    expect(mine.map((p) => [p.status, p.amount])).toEqual([['paid', 169900]]);
    const invoice = await pdfOf(await getDocument(t, s2.token, mine[0]!.id).expect(200));
    expect(invoice.replace(/\s+/g, ' ')).toContain('₹1,699.00');

    // The invoice paid before the change never changes.
    const first = (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
    expect(first.map((p) => [p.status, p.amount])).toEqual([['paid', 169900]]);
    const paidInvoice = await pdfOf(await getDocument(t, s.token, first[0]!.id).expect(200));
    expect(paidInvoice.replace(/\s+/g, ' ')).toContain('Total ₹1,699.00');
    expect(paidInvoice).not.toContain('1,299');

    // Kept in the plan's history (who, when, before and after) and published for the audit log.
    const history = (
      await t.http().get('/api/admin/plans/big/history').set(bearer(admin)).expect(200)
    ).body as { action: string; actor_name: string; at: string; before: Plan; after: Plan }[];
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ action: 'update', actor_name: ADMIN.name });
    expect(history[0]!.before.prices.INR.offer).toBe(169900);
    expect(history[0]!.after.prices.INR.offer).toBe(129900);
    expect(Number.isNaN(Date.parse(history[0]!.at))).toBe(false);
    const events = await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      .findBy({ type: 'admin.changed' });
    const payloads = events.map((e) => JSON.parse(e.payload) as Record<string, unknown>);
    expect(payloads).toContainEqual(
      expect.objectContaining({ entity: 'plan', entityId: 'big', action: 'update' }),
    );
  });

  it('adds a plan that is sold at once, and retires one (never deleted: payments keep naming it)', async () => {
    const added = (await create(NEW_PLAN).expect(201)).body as Plan;
    expect(added).toMatchObject({
      slug: 'diwali',
      name_hi: 'दिवाली सेवर',
      active: true,
      popular: true,
      prices: { INR: { discount_percent: 33, balance: 49900 }, USD: { show_discount: false } },
    });
    expect((await publicPlans()).map((p) => p.slug)).toEqual(['bumper', 'super', 'big', 'diwali']);
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'diwali', currency: 'USD' });
    expect(o).toMatchObject({
      amount: 1200,
      plan: { id: 'diwali', name: 'Diwali Saver', months: 1 },
    });

    const retired = (await patch('diwali', { active: false }).expect(200)).body as Plan;
    expect(retired.active).toBe(false);
    expect((await publicPlans()).map((p) => p.slug)).toEqual(['bumper', 'super', 'big']);
    const all = (await t.http().get('/api/admin/plans').set(bearer(admin)).expect(200))
      .body as Plan[];
    expect(all.map((p) => [p.slug, p.active])).toContainEqual(['diwali', false]);
    const refused = await t
      .http()
      .post('/api/payments/orders')
      .set(bearer(s.token))
      .send({ plan: 'diwali', currency: 'USD' })
      .expect(400);
    expect(refused.body.code).toBe('plan_unknown');
    const mine = (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
    expect(mine[0]?.plan.name).toBe('Diwali Saver');

    // The same shape GET gives, sent back whole: accepted (slug unchanged, derived figures ignored).
    const again = await patch('diwali', { ...retired, active: true }).expect(200);
    expect((again.body as Plan).active).toBe(true);
    const events = await t.app
      .get(DataSource)
      .getRepository(DomainEventRecord)
      .findBy({ type: 'admin.changed' });
    expect(
      events.map((e) => JSON.parse(e.payload) as { action: string; entityId: string }),
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entityId: 'diwali', action: 'create' }),
        expect.objectContaining({ entityId: 'diwali', action: 'retire' }),
      ]),
    );
  });
});
