import { DataSource } from 'typeorm';
import {
  householdPrice,
  type AdminRecurringRecord,
  type CreateCompanyOrderResponse,
  type CreateHouseholdResponse,
  type CreateRecurringResponse,
  type MyCompany,
  type MyHousehold,
  type MySubscription,
  type OwnedRenewal,
  type PaymentRecord,
  type Plan,
} from '@yoga/contracts';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { PlansService } from '../src/modules/plans/index.js';
import { SubscriptionsService } from '../src/modules/subscriptions/index.js';
import { User } from '../src/modules/users/index.js';
import { settleEvents } from './support/events.js';
import { GST_ENV, getDocument, pdfOf } from './support/invoices.js';
import { WEBHOOK_SECRET, deliver, stubClock, webhook } from './support/payments.js';
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

const DAY = 24 * 3600 * 1000;
const MINUTE = 60_000;
const KEY_ID = 'rzp_test_FakeKey0036';
const KEY_SECRET = 'fake-key-secret-owned-renewals-0123';
/** The owner's per-member amount of the Big plan in INR (₹1,200 each). */
const PER_MEMBER = 120_000;
const ACME = {
  legal_name: 'Acme Wellness Private Limited',
  address: '5th floor, Tower B, Bandra Kurla Complex, Mumbai, Maharashtra 400051',
  state_code: '27',
  gstin: '27AAPFU0939F1ZV',
};

/**
 * Issue 35, "renewals renew the household" and "seats renew with the company's plan": automatic
 * renewal (Razorpay Subscriptions, UPI AutoPay) of a household and of a company's seats, through the
 * local fake, on the embedded database or MariaDB (DB_URL).
 */
describe('automatic renewal of households and company seats (Razorpay through the local fake)', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let admin: string;
  let clock: Date;
  let setClock: (d: Date) => void;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    setClock(clock);
  };

  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, WEBHOOK_SECRET).start();
    t = await createTestApp({
      ...GST_ENV,
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    clock = new Date();
    setClock = stubClock(t, clock);
    await t
      .http()
      .patch('/api/admin/plans/big')
      .set(bearer(admin))
      .send({ prices: { INR: { household_member: PER_MEMBER } } })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const ds = () => t.app.get(DataSource);
  /** A student registered 60 days ago: her trial is over (access only through what is paid). */
  async function student(overrides: Record<string, string> = {}): Promise<Session> {
    const s = await registerAndLogin(t, overrides);
    await ds()
      .getRepository(User)
      .update({ id: s.user.id }, { createdAt: new Date(clock.getTime() - 60 * DAY) });
    return s;
  }
  const verify = (s: Session, checkout: Record<string, string>) =>
    t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout);
  const me = async (s: Session) => {
    await settleEvents(t);
    return (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
      .body as MySubscription;
  };
  const payments = async (s: Session) =>
    (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
      .body as PaymentRecord[];
  const household = async (s: Session) => {
    await settleEvents(t);
    return (await t.http().get('/api/households/mine').set(bearer(s.token)).expect(200))
      .body as MyHousehold;
  };
  const company = async (s: Session) => {
    await settleEvents(t);
    return (await t.http().get('/api/companies/mine').set(bearer(s.token)).expect(200))
      .body as MyCompany;
  };
  const startRenewal = (s: Session, kind: 'households' | 'companies', id: number) =>
    t.http().post(`/api/${kind}/${id}/renewal`).set(bearer(s.token)).send({});
  const stopRenewal = (s: Session, kind: 'households' | 'companies', id: number) =>
    t.http().delete(`/api/${kind}/${id}/renewal`).set(bearer(s.token));
  const charged = (subId: string, payment: ReturnType<FakeRazorpay['charge']>) =>
    deliver(t, webhook('subscription.charged', fake.subscriptionPayload(subId, payment))).expect(
      200,
    );
  const cancelCalls = (subscriptionId: string) =>
    fake.requests.filter((r) => r.path === `/v1/subscriptions/${subscriptionId}/cancel`).length;
  const refundedAtGateway = (paymentId: string) => fake.payments.get(paymentId)!.amount_refunded;
  const entitled = (s: Session) =>
    t.app
      .get(SubscriptionsService)
      .assertEntitled({ id: s.user.id, role: 'user' })
      .then(
        () => true,
        () => false,
      );

  /** A paid household of `size` whose payer invited `member` and she accepted. */
  async function paidHousehold(size: number, member?: Session) {
    const payer = await student({ name: 'Asha Payer' });
    const res = await t
      .http()
      .post('/api/households')
      .set(bearer(payer.token))
      .send({ plan: 'big', currency: 'INR', members: size })
      .expect(201);
    const o = res.body as CreateHouseholdResponse;
    await verify(payer, fake.pay(o.order_id).checkout).expect(200);
    if (member) {
      await t
        .http()
        .post(`/api/households/${o.household_id}/invites`)
        .set(bearer(payer.token))
        .send({ email: member.user.email })
        .expect(201);
      await settleEvents(t);
      const row = await ds()
        .getRepository(OutboxMessage)
        .findOneOrFail({
          where: { event: 'household_invite', recipient: member.user.email.toLowerCase() },
          order: { id: 'DESC' },
        });
      const token = (JSON.parse(row.params) as { accept_link: string }).accept_link.split(
        '#token=',
      )[1];
      await t
        .http()
        .post('/api/households/invites/accept')
        .set(bearer(member.token))
        .send({ token })
        .expect(200);
    }
    return { payer, id: o.household_id };
  }

  it('a household renews itself: each debit extends it and every member, with a B2C invoice to the payer; members cannot stop it; her membership has its own renewal', async () => {
    const plans = (await t.http().get('/api/plans').expect(200)).body as Plan[];
    const big = plans.find((p) => p.slug === 'big')!;
    const meera = await student({ name: 'Meera Member' });
    const { payer, id } = await paidHousehold(3, meera);
    const bought = await household(payer);
    expect(bought.renewal).toBeNull();

    // A member may neither set it up nor stop it; a stranger is told there is no such household.
    expect((await startRenewal(meera, 'households', id).expect(403)).body.code).toBe(
      'household_not_payer',
    );
    expect((await stopRenewal(meera, 'households', id).expect(403)).body.code).toBe(
      'household_not_payer',
    );
    expect((await startRenewal(payer, 'households', 999_999).expect(404)).body.code).toBe(
      'household_not_found',
    );

    const created = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    const amount = householdPrice(big.prices.INR.offer, PER_MEMBER, 3);
    expect(created).toMatchObject({
      gateway: 'razorpay',
      key_id: KEY_ID,
      amount,
      currency: 'INR',
      subscription_id: expect.stringMatching(/^sub_/),
      period_starts_at: bought.ends_at,
    });
    expect(fake.subscriptions.get(created.subscription_id)!.notes).toMatchObject({
      user_id: String(payer.user.id),
      purpose: 'household',
      reference_id: String(id),
    });
    expect((await household(payer)).renewal).toMatchObject({
      status: 'created',
      next_debit_at: null,
    });
    // Her own membership's renewal is not the household's.
    expect((await me(payer)).renewal).toBeNull();

    // The first payment (the mandate's authorisation) renews the household at once.
    const { checkout } = fake.authorise(created.subscription_id, 'upi');
    await verify(payer, checkout).expect(200);
    const first = await household(payer);
    expect(Date.parse(first.ends_at!)).toBeGreaterThan(Date.parse(bought.ends_at!) + 80 * DAY);
    expect(first.renewal).toMatchObject({ status: 'active', amount, currency: 'INR' });
    expect(first.renewal!.next_debit_at).not.toBeNull();
    // The member sees who pays and until when, never the renewal.
    const seen = await household(meera);
    expect(seen.renewal).toBeNull();
    expect(seen.ends_at).toBe(first.ends_at);

    // A debit through the gateway's webhook: one more period for the household and its members.
    const debit = fake.charge(created.subscription_id)!;
    await charged(created.subscription_id, debit);
    const second = await household(payer);
    expect(Date.parse(second.ends_at!)).toBeGreaterThan(Date.parse(first.ends_at!) + 80 * DAY);
    expect((await me(meera)).ends_at).toBe(second.ends_at);
    expect(await entitled(meera)).toBe(true);
    // Replayed: nothing more.
    await charged(created.subscription_id, debit);
    expect((await household(payer)).ends_at).toBe(second.ends_at);

    // Each debit: a paid household payment with its B2C invoice to the payer.
    const rows = (await payments(payer)).filter((p) => p.purpose === 'household');
    expect(rows.filter((p) => p.status === 'paid')).toHaveLength(3);
    const last = rows.find((p) => p.status === 'paid' && p.amount === amount && !p.order_id)!;
    expect(last.invoice_no).toBeTruthy();
    const text = await pdfOf(await getDocument(t, payer.token, last.id).expect(200));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Asha Payer');
    expect(text.split('GSTIN').length - 1).toBe(1);

    // Her own membership renews apart: starting and stopping it leaves the household's alone.
    const own = (
      await t
        .http()
        .post('/api/subscriptions/recurring')
        .set(bearer(payer.token))
        .send({ plan: 'super', currency: 'INR' })
        .expect(201)
    ).body as CreateRecurringResponse;
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('active');
    await verify(payer, fake.authorise(own.subscription_id).checkout).expect(200);
    await t
      .http()
      .post('/api/subscriptions/recurring/cancel')
      .set(bearer(payer.token))
      .send({})
      .expect(200);
    expect((await me(payer)).renewal).toMatchObject({
      subscription_id: own.subscription_id,
      status: 'cancelling',
    });
    expect((await household(payer)).renewal).toMatchObject({ status: 'active' });
    expect(cancelCalls(created.subscription_id)).toBe(0);

    // The admin's list says what each renews.
    const list = (await t.http().get('/api/admin/recurring').set(bearer(admin)).expect(200))
      .body as AdminRecurringRecord[];
    expect(list.find((r) => r.subscription_id === created.subscription_id)).toMatchObject({
      purpose: 'household',
      reference_id: id,
      user_id: payer.user.id,
    });
    expect(list.find((r) => r.subscription_id === own.subscription_id)).toMatchObject({
      purpose: 'membership',
      reference_id: null,
    });

    // The payer stops it: no next debit; a debit that lands after the stop is refunded in full.
    advance(MINUTE);
    const stopped = (await stopRenewal(payer, 'households', id).expect(200)).body as OwnedRenewal;
    expect(stopped).toMatchObject({ status: 'cancelling', next_debit_at: null });
    expect(fake.subscriptions.get(created.subscription_id)!.cancel_at_cycle_end).toBe(true);
    expect((await stopRenewal(payer, 'households', id).expect(409)).body.code).toBe(
      'recurring_already_stopped',
    );
    advance(MINUTE);
    const late = fake.charge(created.subscription_id)!;
    late.created_at = Math.floor(clock.getTime() / 1000);
    await charged(created.subscription_id, late);
    await settleEvents(t);
    await untilPasses(() => expect(refundedAtGateway(late.id)).toBe(late.amount));
    const after = await household(payer);
    expect(after.ends_at).toBe(second.ends_at);
    expect(after.renewal).toMatchObject({ status: 'cancelling', next_debit_at: null });
    expect(
      (await payments(payer)).filter((p) => p.purpose === 'household' && p.status === 'refunded'),
    ).toHaveLength(1);
  });

  it('a second checkout of a household supersedes the unpaid first: cancelled at Razorpay, its payment refused (409 checkout_superseded) and refunded', async () => {
    const { payer, id } = await paidHousehold(2);
    const a = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    const b = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    await untilPasses(() =>
      expect(fake.subscriptions.get(a.subscription_id)!.status).toBe('cancelled'),
    );
    expect(cancelCalls(a.subscription_id)).toBe(1);
    expect(fake.subscriptions.get(b.subscription_id)!.status).toBe('created');
    expect(() => fake.authorise(a.subscription_id)).toThrow(/cannot be authorised/);

    // Authorised in another tab just before a newer checkout: refused and refunded.
    const early = fake.authorise(b.subscription_id);
    const d = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    expect((await verify(payer, early.checkout).expect(409)).body.code).toBe('checkout_superseded');
    await untilPasses(() => expect(refundedAtGateway(early.payment.id)).toBe(early.payment.amount));

    const before = await household(payer);
    await verify(payer, fake.authorise(d.subscription_id).checkout).expect(200);
    const after = await household(payer);
    expect(after.renewal).toMatchObject({ status: 'active' });
    expect(Date.parse(after.ends_at!)).toBeGreaterThan(Date.parse(before.ends_at!) + 80 * DAY);
    // One live renewal per household.
    expect((await startRenewal(payer, 'households', id).expect(409)).body.code).toBe(
      'recurring_exists',
    );
  });

  it("a company's seats renew themselves: each debit extends every seat, with a B2B invoice to the company (GSTIN, place of supply); only its admins manage it", async () => {
    const buyer = await student({ name: 'Ravi Buyer' });
    const price = await t.app.get(PlansService).price('big', 'INR');
    const order = (
      await t
        .http()
        .post('/api/companies/orders')
        .set(bearer(buyer.token))
        .send({ plan: 'big', currency: 'INR', seats: 3, company: ACME })
        .expect(201)
    ).body as CreateCompanyOrderResponse;
    // Not paid yet: nothing to renew.
    expect((await startRenewal(buyer, 'companies', order.company_id).expect(409)).body.code).toBe(
      'company_not_paid',
    );
    await verify(buyer, fake.pay(order.order_id).checkout).expect(200);
    const employee = await student({ name: 'Esha Employee' });
    await t
      .http()
      .post(`/api/companies/${order.company_id}/seats`)
      .set(bearer(buyer.token))
      .send({ email: employee.user.email })
      .expect(201);
    const bought = await company(buyer);
    expect(bought.renewal).toBeNull();

    // Anyone but its admins: no such company.
    expect(
      (await startRenewal(employee, 'companies', order.company_id).expect(404)).body.code,
    ).toBe('company_not_found');
    expect((await stopRenewal(employee, 'companies', order.company_id).expect(404)).body.code).toBe(
      'company_not_found',
    );

    const created = (await startRenewal(buyer, 'companies', order.company_id).expect(201))
      .body as CreateRecurringResponse;
    expect(created).toMatchObject({ amount: price.amount * 3, currency: 'INR' });
    await verify(buyer, fake.authorise(created.subscription_id).checkout).expect(200);
    const first = await company(buyer);
    expect(Date.parse(first.ends_at!)).toBeGreaterThan(Date.parse(bought.ends_at!) + 80 * DAY);
    expect(first.renewal).toMatchObject({ status: 'active', amount: price.amount * 3 });
    await charged(created.subscription_id, fake.charge(created.subscription_id));
    const second = await company(buyer);
    expect(Date.parse(second.ends_at!)).toBeGreaterThan(Date.parse(first.ends_at!) + 80 * DAY);
    expect(second.seat_holders).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(await entitled(employee)).toBe(true);
    // The buyer's own membership is untouched (no renewal of hers).
    expect((await me(buyer)).renewal).toBeNull();

    // Each debit: a B2B tax invoice made out to the company.
    const debits = (await payments(buyer)).filter(
      (p) => p.purpose === 'company_seats' && p.status === 'paid' && !p.order_id,
    );
    expect(debits).toHaveLength(2);
    for (const debit of debits) {
      const text = await pdfOf(await getDocument(t, buyer.token, debit.id).expect(200));
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain(ACME.legal_name);
      expect(text).toContain('Bandra Kurla Complex');
      expect(text).toContain(`GSTIN: ${ACME.gstin}`);
      expect(text).toContain('Maharashtra (27)');
      expect(text).toContain('B2B');
      expect(text).toContain('3 seats');
    }

    // A failed debit (Razorpay retries): the admin is told, with the company's page and the seats' end.
    expect(fake.charge(created.subscription_id, 'failure')).toBeNull();
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    await settleEvents(t);
    const failed = await ds()
      .getRepository(OutboxMessage)
      .findBy({ userId: buyer.user.id, event: 'renewal_failed' });
    expect(failed.length).toBeGreaterThan(0);
    const params = JSON.parse(failed[0].params) as { plans_link: string; end_date: string };
    expect(params.plans_link).toMatch(/\/user\/company$/);
    expect(params.end_date).not.toBe('');
    expect((await company(buyer)).renewal).toMatchObject({ status: 'pending' });

    // Its admin stops it: no next debit, the seats run to their paid end.
    const stopped = (await stopRenewal(buyer, 'companies', order.company_id).expect(200))
      .body as OwnedRenewal;
    expect(stopped).toMatchObject({ status: 'cancelling', next_debit_at: null });
    const after = await company(buyer);
    expect(after.ends_at).toBe(second.ends_at);
    expect(after.renewal).toMatchObject({ status: 'cancelling', next_debit_at: null });
  });

  it("the reconciliation settles a household's debit whose webhook never came and cancels a company's renewal live there but superseded here", async () => {
    const { payer, id } = await paidHousehold(2);
    const sub = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    await verify(payer, fake.authorise(sub.subscription_id).checkout).expect(200);
    const before = await household(payer);
    const debit = fake.charge(sub.subscription_id)!;

    const buyer = await student();
    const order = (
      await t
        .http()
        .post('/api/companies/orders')
        .set(bearer(buyer.token))
        .send({ plan: 'big', currency: 'INR', seats: 2, company: ACME })
        .expect(201)
    ).body as CreateCompanyOrderResponse;
    await verify(buyer, fake.pay(order.order_id).checkout).expect(200);
    const first = (await startRenewal(buyer, 'companies', order.company_id).expect(201))
      .body as CreateRecurringResponse;
    fake.failCancels = true;
    await startRenewal(buyer, 'companies', order.company_id).expect(201);
    await untilPasses(() => expect(cancelCalls(first.subscription_id)).toBe(1));
    fake.failCancels = false;
    expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('created');

    if (Date.now() > clock.getTime()) advance(Date.now() - clock.getTime() + 1000);
    const result = (
      await t.http().post('/api/admin/reconciliation/run').set(bearer(admin)).expect(200)
    ).body as { items: { kind: string; gateway_id: string; action: string }[] };
    expect(result.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'debit_unknown', gateway_id: debit.id, action: 'settled' }),
        expect.objectContaining({
          kind: 'subscription_live_there',
          gateway_id: first.subscription_id,
          action: 'cancelled',
        }),
      ]),
    );
    expect(fake.subscriptions.get(first.subscription_id)!.status).toBe('cancelled');
    const after = await household(payer);
    expect(Date.parse(after.ends_at!)).toBeGreaterThan(Date.parse(before.ends_at!) + 80 * DAY);
    const paid = (await payments(payer)).filter(
      (p) => p.purpose === 'household' && p.status === 'paid' && !p.order_id,
    );
    expect(paid).toHaveLength(2);
    expect(paid.every((p) => p.invoice_no)).toBe(true);
  });

  it('a refund that ends the household cancels its renewal at Razorpay at once', async () => {
    const { payer, id } = await paidHousehold(2);
    const sub = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    await verify(payer, fake.authorise(sub.subscription_id).checkout).expect(200);
    const debit = (await payments(payer)).find(
      (p) => p.purpose === 'household' && p.status === 'paid' && !p.order_id,
    )!;
    await t
      .http()
      .post(`/api/payments/${debit.id}/refund`)
      .set(bearer(admin))
      .send({ reason: 'Asked by the payer' })
      .expect(200);
    await settleEvents(t);
    await untilPasses(() =>
      expect(fake.subscriptions.get(sub.subscription_id)!).toMatchObject({
        status: 'cancelled',
        cancel_at_cycle_end: false,
      }),
    );
    expect((await household(payer)).renewal).toMatchObject({
      status: 'cancelled',
      next_debit_at: null,
    });
  });

  it("deleting the payer's account cancels her household's mandate at Razorpay", async () => {
    const { payer, id } = await paidHousehold(2);
    const created = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    await verify(payer, fake.authorise(created.subscription_id).checkout).expect(200);
    await t
      .http()
      .delete('/api/profile')
      .set(bearer(payer.token))
      .send({ password: payer.password })
      .expect(200);
    await settleEvents(t);
    await untilPasses(() =>
      expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('cancelled'),
    );
  });

  it("reminds the payer 3 days before a household's debit, with the household's page to stop it", async () => {
    const { payer, id } = await paidHousehold(2);
    const sub = (await startRenewal(payer, 'households', id).expect(201))
      .body as CreateRecurringResponse;
    await verify(payer, fake.authorise(sub.subscription_id).checkout).expect(200);
    const next = Date.parse((await household(payer)).renewal!.next_debit_at!);
    advance(next - 2 * DAY - clock.getTime());
    await t.app.get(JobsService).runNow('renewals.scan');
    await settleEvents(t);
    const rows = await ds()
      .getRepository(OutboxMessage)
      .findBy({ userId: payer.user.id, event: 'renewal_upcoming' });
    expect(rows.length).toBeGreaterThan(0);
    expect((JSON.parse(rows[0].params) as { stop_link: string }).stop_link).toMatch(
      /\/user\/household$/,
    );
  });
});
