import { jest } from '@jest/globals';
import type { PaymentRecord } from '@yoga/contracts';
import {
  PurchaseGrants,
  RenewalHooks,
  type PurchaseGrantHandler,
} from '../src/modules/payments/index.js';
import { order, sandboxPay } from './support/payments.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

const noop: PurchaseGrantHandler = {
  rewardsReferrer: false,
  lockBuyer: async () => {},
  grant: async () => ({
    period: { startsAt: new Date(), endsAt: new Date() },
    subscriptionNo: null,
  }),
  revoke: async () => {},
  shorten: async () => {},
  confirmation: async () => {
    throw new Error('unused');
  },
  subscriptionNumbers: async () => new Map(),
};

describe('purchase grants: the registry', () => {
  it('refuses to start while a purpose has no handler, naming it', () => {
    const grants = new PurchaseGrants();
    grants.register('membership', noop);
    expect(() => grants.onApplicationBootstrap()).toThrow(/gift/);
    expect(() => grants.for('gift')).toThrow(/No purchase grant handler for 'gift'/);
    grants.register('gift', noop);
    expect(() => grants.onApplicationBootstrap()).toThrow(/household/);
    grants.register('household', noop);
    expect(() => grants.onApplicationBootstrap()).toThrow(/company_seats/);
    grants.register('company_seats', noop);
    expect(() => grants.onApplicationBootstrap()).not.toThrow();
  });

  it('refuses to start without the renewals module handling the gateway subscriptions', () => {
    const hooks = new RenewalHooks();
    expect(() => hooks.onApplicationBootstrap()).toThrow(/renewals module/);
    expect(() => hooks.renewals).toThrow(/renewals module/);
  });

  it('refuses a second handler for the same purpose', () => {
    const grants = new PurchaseGrants();
    grants.register('gift', noop);
    expect(() => grants.register('gift', { ...noop })).toThrow(/twice/);
  });
});

describe('purchase grants: settlement (sandbox gateway)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has the handlers of the owning modules: a membership period, a gift', () => {
    const grants = t.app.get(PurchaseGrants);
    expect(grants.for('membership').rewardsReferrer).toBe(true);
    expect(grants.for('gift').rewardsReferrer).toBe(false);
  });

  it('grants inside the settlement transaction: a failed grant leaves the payment unpaid, uninvoiced, and verify can be repeated', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'big', currency: 'INR' });
    const checkout = await sandboxPay(t, s.token, o.order_id);
    const membership = t.app.get(PurchaseGrants).for('membership');
    const spy = jest
      .spyOn(membership, 'grant')
      .mockRejectedValueOnce(new Error('the grant failed'));
    try {
      await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(500);
    } finally {
      spy.mockRestore();
    }
    const mine = async () =>
      (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
        .body as PaymentRecord[];
    const [before] = await mine();
    expect(before).toMatchObject({ id: o.payment_id, status: 'created' });
    expect(before!.invoice_no ?? null).toBeNull();
    // No paid period either (the trial's end is all there is).
    const me0 = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);

    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const [after] = await mine();
    expect(after).toMatchObject({ id: o.payment_id, status: 'paid' });
    expect(after!.invoice_no).toEqual(expect.any(String));
    const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
    expect(new Date(me.body.ends_at).getTime()).toBeGreaterThan(
      new Date(me0.body.ends_at).getTime() + 80 * 24 * 3600 * 1000,
    );
  });

  it('a gift is made by the gifts handler in the same transaction as the payment (ready when verify answers)', async () => {
    const s = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/gifts/orders')
      .set(bearer(s.token))
      .send({
        plan: 'big',
        currency: 'INR',
        recipient: { name: 'Asha', email: 'asha@example.com' },
      })
      .expect(201);
    const checkout = await sandboxPay(t, s.token, res.body.order_id);
    const verify = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(checkout)
      .expect(200);
    expect(verify.body.message).toMatch(/gift is ready/);
    const gifts = await t.http().get('/api/gifts/mine').set(bearer(s.token)).expect(200);
    expect(gifts.body).toHaveLength(1);
    expect(['paid', 'sent']).toContain(gifts.body[0].state);
    // No period for the buyer: her membership ends when her trial does.
    const me = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
    expect(new Date(me.body.ends_at).getTime()).toBeLessThan(Date.now() + 60 * 24 * 3600 * 1000);
  });
});
