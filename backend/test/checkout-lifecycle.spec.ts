import type {
  ReconciliationItem,
  ReconciliationRunResponse,
  AdminCoupon,
  CreateOrderResponse,
  CreateRecurringResponse,
  MySubscription,
  PaymentRecord,
} from '@yoga/contracts';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { DataSource } from 'typeorm';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { settleEvents } from './support/events.js';
import { deliver, paymentEntity, stubClock, WEBHOOK_SECRET, webhook } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';
import { untilPasses } from './support/wait.js';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-0123456789';
const MINUTE = 60_000;

/**
 * Issue 35, first half: money that stays right when a student abandons a checkout. Every probe finding
 * is replayed against the local Razorpay fake (refunds and cancellations are read back from it).
 */
describe('checkout lifecycle: the newest checkout wins, holds are checked at settlement', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: string;
  let setNow: (d: Date) => void;
  let now: Date;
  let codes = 0;

  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, WEBHOOK_SECRET).start();
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    now = new Date();
    setNow = stubClock(t, now);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
    setNow(now);
  };
  const postOrder = (s: Session, body: Record<string, unknown>) =>
    t.http().post('/api/payments/orders').set(bearer(s.token)).send(body);
  const order = async (s: Session, body: Record<string, unknown>) =>
    (await postOrder(s, body).expect(201)).body as CreateOrderResponse;
  const verify = (s: Session, checkout: object) =>
    t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout);
  const mine = async (s: Session) =>
    (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
  const me = async (s: Session) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;
  const coupon = async (body: Record<string, unknown>) =>
    (
      await t
        .http()
        .post('/api/admin/coupons')
        .set(bearer(admin))
        .send({ code: `LIFE${++codes}`, ...body })
        .expect(201)
    ).body as AdminCoupon;
  const couponById = async (id: number) =>
    (
      (await t.http().get('/api/admin/coupons').set(bearer(admin)).expect(200))
        .body as AdminCoupon[]
    ).find((c) => c.id === id)!;
  const refundedAtGateway = (paymentId: string) => fake.payments.get(paymentId)!.amount_refunded;
  const cancelCalls = (subscriptionId: string) =>
    fake.requests.filter((r) => r.path === `/v1/subscriptions/${subscriptionId}/cancel`).length;
  const startRecurring = async (s: Session, body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/subscriptions/recurring')
        .set(bearer(s.token))
        .send({ plan: 'big', currency: 'INR', ...body })
        .expect(201)
    ).body as CreateRecurringResponse;

  describe('an abandoned renewal', () => {
    it('is cancelled at Razorpay when a newer checkout supersedes it, and cannot be authorised afterwards', async () => {
      const s = await registerAndLogin(t);
      const first = await startRecurring(s);
      const second = await startRecurring(s);
      await untilPasses(() =>
        expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('cancelled'),
      );
      expect(cancelCalls(first.subscription_id)).toBe(1);
      expect(fake.subscriptions.get(second.subscription_id)!.status).toBe('created');
      // Razorpay refuses to authorise a cancelled subscription: nothing can be debited on it.
      expect(() => fake.authorise(first.subscription_id)).toThrow(/cannot be authorised/);
      const { checkout } = fake.authorise(second.subscription_id);
      await verify(s, checkout).expect(200);
      expect((await me(s)).renewal).toMatchObject({
        subscription_id: second.subscription_id,
        status: 'active',
      });
    });

    it('authorised before the cancellation landed: verify answers 409 checkout_superseded, the debit is refunded in full, no period is added', async () => {
      const s = await registerAndLogin(t);
      const first = await startRecurring(s);
      // The student authorised the first checkout in another tab just before starting a new one.
      const { checkout, payment } = fake.authorise(first.subscription_id);
      await startRecurring(s);
      await untilPasses(() =>
        expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('cancelled'),
      );
      const res = await verify(s, checkout).expect(409);
      expect(res.body.code).toBe('checkout_superseded');
      await untilPasses(() => expect(refundedAtGateway(payment.id)).toBe(payment.amount));
      await settleEvents(t);
      expect((await me(s)).plan).toBeNull();
      const rows = await mine(s);
      expect(rows.filter((p) => p.status === 'paid')).toHaveLength(0);
      expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(1);
      // A repeat of verify, and the webhook of the same debit, change nothing and refund nothing more.
      expect((await verify(s, checkout).expect(409)).body.code).toBe('checkout_superseded');
      await deliver(
        t,
        webhook('subscription.charged', fake.subscriptionPayload(first.subscription_id, payment)),
      ).expect(200);
      await settleEvents(t);
      expect(fake.refunds.size).toBeGreaterThan(0);
      expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
      expect((await mine(s)).filter((p) => p.status === 'paid')).toHaveLength(0);
    });

    it('deleting the account cancels every mandate that may still debit at Razorpay, also a superseded one whose cancellation failed', async () => {
      const s = await registerAndLogin(t, { password: 'delete-me-please-123' });
      const first = await startRecurring(s);
      // Authorised at Razorpay in another tab; Razorpay is down when the newer checkout supersedes it.
      fake.authorise(first.subscription_id);
      fake.failCancels = true;
      const second = await startRecurring(s);
      await untilPasses(() => expect(cancelCalls(first.subscription_id)).toBe(1));
      fake.failCancels = false;
      expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('active');
      await verify(s, fake.authorise(second.subscription_id).checkout).expect(200);
      await t
        .http()
        .delete('/api/profile')
        .set(bearer(s.token))
        .send({ password: 'delete-me-please-123' })
        .expect(200);
      await settleEvents(t);
      await untilPasses(() => {
        expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('cancelled');
        expect(fake.subscriptions.get(second.subscription_id)!.status).toBe('cancelled');
      });
    });
  });

  describe('after Stop renewal', () => {
    it('a debit made after the stop is refunded and never sets a next debit; one made before it counts', async () => {
      const s = await registerAndLogin(t);
      const sub = await startRecurring(s);
      await verify(s, fake.authorise(sub.subscription_id).checkout).expect(200);
      // A debit made before the stop, whose webhook arrives after it.
      const before = fake.charge(sub.subscription_id)!;
      advance(MINUTE);
      const stopped = (
        await t
          .http()
          .post('/api/subscriptions/recurring/cancel')
          .set(bearer(s.token))
          .send({})
          .expect(200)
      ).body as MySubscription;
      expect(stopped.renewal).toMatchObject({ status: 'cancelling', next_charge_at: null });
      before.created_at = Math.floor((now.getTime() - 30 * MINUTE) / 1000);
      await deliver(
        t,
        webhook('subscription.charged', fake.subscriptionPayload(sub.subscription_id, before)),
      ).expect(200);
      // A debit after the stop (the gateway should not have made it: it is given back).
      advance(MINUTE);
      const after = fake.charge(sub.subscription_id)!;
      after.created_at = Math.floor(now.getTime() / 1000);
      await deliver(
        t,
        webhook('subscription.charged', fake.subscriptionPayload(sub.subscription_id, after)),
      ).expect(200);
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(after.id)).toBe(after.amount));
      expect(refundedAtGateway(before.id)).toBe(0);
      const state = await me(s);
      expect(state.renewal).toMatchObject({ status: 'cancelling', next_charge_at: null });
      const rows = await mine(s);
      expect(rows.filter((p) => p.status === 'paid')).toHaveLength(2);
      expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(1);
    });
  });

  describe('offer-code limits', () => {
    it('max_per_student 1: paying an abandoned order after a newer one is refused and refunded (sequential)', async () => {
      const c = await coupon({ percent_off: 20, max_per_student: 1 });
      const s = await registerAndLogin(t);
      const o1 = await order(s, { plan: 'big', currency: 'INR', coupon: c.code });
      const o2 = await order(s, { plan: 'big', currency: 'INR', coupon: c.code });
      const p1 = fake.pay(o1.order_id);
      const p2 = fake.pay(o2.order_id);
      expect((await verify(s, p1.checkout).expect(409)).body.code).toBe('checkout_superseded');
      await verify(s, p2.checkout).expect(200);
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(p1.payment.id)).toBe(o1.amount));
      expect(refundedAtGateway(p2.payment.id)).toBe(0);
      expect(await couponById(c.id)).toMatchObject({ redeemed: 1, held: 0 });
      // She is told why, once, and invited to check out again (an email: about her own payment).
      const told = await t.app
        .get(DataSource)
        .getRepository(OutboxMessage)
        .findBy({ userId: s.user.id, event: 'payment_returned' });
      expect(told.map((m) => m.channel)).toContain('email');
      expect(told.filter((m) => m.channel === 'email')).toHaveLength(1);
      expect(JSON.stringify(told[0].params)).toContain('newer checkout');
    });

    it('max_per_student 1 with 20 orders at once, all paid through webhooks: one redemption, 19 refunds', async () => {
      const c = await coupon({ percent_off: 20, max_per_student: 1 });
      const s = await registerAndLogin(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postOrder(s, { plan: 'big', currency: 'INR', coupon: c.code }),
        ),
      );
      expect(answers.every((a) => a.status === 201)).toBe(true);
      const orders = answers.map((a) => a.body as CreateOrderResponse);
      const paid = orders.map((o) => ({ o, p: fake.pay(o.order_id) }));
      const hooks = await Promise.all(
        paid.map(({ o, p }) =>
          deliver(
            t,
            webhook('payment.captured', paymentEntity(o.order_id, p.payment.id, o.amount, 'INR')),
          ),
        ),
      );
      expect(hooks.every((h) => h.status === 200)).toBe(true);
      await settleEvents(t);
      await untilPasses(() =>
        expect(paid.filter(({ p }) => refundedAtGateway(p.payment.id) > 0)).toHaveLength(19),
      );
      expect(await couponById(c.id)).toMatchObject({ redeemed: 1, held: 0 });
      const rows = await mine(s);
      expect(rows.filter((p) => p.status === 'paid')).toHaveLength(1);
      expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(19);
    });

    it('max_redemptions 2: a, b order, a starts again without the code, c orders, all three pay: 2 redemptions', async () => {
      const c = await coupon({ percent_off: 20, max_redemptions: 2 });
      const [a, b, cc] = [
        await registerAndLogin(t),
        await registerAndLogin(t),
        await registerAndLogin(t),
      ];
      const body = { plan: 'big', currency: 'INR', coupon: c.code };
      const oa = await order(a, body);
      const ob = await order(b, body);
      await order(a, { plan: 'big', currency: 'INR' });
      const oc = await order(cc, body);
      const [pa, pb, pc] = [fake.pay(oa.order_id), fake.pay(ob.order_id), fake.pay(oc.order_id)];
      expect((await verify(a, pa.checkout).expect(409)).body.code).toBe('checkout_superseded');
      await verify(b, pb.checkout).expect(200);
      await verify(cc, pc.checkout).expect(200);
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(pa.payment.id)).toBe(oa.amount));
      expect(await couponById(c.id)).toMatchObject({ redeemed: 2, held: 0 });
    });

    it('a hold that ran out and went to someone else is lost: the late payment is refunded (409 checkout_hold_lost)', async () => {
      const c = await coupon({ percent_off: 20, max_redemptions: 1 });
      const [a, b] = [await registerAndLogin(t), await registerAndLogin(t)];
      const body = { plan: 'big', currency: 'INR', coupon: c.code };
      const oa = await order(a, body);
      advance(31 * MINUTE);
      const ob = await order(b, body);
      const [pa, pb] = [fake.pay(oa.order_id), fake.pay(ob.order_id)];
      const res = await verify(a, pa.checkout).expect(409);
      expect(res.body.code).toBe('checkout_hold_lost');
      await verify(b, pb.checkout).expect(200);
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(pa.payment.id)).toBe(oa.amount));
      expect(await couponById(c.id)).toMatchObject({ redeemed: 1 });
      expect((await mine(a)).map((p) => p.status)).toEqual(['refunded']);
      // A hold that ran out but that nobody took meanwhile still stands.
      const c2 = await coupon({ percent_off: 20, max_redemptions: 1 });
      const late = await order(a, { ...body, coupon: c2.code });
      advance(31 * MINUTE);
      await verify(a, fake.pay(late.order_id).checkout).expect(200);
      expect(await couponById(c2.id)).toMatchObject({ redeemed: 1 });
    });
  });

  describe('referral credits', () => {
    it('two orders using the same credits, both paid: the abandoned one is refunded, the credits pay once', async () => {
      const referrer = await registerAndLogin(t);
      const friend = await registerAndLogin(t, { referred_by: referrer.referral_code });
      const fo = await order(friend, { plan: 'big', currency: 'INR' });
      await verify(friend, fake.pay(fo.order_id).checkout).expect(200);
      await settleEvents(t);
      const balance = async () =>
        (
          await t
            .http()
            .get(`/api/referrals/stats/${referrer.user.id}`)
            .set(bearer(referrer.token))
            .expect(200)
        ).body.credits.INR as number;
      const start = await balance();
      expect(start).toBeGreaterThan(0);
      const o1 = await order(referrer, { plan: 'big', currency: 'INR', use_credits: true });
      const o2 = await order(referrer, { plan: 'big', currency: 'INR', use_credits: true });
      expect(o1.credits_applied).toBeGreaterThan(0);
      expect(o2.credits_applied).toBe(o1.credits_applied);
      const [p1, p2] = [fake.pay(o1.order_id), fake.pay(o2.order_id)];
      await verify(referrer, p2.checkout).expect(200);
      expect((await verify(referrer, p1.checkout).expect(409)).body.code).toBe(
        'checkout_superseded',
      );
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(p1.payment.id)).toBe(o1.amount));
      expect(await balance()).toBe(start - o2.credits_applied);
      const rows = await mine(referrer);
      expect(rows.find((p) => p.status === 'paid')).toMatchObject({
        credits_applied: o2.credits_applied,
      });
    });
  });

  describe('the reconciliation with Razorpay (drift injected)', () => {
    const run = async () => {
      // The stubbed clock is never behind the fake's own (real) clock when the job looks back.
      if (Date.now() > now.getTime()) advance(Date.now() - now.getTime() + 1000);
      return (await t.http().post('/api/admin/reconciliation/run').set(bearer(admin)).expect(200))
        .body as ReconciliationRunResponse;
    };
    const listed = async () =>
      (await t.http().get('/api/admin/reconciliation').set(bearer(admin)).expect(200))
        .body as ReconciliationItem[];

    it('settles a payment captured there but unknown here, refunds one on a superseded order, each once', async () => {
      const s = await registerAndLogin(t);
      const o1 = await order(s, { plan: 'super', currency: 'INR' });
      const lost = fake.pay(o1.order_id); // paid in another tab, never verified
      const o2 = await order(s, { plan: 'big', currency: 'INR' });
      const paid = fake.pay(o2.order_id); // paid, but the browser closed before verify
      const first = await run();
      expect(first.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'payment_unknown',
            gateway_id: paid.payment.id,
            action: 'settled',
            user_id: s.user.id,
          }),
          expect.objectContaining({
            kind: 'payment_unknown',
            gateway_id: lost.payment.id,
            action: 'refunded',
            detail: 'superseded',
          }),
        ]),
      );
      await settleEvents(t);
      await untilPasses(() => expect(refundedAtGateway(lost.payment.id)).toBe(o1.amount));
      expect((await me(s)).plan).toMatchObject({ id: 'big' });
      const again = await run();
      expect(
        again.items.filter((i) => [paid.payment.id, lost.payment.id].includes(i.gateway_id)),
      ).toEqual([]);
      expect((await listed()).filter((i) => i.gateway_id === paid.payment.id)).toHaveLength(1);
    });

    it('cancels a subscription live there but cancelled here, and records a debit and a dashboard refund unknown here', async () => {
      const s = await registerAndLogin(t);
      const sub = await startRecurring(s);
      await verify(s, fake.authorise(sub.subscription_id).checkout).expect(200);
      // A debit whose webhook never came.
      const debit = fake.charge(sub.subscription_id)!;
      // A refund the owner made in Razorpay's dashboard.
      const dashboardRefund = fake.refund(debit, 10000);
      // Superseded here while Razorpay was down: live there, cancelled here.
      const stale = await startRecurring(s, { plan: 'super' }).catch(() => null);
      const abandoned = await registerAndLogin(t);
      const a1 = await startRecurring(abandoned);
      fake.failCancels = true;
      await startRecurring(abandoned);
      await untilPasses(() => expect(cancelCalls(a1.subscription_id)).toBe(1));
      fake.failCancels = false;
      expect(fake.subscriptions.get(a1.subscription_id)!.status).toBe('created');
      expect(stale).toBeNull(); // a live renewal already exists for s

      const result = await run();
      expect(result.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'debit_unknown',
            gateway_id: debit.id,
            action: 'settled',
          }),
          expect.objectContaining({
            kind: 'refund_unknown',
            gateway_id: dashboardRefund.id,
            action: 'recorded',
            amount: 10000,
          }),
          expect.objectContaining({
            kind: 'subscription_live_there',
            gateway_id: a1.subscription_id,
            action: 'cancelled',
          }),
        ]),
      );
      expect(fake.subscriptions.get(a1.subscription_id)!.status).toBe('cancelled');
      const rows = await mine(s);
      expect(rows.filter((p) => p.status === 'paid')).toHaveLength(2);
      expect(rows.find((p) => p.refunded_amount === 10000)).toBeDefined();
      // Fixed once: a second run finds nothing new about them.
      const again = await run();
      expect(
        again.items.filter((i) =>
          [debit.id, dashboardRefund.id, a1.subscription_id].includes(i.gateway_id),
        ),
      ).toEqual([]);
    });

    it('is for admins only', async () => {
      const s = await registerAndLogin(t);
      await t.http().get('/api/admin/reconciliation').set(bearer(s.token)).expect(403);
      await t.http().post('/api/admin/reconciliation/run').set(bearer(s.token)).expect(403);
    });
  });
});
