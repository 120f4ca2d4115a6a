import {
  MESSAGES,
  PAYMENT_MESSAGES,
  type AdminPaymentsResponse,
  type PaymentRecord,
  type ReferralStats,
} from '@yoga/contracts';
import { BUSINESS_ENV } from './support/server-process.js';
import { buy, order, sandboxPay, stubClock } from './support/payments.js';
import {
  ADMIN,
  bearer,
  createTestApp,
  login,
  registerAndLogin,
  type TestApp,
} from './support/test-app.js';

describe('payments (sandbox gateway)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // A large INR reward shows the Redeemable cap; USD keeps its default (6 dollars).
    t = await createTestApp({ REFERRAL_REWARD_INR: '2000' });
    admin = (await login(t, ADMIN.email, ADMIN.password)).token;
    stubClock(t, new Date());
  });
  afterAll(() => t.close());

  const mine = async (token: string) =>
    (await t.http().get('/api/payments/mine').set(bearer(token)).expect(200))
      .body as PaymentRecord[];
  const credits = async (token: string) =>
    (await t.http().get('/api/subscriptions/me').set(bearer(token)).expect(200)).body.credits;

  it('creates an order at the server price, ignoring any price the client sends', async () => {
    const s = await registerAndLogin(t, { name: 'Kavya Rao', number: '9812345678' });
    const res = await order(t, s.token, {
      plan: 'big',
      currency: 'INR',
      amount: 1,
      price: 1,
      credits_applied: 999999,
    });
    expect(res).toEqual({
      payment_id: expect.any(Number),
      order_id: expect.stringMatching(/^order_\w{14}$/),
      amount: 169900,
      currency: 'INR',
      key_id: 'rzp_test_sandbox',
      gateway: 'sandbox',
      plan: { id: 'big', name: 'Big Saver', months: 3, currency: 'INR' },
      credits_applied: 0,
      discount: 0,
      coupon: null,
      prefill: { name: 'Kavya Rao', email: s.user.email, contact: '+919812345678' },
    });
    const usd = await order(t, s.token, { plan: 'super', currency: 'USD' });
    expect(usd).toMatchObject({
      amount: 5500,
      currency: 'USD',
      plan: { name: 'Super', months: 6 },
    });
    // The newest checkout wins: the first order is superseded (failed, no longer payable).
    expect((await mine(s.token)).map((p) => [p.id, p.status, p.amount])).toEqual([
      [usd.payment_id, 'created', 5500],
      [res.payment_id, 'failed', 169900],
    ]);
  });

  it('answers 400 to an unknown plan or currency', async () => {
    const s = await registerAndLogin(t);
    const post = (body: object) =>
      t.http().post('/api/payments/orders').set(bearer(s.token)).send(body);
    expect((await post({ plan: 'gold', currency: 'INR' }).expect(400)).body.message).toBe(
      PAYMENT_MESSAGES.unknownPlan,
    );
    expect((await post({ plan: 'big', currency: 'EUR' }).expect(400)).body.message).toBe(
      PAYMENT_MESSAGES.unknownCurrency,
    );
    expect((await post({ currency: 'INR' }).expect(400)).body.message).toBe(MESSAGES.fillAllFields);
    await post({ plan: 'big', currency: 'INR', use_credits: 'yes' }).expect(400);
    await post({ plan: 'big', currency: 'INR', user_id: 1 }).expect(400);
  });

  it('verifies a good signature once: a replay (also concurrent) answers the same with one payment and one period', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'bumper', currency: 'USD' });
    const checkout = await sandboxPay(t, s.token, o.order_id);
    expect(checkout).toEqual({
      razorpay_order_id: o.order_id,
      razorpay_payment_id: expect.stringMatching(/^pay_\w{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http().post('/api/payments/verify').set(bearer(s.token)).send(checkout),
      ),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0].body).toMatchObject({
      success: true,
      message: expect.stringMatching(
        /^Payment successful\. Your plan is active until \d{1,2} \w{3} \d{4}\.$/,
      ),
      subscription: { plan: { id: 'bumper', currency: 'USD' } },
    });
    const replay = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(checkout)
      .expect(200);
    expect(replay.body).toEqual(answers[0].body);
    const payments = await mine(s.token);
    expect(payments).toEqual([
      expect.objectContaining({
        id: o.payment_id,
        status: 'paid',
        amount: 8500,
        currency: 'USD',
        gateway: 'sandbox',
        order_id: o.order_id,
        gateway_payment_id: checkout.razorpay_payment_id,
        paid_at: expect.any(String),
      }),
    ]);
  });

  it('refuses a bad signature (400) and changes nothing', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'big', currency: 'INR' });
    const checkout = await sandboxPay(t, s.token, o.order_id);
    const bad = [
      {
        ...checkout,
        razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) =>
          c === 'a' ? 'b' : 'a',
        ),
      },
      { ...checkout, razorpay_signature: 'not-hex' },
      { ...checkout, razorpay_payment_id: 'pay_Tampered000000' },
    ];
    for (const body of bad) {
      const res = await t
        .http()
        .post('/api/payments/verify')
        .set(bearer(s.token))
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({
        success: false,
        message: PAYMENT_MESSAGES.invalidSignature,
      });
    }
    expect((await mine(s.token))[0].status).toBe('created');
    const sub = await t.http().get('/api/subscriptions/me').set(bearer(s.token)).expect(200);
    expect(sub.body).toMatchObject({ status: 'trial', plan: null, subscription_no: null });
  });

  it("keeps checkouts never completed out of the student's list after a day; the admin's list keeps them (issue 38)", async () => {
    const s = await registerAndLogin(t, { name: 'Meera Abandon' });
    const abandoned = await order(t, s.token, { plan: 'big', currency: 'INR' });
    // Two checkouts left unpaid, each superseded by the next (failed), then one paid.
    const unpaid = await order(t, s.token, { plan: 'super', currency: 'INR' });
    const paid = await buy(t, s.token, 'big', 'INR');
    const statuses = async () =>
      Object.fromEntries((await mine(s.token)).map((p) => [p.id, p.status]));
    expect(await statuses()).toEqual({
      [abandoned.payment_id]: 'failed',
      [unpaid.payment_id]: 'failed',
      [paid.order.payment_id]: 'paid',
    });
    const setNow = stubClock(t, new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect(await statuses()).toEqual({ [paid.order.payment_id]: 'paid' });
      const list = await t
        .http()
        .get('/api/payments?q=Meera%20Abandon')
        .set(bearer(admin))
        .expect(200);
      expect(
        (list.body as AdminPaymentsResponse).items.map((p) => p.id).sort((a, b) => a - b),
      ).toEqual([abandoned.payment_id, unpaid.payment_id, paid.order.payment_id]);
    } finally {
      setNow(new Date());
    }
  });

  it("answers 404 to another student's order", async () => {
    const owner = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const o = await order(t, owner.token, { plan: 'big', currency: 'INR' });
    const checkout = await sandboxPay(t, owner.token, o.order_id);
    const res = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(other.token))
      .send(checkout)
      .expect(404);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.orderNotFound);
    await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(other.token))
      .send({ order_id: o.order_id, outcome: 'failure' })
      .expect(404);
    expect((await mine(owner.token))[0].status).toBe('created');
  });

  it('marks a sandbox failure as failed (no credits used: none "returned")', async () => {
    const s = await registerAndLogin(t);
    const o = await order(t, s.token, { plan: 'super', currency: 'INR' });
    const res = await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(s.token))
      .send({ order_id: o.order_id, outcome: 'failure' })
      .expect(200);
    expect(res.body).toEqual({
      success: false,
      status: 'failed',
      message: PAYMENT_MESSAGES.paymentFailedNoCredits,
    });
    expect((await mine(s.token))[0]).toMatchObject({ status: 'failed', paid_at: null });
    // In the request's language (the catalogue's payment.failed_no_credits).
    const again = await order(t, s.token, { plan: 'super', currency: 'INR' });
    const hindi = await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(s.token))
      .set('Accept-Language', 'hi-IN')
      .send({ order_id: again.order_id, outcome: 'failure' })
      .expect(200);
    expect(hindi.body.message).toBe('भुगतान नहीं हो सका। कोई पैसा नहीं कटा।');
  });

  it('rewards the referrer once, caps credits at Redeemable, returns them on failure and spends them on success', async () => {
    const referrer = await registerAndLogin(t);
    const friend = await registerAndLogin(t, {
      name: 'Friend One',
      referred_by: referrer.referral_code,
    });
    await registerAndLogin(t, { name: 'Friend Two', referred_by: referrer.referral_code });
    const stats = async () =>
      (
        await t
          .http()
          .get(`/api/referrals/stats/${referrer.user.id}`)
          .set(bearer(referrer.token))
          .expect(200)
      ).body as ReferralStats;
    expect(await stats()).toMatchObject({
      referral_count: 2,
      credits: { INR: 0, USD: 0 },
      referrals: [
        { name: 'Friend Two', status: 'pending', reward: null },
        { name: 'Friend One', status: 'pending', reward: null },
      ],
    });
    await buy(t, friend.token, 'big', 'INR');
    await buy(t, friend.token, 'big', 'USD');
    expect(await stats()).toMatchObject({
      referral_code: referrer.referral_code,
      referral_count: 2,
      credits: { INR: 200000, USD: 0 },
      referrals: [
        { name: 'Friend Two', status: 'pending', reward: null },
        {
          name: 'Friend One',
          status: 'earned',
          reward: { currency: 'INR', amount: 200000 },
          joined_at: expect.any(String),
        },
      ],
    });

    const capped = await order(t, referrer.token, {
      plan: 'big',
      currency: 'INR',
      use_credits: true,
    });
    expect(capped).toMatchObject({ credits_applied: 127500, amount: 42400 });
    expect(await credits(referrer.token)).toEqual({ INR: 72500, USD: 0 });
    const failed = await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(referrer.token))
      .send({ order_id: capped.order_id, outcome: 'failure' })
      .expect(200);
    expect(failed.body.message).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(await credits(referrer.token)).toEqual({ INR: 200000, USD: 0 });

    // Abandoning a checkout for a new one gives its held credits back first.
    await order(t, referrer.token, { plan: 'super', currency: 'INR', use_credits: true });
    expect(await credits(referrer.token)).toEqual({ INR: 12500, USD: 0 });
    const paid = await buy(t, referrer.token, 'big', 'INR', true);
    expect(paid.order).toMatchObject({ credits_applied: 127500, amount: 42400 });
    expect(await credits(referrer.token)).toEqual({ INR: 72500, USD: 0 });
    const usd = await order(t, referrer.token, { plan: 'big', currency: 'USD', use_credits: true });
    expect(usd).toMatchObject({ credits_applied: 0, amount: 3500 });
  });

  it('lists every payment for the admin with filters and this month’s revenue; stats count paid payments', async () => {
    const list = async (query = '') =>
      (await t.http().get(`/api/payments${query}`).set(bearer(admin)).expect(200))
        .body as AdminPaymentsResponse;
    const before = await list();
    const statsBefore = (await t.http().get('/api/admin/stats').set(bearer(admin)).expect(200))
      .body;
    const s = await registerAndLogin(t, { name: 'Zoya Admin-Search' });
    const paid = await buy(t, s.token, 'super', 'INR');
    await order(t, s.token, { plan: 'big', currency: 'USD' });
    const after = await list();
    expect(after.total).toBe(before.total + 2);
    expect(after.revenue_this_month).toEqual({
      INR: before.revenue_this_month.INR + 249900,
      USD: before.revenue_this_month.USD,
    });
    const statsAfter = (await t.http().get('/api/admin/stats').set(bearer(admin)).expect(200)).body;
    expect(statsAfter.sessions).toBe(statsBefore.sessions + 1);
    const found = await list('?q=zoya%20admin');
    expect(found.total).toBe(2);
    expect(found.items[0]).toMatchObject({
      user: { id: s.user.id, name: 'Zoya Admin-Search', email: s.user.email },
      status: 'created',
      currency: 'USD',
    });
    expect(found.items[1]).toMatchObject({
      id: paid.order.payment_id,
      status: 'paid',
      subscription_no: paid.verify.subscription.subscription_no,
    });
    expect(
      (await list(`?q=${encodeURIComponent(s.user.email.toUpperCase())}&status=paid`)).total,
    ).toBe(1);
    expect((await list('?q=zoya&plan=big&currency=USD')).total).toBe(1);
    expect((await list('?q=zoya&plan=bumper')).total).toBe(0);
    expect(await list('?q=no-student-is-called-this')).toMatchObject({ total: 0, items: [] });
    expect((await list('?q=zoya&from=2000-01-01&to=2000-12-31')).total).toBe(0);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(`?q=zoya&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list('?limit=1&page=2')).items).toHaveLength(1);
    await t.http().get('/api/payments?status=lost').set(bearer(admin)).expect(400);
    await t.http().get('/api/payments?from=2026-02-30').set(bearer(admin)).expect(400);
    await t.http().get('/api/payments').set(bearer(s.token)).expect(403);
  });
});

describe('payments in production without Razorpay keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true', ...BUSINESS_ENV });
  });
  afterAll(() => t.close());

  it('refuses to sell (503) and hides the sandbox (404)', async () => {
    const s = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/payments/orders')
      .set(bearer(s.token))
      .send({ plan: 'big', currency: 'INR' })
      .expect(503);
    expect(res.body).toMatchObject({
      success: false,
      message: PAYMENT_MESSAGES.paymentsUnavailable,
    });
    await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(s.token))
      .send({ order_id: 'order_Abcdefghijklmn', outcome: 'success' })
      .expect(404);
  });
});
