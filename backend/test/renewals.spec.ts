import {
  addIstDays,
  istToday,
  subscriptionEndDate,
  type CreateRecurringResponse,
  type MySubscription,
  type PaymentRecord,
} from '@yoga/contracts';
import { DataSource, Not } from 'typeorm';
import { JobsService } from '../src/common/jobs/jobs.service.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { OutboxMessage } from '../src/modules/messages/entities/outbox-message.entity.js';
import { settleEvents } from './support/events.js';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { deliver, stubClock, WEBHOOK_SECRET, webhook } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
  type Session,
} from './support/test-app.js';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-0123456789';
const DAY = 24 * 3600 * 1000;

/** GET /api/subscriptions/me once the events are delivered (its `renewal` is the subscriptions module's copy, kept from `renewal.changed`). */
async function me(t: TestApp, s: Session): Promise<MySubscription> {
  await settleEvents(t);
  return (await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200))
    .body as MySubscription;
}

async function mine(t: TestApp, s: Session): Promise<PaymentRecord[]> {
  return (await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200))
    .body as PaymentRecord[];
}

async function startRecurring(
  t: TestApp,
  s: Session,
  plan = 'big',
): Promise<CreateRecurringResponse> {
  const res = await t
    .http()
    .post('/api/subscriptions/recurring')
    .set(bearer(s.token))
    .send({ plan, currency: 'INR' })
    .expect(201);
  return res.body as CreateRecurringResponse;
}

describe('renewal through Razorpay Subscriptions (against the local fake)', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let setClock: (d: Date) => void;
  let clock: Date;
  const advance = (days: number) => {
    clock = new Date(clock.getTime() + days * DAY);
    setClock(clock);
  };

  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, WEBHOOK_SECRET).start();
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    clock = new Date();
    setClock = stubClock(t, clock);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  /** A student past their trial with an active subscription (first payment verified). */
  async function subscribed(plan = 'big', method = 'upi') {
    const s = await registerAndLogin(t);
    const created = await startRecurring(t, s, plan);
    const { checkout, payment } = fake.authorise(created.subscription_id, method);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    return { s, created, first: payment };
  }

  const charged = (subId: string, payment: ReturnType<FakeRazorpay['charge']>) =>
    webhook('subscription.charged', fake.subscriptionPayload(subId, payment));

  it('creates the Razorpay plan once per price and the subscription with customer_notify and our ids; the first payment verifies and stacks after the trial', async () => {
    const s = await registerAndLogin(t);
    const plansBefore = fake.plans.size;
    const created = await startRecurring(t, s);
    expect(created).toMatchObject({
      gateway: 'razorpay',
      key_id: KEY_ID,
      amount: 169900,
      currency: 'INR',
      subscription_id: expect.stringMatching(/^sub_/),
    });
    const sub = fake.subscriptions.get(created.subscription_id)!;
    expect(sub.customer_notify).toBe(true);
    expect(sub.notes).toMatchObject({ user_id: String(s.user.id), plan: 'big' });
    const plan = fake.plans.get(sub.plan_id)!;
    expect(plan).toMatchObject({
      period: 'monthly',
      interval: 3,
      item: { amount: 169900, currency: 'INR' },
    });
    expect((await me(t, s)).renewal).toMatchObject({ status: 'created', next_charge_at: null });

    // A second student at the same price: the same Razorpay plan.
    const other = await registerAndLogin(t);
    const again = await startRecurring(t, other);
    expect(fake.subscriptions.get(again.subscription_id)!.plan_id).toBe(sub.plan_id);
    expect(fake.plans.size).toBe(plansBefore + 1);

    // A forged signature is refused; Checkout's is accepted, twice with one period.
    const { checkout } = fake.authorise(created.subscription_id, 'card');
    await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send({ ...checkout, razorpay_signature: '00'.repeat(32) })
      .expect(400);
    for (let i = 0; i < 2; i++)
      await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const state = await me(t, s);
    expect(state.renewal).toMatchObject({
      subscription_id: created.subscription_id,
      status: 'active',
      amount: 169900,
      currency: 'INR',
      method: null,
    });
    expect(state.renewal!.next_charge_at).not.toBeNull();
    // During the trial the paid month starts where the trial ends.
    expect(Date.parse(state.ends_at!)).toBeGreaterThan(Date.parse(state.trial_ends_at) + 88 * DAY);
    const payments = await mine(t, s);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'paid', amount: 169900 });
    expect(payments[0].invoice_no).toBeTruthy();

    // One live subscription per student.
    const res = await t
      .http()
      .post('/api/subscriptions/recurring')
      .set(bearer(s.token))
      .send({ plan: 'super', currency: 'INR' })
      .expect(409);
    expect(res.body.code).toBe('recurring_exists');
  });

  it("the place of supply follows one-off checkout: the state sent (kept on the profile) for every debit, else the profile's", async () => {
    const s = await registerAndLogin(t);
    const bad = await t
      .http()
      .post('/api/subscriptions/recurring')
      .set(bearer(s.token))
      .send({ plan: 'big', currency: 'INR', state: '99' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
    const created = (
      await t
        .http()
        .post('/api/subscriptions/recurring')
        .set(bearer(s.token))
        .send({ plan: 'big', currency: 'INR', state: '27' })
        .expect(201)
    ).body as CreateRecurringResponse;
    const { checkout } = fake.authorise(created.subscription_id);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    advance(90);
    await deliver(t, charged(created.subscription_id, fake.charge(created.subscription_id))).expect(
      200,
    );
    const rows = await t.app.get(DataSource).getRepository(Payment).findBy({ userId: s.user.id });
    expect(rows.map((r) => r.stateCode)).toEqual(['27', '27']);
    const profile = await t.http().get('/api/profile').set(bearer(s.token)).expect(200);
    expect(profile.body.state).toBe('27');
    advance(-90); // the later tests' calendar as before
  });

  it('three renewals: three paid payments, three more periods back to back and three invoices', async () => {
    const { s, created } = await subscribed();
    const before = await me(t, s);
    for (let i = 0; i < 3; i++) {
      advance(90);
      const payment = fake.charge(created.subscription_id);
      await deliver(t, charged(created.subscription_id, payment)).expect(200);
    }
    const after = await me(t, s);
    expect(after.renewal).toMatchObject({ status: 'active', method: 'upi' });
    expect(after.renewal!.next_charge_at).toBe(
      new Date(fake.subscriptions.get(created.subscription_id)!.charge_at! * 1000).toISOString(),
    );
    const payments = await mine(t, s);
    expect(payments).toHaveLength(4);
    expect(payments.every((p) => p.status === 'paid' && p.amount === 169900)).toBe(true);
    expect(new Set(payments.map((p) => p.invoice_no)).size).toBe(4);
    // Three more periods of 3 months after the first one's end, with no gap.
    let end = new Date(before.ends_at!);
    for (let i = 0; i < 3; i++) end = subscriptionEndDate(end, 3);
    expect(after.ends_at).toBe(end.toISOString());
  });

  it('a failed renewal (pending) keeps access, then a successful retry makes it active again', async () => {
    const { s, created } = await subscribed();
    advance(90);
    fake.charge(created.subscription_id, 'failure');
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    let state = await me(t, s);
    expect(state.renewal!.status).toBe('pending');
    expect(state.status).not.toBe('expired');
    const payment = fake.charge(created.subscription_id);
    await deliver(t, charged(created.subscription_id, payment)).expect(200);
    state = await me(t, s);
    expect(state.renewal!.status).toBe('active');
    expect(await mine(t, s)).toHaveLength(2);
  });

  it('pending → halted: renewal stops and the student gets a Razorpay payment link', async () => {
    const { s, created } = await subscribed();
    advance(90);
    fake.charge(created.subscription_id, 'failure');
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    fake.subscriptions.get(created.subscription_id)!.status = 'halted';
    const halted = webhook(
      'subscription.halted',
      fake.subscriptionPayload(created.subscription_id),
    );
    await deliver(t, halted).expect(200);
    await deliver(t, halted).expect(200); // replayed: one link
    const links = [...fake.paymentLinks.values()].filter(
      (l) => l.notes.subscription_id === created.subscription_id,
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ amount: 169900, currency: 'INR' });
    const state = await me(t, s);
    expect(state.renewal).toMatchObject({
      status: 'halted',
      next_charge_at: null,
      payment_link: links[0].short_url,
    });
    // Razorpay charges the halted subscription again once the student pays: active again.
    const payment = fake.charge(created.subscription_id);
    await deliver(t, charged(created.subscription_id, payment)).expect(200);
    expect((await me(t, s)).renewal!.status).toBe('active');
  });

  it('halted → the payment link is paid (payment_link.paid): one paid payment with its invoice, the period, the link spent, renewal still stopped until Razorpay charges again; replayed and out of order', async () => {
    const { s, created } = await subscribed();
    advance(90);
    fake.charge(created.subscription_id, 'failure');
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    fake.subscriptions.get(created.subscription_id)!.status = 'halted';
    await deliver(
      t,
      webhook('subscription.halted', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    const halted = await me(t, s);
    const link = [...fake.paymentLinks.values()].find(
      (l) => l.notes.subscription_id === created.subscription_id,
    )!;
    const { payload } = fake.payLink(link.id);
    // A forged signature is refused and changes nothing.
    await deliver(t, webhook('payment_link.paid', payload, 'not-the-secret')).expect(400);
    expect(await mine(t, s)).toHaveLength(1);
    const paid = webhook('payment_link.paid', payload);
    await deliver(t, paid).expect(200);
    await deliver(t, paid).expect(200); // replayed: the same event id
    await deliver(t, webhook('payment_link.paid', payload)).expect(200); // another id, same payment
    const payments = await mine(t, s);
    expect(payments).toHaveLength(2);
    expect(payments.every((p) => p.status === 'paid' && p.amount === 169900)).toBe(true);
    expect(new Set(payments.map((p) => p.invoice_no)).size).toBe(2);
    const state = await me(t, s);
    // Razorpay keeps it halted until the student updates the card there: no debit is promised.
    expect(state.renewal).toMatchObject({
      status: 'halted',
      payment_link: null,
      next_charge_at: null,
    });
    // The paid period stacks after the time the student still had.
    expect(state.ends_at).toBe(subscriptionEndDate(new Date(halted.ends_at!), 3).toISOString());
    // A late `halted` replay (its event already applied) and a stale `pending` change nothing.
    const stale = fake.subscriptionPayload(created.subscription_id);
    stale.subscription.entity.paid_count = 0;
    await deliver(t, webhook('subscription.pending', stale)).expect(200);
    expect((await me(t, s)).renewal!.status).toBe('halted');
    // A link paid with another amount is not this subscription's debit: ignored.
    const wrong = fake.payLink(link.id).payload;
    wrong.payment.entity.amount = 100;
    await deliver(t, webhook('payment_link.paid', wrong)).expect(200);
    expect(await mine(t, s)).toHaveLength(2);
    // The student updated the card at Razorpay: its next debit is charged as usual, renewal active.
    advance(90);
    const next = fake.charge(created.subscription_id);
    await deliver(t, charged(created.subscription_id, next)).expect(200);
    expect(await mine(t, s)).toHaveLength(3);
    expect((await me(t, s)).renewal!.status).toBe('active');
  });

  it('stop renewal: cancelled at the end of the cycle, the membership runs to its paid end', async () => {
    const { s, created } = await subscribed();
    const before = await me(t, s);
    const res = await t
      .http()
      .post('/api/subscriptions/recurring/cancel')
      .set(bearer(s.token))
      .send({ reason: 'Travelling' })
      .expect(200);
    const after = res.body as MySubscription;
    expect(after.renewal).toMatchObject({ status: 'cancelling', next_charge_at: null });
    expect(after.ends_at).toBe(before.ends_at);
    expect(fake.subscriptions.get(created.subscription_id)!.cancel_at_cycle_end).toBe(true);
    const again = await t
      .http()
      .post('/api/subscriptions/recurring/cancel')
      .set(bearer(s.token))
      .send({})
      .expect(409);
    expect(again.body.code).toBe('recurring_already_stopped');
    fake.subscriptions.get(created.subscription_id)!.status = 'cancelled';
    await deliver(
      t,
      webhook('subscription.cancelled', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    // A late `activated` changes nothing once cancelled.
    await deliver(
      t,
      webhook('subscription.activated', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    const final = await me(t, s);
    expect(final.renewal!.status).toBe('cancelled');
    expect(final.ends_at).toBe(before.ends_at);
    // Stopped: a new recurring subscription may start.
    await startRecurring(t, s);
  });

  it('webhooks replayed and out of order: one payment per debit, a late activated or pending changes nothing', async () => {
    const { s, created, first } = await subscribed();
    // The first payment's `charged` (after verify) and `activated`: nothing new.
    fake.subscriptions.get(created.subscription_id)!.paid_count = 1;
    const firstCharged = webhook('subscription.charged', {
      ...fake.subscriptionPayload(created.subscription_id, first),
    });
    const activated = webhook(
      'subscription.activated',
      fake.subscriptionPayload(created.subscription_id, first),
    );
    advance(90);
    const second = fake.charge(created.subscription_id);
    const secondCharged = charged(created.subscription_id, second);
    // Out of order: the renewal first, then the first payment's events, then replays.
    await deliver(t, secondCharged).expect(200);
    await deliver(t, firstCharged).expect(200);
    await deliver(t, activated).expect(200);
    await deliver(t, secondCharged).expect(200);
    // The same debit under another event id.
    await deliver(t, charged(created.subscription_id, second)).expect(200);
    // A stale `pending` (paid_count 1 < 2) changes nothing.
    const stale = fake.subscriptionPayload(created.subscription_id);
    stale.subscription.entity.paid_count = 1;
    await deliver(t, webhook('subscription.pending', stale)).expect(200);
    const state = await me(t, s);
    expect(state.renewal!.status).toBe('active');
    expect(await mine(t, s)).toHaveLength(2);
  });

  it('20 concurrent deliveries of one `charged` event give one payment and one period', async () => {
    const { s, created } = await subscribed();
    const before = await me(t, s);
    advance(90);
    const payment = fake.charge(created.subscription_id);
    const hook = charged(created.subscription_id, payment);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t, hook)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await mine(t, s)).toHaveLength(2);
    const after = await me(t, s);
    expect(Date.parse(after.ends_at!) - Date.parse(before.ends_at!)).toBeGreaterThanOrEqual(
      89 * DAY,
    );
    expect(Date.parse(after.ends_at!) - Date.parse(before.ends_at!)).toBeLessThanOrEqual(92 * DAY);
  });

  it("an offer code's choice: first payment only → renewals at the full price (the gateway's plan changes at the cycle's end); every payment → every debit discounted; percentages in whole rupees", async () => {
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const code = async (body: Record<string, unknown>) =>
      (await t.http().post('/api/admin/coupons').set(bearer(admin.token)).send(body).expect(201))
        .body as { code: string; applies_to: string };
    const first = await code({ code: `FIRST${Date.now() % 100000}`, percent_off: 20 });
    expect(first.applies_to).toBe('first_payment'); // a new code's default
    const every = await code({
      code: `EVERY${Date.now() % 100000}`,
      percent_off: 20,
      applies_to: 'every_payment',
    });
    const bad = await t
      .http()
      .post('/api/admin/coupons')
      .set(bearer(admin.token))
      .send({ code: 'BADAPPLY1', percent_off: 20, applies_to: 'sometimes' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
    // 20 % of ₹1,699 is ₹339.80: the discount is ₹339, so every amount is whole rupees.
    const discounted = 169900 - 33900;

    const run = async (coupon: string, method: string) => {
      const s = await registerAndLogin(t);
      const created = (
        await t
          .http()
          .post('/api/subscriptions/recurring')
          .set(bearer(s.token))
          .send({ plan: 'big', currency: 'INR', coupon })
          .expect(201)
      ).body as CreateRecurringResponse;
      expect(created).toMatchObject({ amount: discounted, discount: 33900 });
      const { checkout } = fake.authorise(created.subscription_id, method);
      await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
      const renewal = (await me(t, s)).renewal!;
      advance(90);
      const payment = fake.charge(created.subscription_id);
      await deliver(t, charged(created.subscription_id, payment)).expect(200);
      advance(-90);
      return { renewal, paid: (await mine(t, s)).map((p) => p.amount).sort((a, b) => a - b) };
    };

    // First payment only, by card: the next debit is at the full price, here and at Razorpay.
    const byCard = await run(first.code, 'card');
    expect(byCard.renewal.amount).toBe(169900);
    expect(byCard.paid).toEqual([discounted, 169900]);
    // Razorpay cannot update a UPI mandate: the discount then stays (never more than she agreed to).
    const byUpi = await run(first.code, 'upi');
    expect(byUpi.paid).toEqual([discounted, discounted]);
    // Every payment: the renewal is discounted too.
    const always = await run(every.code, 'card');
    expect(always.renewal.amount).toBe(discounted);
    expect(always.paid).toEqual([discounted, discounted]);
  });

  it('pause: moves the end date, blocks a second pause, pauses and resumes at Razorpay; resume gives back the unused days', async () => {
    const { s, created } = await subscribed();
    // Into the paid month (after the 14-day trial).
    advance(16);
    const before = await me(t, s);
    expect(before.status).toBe('active');
    const today = istToday(clock);
    const paused = (
      await t
        .http()
        .post('/api/subscriptions/pause')
        .set(bearer(s.token))
        .send({ from: today, days: 10 })
        .expect(200)
    ).body as MySubscription;
    expect(paused.pause).toEqual({ from: today, until: addIstDays(today, 9) });
    expect(Date.parse(paused.ends_at!) - Date.parse(before.ends_at!)).toBe(10 * DAY);
    expect(paused.renewal!.status).toBe('paused');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('paused');
    // Booking is refused during the pause (the bookings module asks the subscriptions owner).
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const classDate = addIstDays(today, 6);
    const cls = await t
      .http()
      .post('/api/classes')
      .set(bearer(admin.token))
      .send({
        title: 'Paused Flow',
        date: classDate,
        time: '07:00',
        link: 'https://meet.example.com/p',
      })
      .expect(201);
    const booking = {
      class_id: cls.body.id,
      name: 'Meera Shah',
      email: 'meera@test.local',
      phone: '9811111111',
      preferred_date: classDate,
      preferred_time: '07:00',
    };
    const refused = await t
      .http()
      .post('/api/bookings/class')
      .set(bearer(s.token))
      .send(booking)
      .expect(403);
    expect(refused.body).toMatchObject({
      code: 'membership_paused',
      error: 'subscription_required',
    });

    const during = await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(s.token))
      .send({ from: addIstDays(today, 12), days: 7 })
      .expect(400);
    expect(during.body.code).toBe('pause_during_pause');

    advance(4);
    const resumed = (
      await t.http().post('/api/subscriptions/resume').set(bearer(s.token)).expect(200)
    ).body as MySubscription;
    expect(resumed.pause).toBeNull();
    expect(Date.parse(resumed.ends_at!) - Date.parse(before.ends_at!)).toBe(4 * DAY);
    expect(resumed.renewal!.status).toBe('active');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('active');
    await t.http().post('/api/subscriptions/resume').set(bearer(s.token)).expect(400);
    await t.http().post('/api/bookings/class').set(bearer(s.token)).send(booking).expect(201);

    // 4 days used of 30: a 30-day pause is over the allowance.
    const over = await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(s.token))
      .send({ from: istToday(clock), days: 30 })
      .expect(400);
    expect(over.body).toMatchObject({ code: 'pause_over_allowance', params: { left: 26 } });
  });

  it('a pause moves the next debit by the days paused, at Razorpay and here; resuming early moves it back (issue 38)', async () => {
    const { s, created } = await subscribed('big', 'card');
    advance(16);
    const before = await me(t, s);
    const next = Date.parse(before.renewal!.next_charge_at!);
    const seconds = (ms: number) => Math.floor(ms / 1000);
    const atRazorpay = () => fake.subscriptions.get(created.subscription_id)!.charge_at!;
    const today = istToday(clock);
    const paused = (
      await t
        .http()
        .post('/api/subscriptions/pause')
        .set(bearer(s.token))
        .send({ from: today, days: 7 })
        .expect(200)
    ).body as MySubscription;
    expect(Date.parse(paused.ends_at!) - Date.parse(before.ends_at!)).toBe(7 * DAY);
    expect(Date.parse(paused.renewal!.next_charge_at!)).toBe(next + 7 * DAY);
    expect(atRazorpay()).toBe(seconds(next + 7 * DAY));
    // Resumed after 3 days: 4 days go back, and so does the debit.
    advance(3);
    const resumed = (
      await t.http().post('/api/subscriptions/resume').set(bearer(s.token)).expect(200)
    ).body as MySubscription;
    expect(Date.parse(resumed.renewal!.next_charge_at!)).toBe(next + 3 * DAY);
    expect(atRazorpay()).toBe(seconds(next + 3 * DAY));
    advance(-3 - 16);
  });

  it('a pause from a later date is made at Razorpay on its first day and resumed there after its last (the hourly scan)', async () => {
    const { s, created } = await subscribed();
    advance(16);
    const jobs = t.app.get(JobsService);
    const from = addIstDays(istToday(clock), 2);
    const res = await t
      .http()
      .post('/api/subscriptions/pause')
      .set(bearer(s.token))
      .send({ from, days: 7 })
      .expect(200);
    expect((res.body as MySubscription).pause).toEqual({ from, until: addIstDays(from, 6) });
    // Not yet: the renewal keeps running until the pause begins.
    await jobs.runNow('renewals.scan');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('active');
    expect((await me(t, s)).renewal!.status).toBe('active');
    advance(2);
    await jobs.runNow('renewals.scan');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('paused');
    expect((await me(t, s)).renewal!.status).toBe('paused');
    await jobs.runNow('renewals.scan');
    advance(7); // the day after its last
    await jobs.runNow('renewals.scan');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('active');
    const after = await me(t, s);
    expect(after.renewal!.status).toBe('active');
    expect(after.pause).toBeNull();
  });

  it('deleting the account cancels its live subscription at Razorpay at once', async () => {
    const { s, created } = await subscribed();
    await t
      .http()
      .delete('/api/profile')
      .set(bearer(s.token))
      .send({ password: s.password })
      .expect(200);
    await settleEvents(t);
    expect(fake.subscriptions.get(created.subscription_id)!).toMatchObject({
      status: 'cancelled',
      cancel_at_cycle_end: false,
    });
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const list = (await t.http().get('/api/admin/recurring').set(bearer(admin.token)).expect(200))
      .body as { subscription_id: string; status: string; next_charge_at: string | null }[];
    expect(list.find((r) => r.subscription_id === created.subscription_id)).toMatchObject({
      status: 'cancelled',
      next_charge_at: null,
    });
  });

  it('pause refusals: too short or long, in the past, without a paid plan, a renewal that is not active', async () => {
    const trial = await registerAndLogin(t);
    const today = istToday(clock);
    const send = (s: Session, body: object) =>
      t.http().post('/api/subscriptions/pause').set(bearer(s.token)).send(body);
    expect((await send(trial, { from: today, days: 6 }).expect(400)).body.code).toBe(
      'validation_failed',
    );
    expect((await send(trial, { from: today, days: 31 }).expect(400)).body.code).toBe(
      'validation_failed',
    );
    expect((await send(trial, { from: today, days: 10 }).expect(400)).body.code).toBe(
      'pause_no_paid_plan',
    );
    const { s, created } = await subscribed();
    expect((await send(s, { from: addIstDays(today, -1), days: 10 }).expect(400)).body.code).toBe(
      'pause_from_past',
    );
    advance(90);
    fake.charge(created.subscription_id, 'failure');
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    expect((await send(s, { from: istToday(clock), days: 10 }).expect(400)).body.code).toBe(
      'pause_not_active_renewal',
    );
  });

  it('reminds 3 days before each debit (once per debit) and tells of a failure and of the payment link', async () => {
    const { s, created } = await subscribed();
    const outbox = async () =>
      (
        await t.app
          .get(DataSource)
          .getRepository(OutboxMessage)
          .find({ where: { userId: s.user.id, event: Not('welcome') }, order: { id: 'ASC' } })
      ).map((r) => `${r.event}:${r.channel}`);
    await settleEvents(t);
    const next = Date.parse((await me(t, s)).renewal!.next_charge_at!);
    const jobs = t.app.get(JobsService);
    // 4 days before: nothing; 2 days before: the reminder, once however often the scan runs.
    setClock((clock = new Date(next - 4 * DAY)));
    await jobs.runNow('renewals.scan');
    await settleEvents(t);
    expect((await outbox()).filter((e) => e.startsWith('renewal_upcoming'))).toEqual([]);
    setClock((clock = new Date(next - 2 * DAY)));
    await jobs.runNow('renewals.scan');
    await jobs.runNow('renewals.scan');
    await settleEvents(t);
    expect((await outbox()).filter((e) => e.startsWith('renewal_upcoming'))).toEqual([
      'renewal_upcoming:email',
    ]);
    advance(3);
    fake.charge(created.subscription_id, 'failure');
    await deliver(
      t,
      webhook('subscription.pending', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    fake.subscriptions.get(created.subscription_id)!.status = 'halted';
    await deliver(
      t,
      webhook('subscription.halted', fake.subscriptionPayload(created.subscription_id)),
    ).expect(200);
    await settleEvents(t);
    const events = await outbox();
    expect(events).toContain('renewal_failed:email');
    expect(events).toContain('renewal_halted:email');
  });

  it('the admin lists recurring subscriptions and cancels one', async () => {
    const { s, created } = await subscribed();
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const list = await t.http().get('/api/admin/recurring').set(bearer(admin.token)).expect(200);
    const row = (list.body as { id: number; subscription_id: string; user_id: number }[]).find(
      (r) => r.subscription_id === created.subscription_id,
    )!;
    expect(row).toMatchObject({ user_id: s.user.id, status: 'active', paid_count: 1 });
    await t.http().get('/api/admin/recurring').set(bearer(s.token)).expect(403);
    const res = await t
      .http()
      .post(`/api/admin/recurring/${row.id}/cancel`)
      .set(bearer(admin.token))
      .expect(200);
    expect(res.body.status).toBe('cancelled');
    expect(fake.subscriptions.get(created.subscription_id)!.status).toBe('cancelled');
  });
});

describe('renewal in the sandbox (no keys)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    stubClock(t, new Date());
  });
  afterAll(() => t.close());

  it('walks a year: first payment, renewals, three failures in a row halt it with a link', async () => {
    const s = await registerAndLogin(t);
    const created = await startRecurring(t, s);
    expect(created.gateway).toBe('sandbox');
    const checkout = (
      await t
        .http()
        .post('/api/payments/sandbox/complete')
        .set(bearer(s.token))
        .send({ subscription_id: created.subscription_id, outcome: 'success' })
        .expect(200)
    ).body as Record<string, string>;
    expect(Object.keys(checkout).sort()).toEqual([
      'razorpay_payment_id',
      'razorpay_signature',
      'razorpay_subscription_id',
    ]);
    await t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout).expect(200);
    const charge = (outcome: 'success' | 'failure') =>
      t
        .http()
        .post('/api/payments/sandbox/charge')
        .set(bearer(s.token))
        .send({ subscription_id: created.subscription_id, outcome });
    let state = (await charge('success').expect(200)).body as MySubscription;
    const firstNext = Date.parse(state.renewal!.next_charge_at!);
    state = (await charge('success').expect(200)).body as MySubscription;
    expect(Date.parse(state.renewal!.next_charge_at!)).toBeGreaterThan(firstNext);
    expect(await mine(t, s)).toHaveLength(3);
    state = (await charge('failure').expect(200)).body as MySubscription;
    expect(state.renewal!.status).toBe('pending');
    state = (await charge('failure').expect(200)).body as MySubscription;
    expect(state.renewal!.status).toBe('pending');
    state = (await charge('failure').expect(200)).body as MySubscription;
    expect(state.renewal).toMatchObject({ status: 'halted', next_charge_at: null });
    expect(state.renewal!.payment_link).toMatch(/plink_/);
    expect((await charge('success').expect(409)).body.code).toBe('recurring_not_active');
    // Someone else's subscription is not found.
    const other = await registerAndLogin(t);
    await t
      .http()
      .post('/api/payments/sandbox/charge')
      .set(bearer(other.token))
      .send({ subscription_id: created.subscription_id, outcome: 'success' })
      .expect(404);
  });
});
