import { PAYMENT_MESSAGES, type CreateOrderResponse } from '@yoga/contracts';
import { GatewayError } from '../src/modules/payments/gateways/payment-gateway.js';
import { RazorpayGateway } from '../src/modules/payments/gateways/razorpay.gateway.js';
import { FakeRazorpay } from '@yoga/testing/fake-razorpay';
import { stubClock } from './support/payments.js';
import { bearer, createTestApp, registerAndLogin, type TestApp } from './support/test-app.js';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-0123456789';

describe('Razorpay adapter against a local fake Razorpay', () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, 'unused').start();
  });
  afterAll(() => fake.stop());

  it('creates an order in an added currency (GBP, issue 37) and refuses one Razorpay does not take here', async () => {
    const gateway = new RazorpayGateway(KEY_ID, KEY_SECRET, fake.url);
    const order = await gateway.createOrder({
      amount: 4500,
      currency: 'GBP',
      receipt: '43',
      notes: { user_id: '7', plan: 'super' },
    });
    expect(order).toMatchObject({ amount: 4500, currency: 'GBP', status: 'created' });
    expect(fake.orders.get(order.id)?.currency).toBe('GBP');
    await expect(
      gateway.createOrder({
        amount: 4500,
        currency: 'EUR' as 'GBP',
        receipt: '44',
        notes: {},
      }),
    ).rejects.toBeInstanceOf(GatewayError);
  });

  it('creates and fetches orders with basic auth, lists payments and refunds', async () => {
    const gateway = new RazorpayGateway(KEY_ID, KEY_SECRET, fake.url);
    const order = await gateway.createOrder({
      amount: 169900,
      currency: 'INR',
      receipt: '42',
      notes: { user_id: '7', plan: 'big' },
    });
    expect(order).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: 169900,
      currency: 'INR',
      receipt: '42',
      status: 'created',
    });
    expect(fake.orders.get(order.id)?.notes).toEqual({ user_id: '7', plan: 'big' });
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/orders', authorized: true });
    const { payment, checkout } = fake.pay(order.id);
    expect(gateway.checkoutSignatureValid(order.id, payment.id, checkout.razorpay_signature)).toBe(
      true,
    );
    expect(gateway.checkoutSignatureValid(order.id, payment.id, '00'.repeat(32))).toBe(false);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 169900,
    });
    expect(await gateway.fetchPayment(payment.id)).toMatchObject({
      status: 'captured',
      order_id: order.id,
    });
    expect((await gateway.orderPayments(order.id)).map((p) => p.id)).toEqual([payment.id]);
    const refund = await gateway.refund(payment.id, { amount: 50000, notes: { reason: 'test' } });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^rfnd_/),
      payment_id: payment.id,
      amount: 50000,
      status: 'processed',
    });
    await expect(gateway.refund(payment.id, { amount: 500000 })).rejects.toBeInstanceOf(
      GatewayError,
    );
  });

  it('reports refused credentials and an unreachable server as gateway errors', async () => {
    const wrong = new RazorpayGateway(KEY_ID, 'wrong-secret', fake.url);
    await expect(
      wrong.createOrder({ amount: 100, currency: 'INR', receipt: '1', notes: {} }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(fake.requests.at(-1)?.authorized).toBe(false);
    const down = new RazorpayGateway(KEY_ID, KEY_SECRET, 'http://127.0.0.1:9');
    await expect(down.fetchOrder('order_X')).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('checkout with Razorpay keys set', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  beforeAll(async () => {
    fake = await new FakeRazorpay(KEY_ID, KEY_SECRET, 'unused').start();
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: fake.url,
    });
    stubClock(t, new Date());
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('creates the order through the Orders API (receipt = payment id, notes) and verifies Checkout’s signature', async () => {
    const s = await registerAndLogin(t);
    const res = await t
      .http()
      .post('/api/payments/orders')
      .set(bearer(s.token))
      .send({ plan: 'super', currency: 'INR', amount: 100 })
      .expect(201);
    const created = res.body as CreateOrderResponse;
    expect(created).toMatchObject({
      gateway: 'razorpay',
      key_id: KEY_ID,
      amount: 249900,
      currency: 'INR',
    });
    expect(fake.orders.get(created.order_id)).toMatchObject({
      amount: 249900,
      currency: 'INR',
      receipt: String(created.payment_id),
      notes: { user_id: String(s.user.id), plan: 'super' },
    });
    await t
      .http()
      .post('/api/payments/sandbox/complete')
      .set(bearer(s.token))
      .send({ order_id: created.order_id, outcome: 'success' })
      .expect(404);
    const { checkout } = fake.pay(created.order_id);
    const forged = new RazorpayGateway(KEY_ID, 'someone-else', fake.url);
    expect(
      forged.checkoutSignatureValid(
        checkout.razorpay_order_id,
        checkout.razorpay_payment_id,
        checkout.razorpay_signature,
      ),
    ).toBe(false);
    await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send({
        ...checkout,
        razorpay_signature: checkout.razorpay_signature.split('').reverse().join(''),
      })
      .expect(400);
    const ok = await t
      .http()
      .post('/api/payments/verify')
      .set(bearer(s.token))
      .send(checkout)
      .expect(200);
    expect(ok.body.subscription.plan).toMatchObject({ id: 'super', months: 6 });
  });

  it('answers 502 when Razorpay refuses the order, and the payment is marked failed', async () => {
    const s = await registerAndLogin(t);
    await fake.stop();
    const res = await t
      .http()
      .post('/api/payments/orders')
      .set(bearer(s.token))
      .send({ plan: 'big', currency: 'USD' })
      .expect(502);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.gatewayError);
    const mine = await t.http().get('/api/payments/mine').set(bearer(s.token)).expect(200);
    expect(mine.body).toEqual([expect.objectContaining({ status: 'failed', order_id: '' })]);
    await fake.start();
  });

  it('allows Razorpay Checkout’s origins in the CSP only when keys are set', async () => {
    const csp = (await t.http().get('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/,
    );
    expect(csp).toMatch(/connect-src [^;]*https:\/\/lumberjack\.razorpay\.com/);
    const plain = await createTestApp({}, { freshDatabase: false });
    try {
      const other = (await plain.http().get('/api/health')).headers[
        'content-security-policy'
      ] as string;
      expect(other).not.toContain('razorpay');
    } finally {
      await plain.close();
    }
  });
});
