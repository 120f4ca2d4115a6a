import { createHmac, randomUUID } from 'node:crypto';
import type {
  CreateOrderResponse,
  PlanId,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../src/common/lifecycle/clock.js';
import { bearer, type TestApp } from './test-app.js';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** Stubs the app's clock (no sleeping); returns a setter for later instants. */
export function stubClock(t: TestApp, start: Date) {
  const clock = t.app.get<Clock>(CLOCK);
  let current = start;
  clock.now = () => current;
  return (next: Date) => {
    current = next;
  };
}

export async function order(
  t: TestApp,
  token: string,
  body: { plan: PlanId; currency: 'INR' | 'USD'; use_credits?: boolean } & Record<string, unknown>,
): Promise<CreateOrderResponse> {
  const res = await t.http().post('/api/payments/orders').set(bearer(token)).send(body).expect(201);
  return res.body as CreateOrderResponse;
}

export async function sandboxPay(
  t: TestApp,
  token: string,
  orderId: string,
): Promise<VerifyPaymentRequest> {
  const res = await t
    .http()
    .post('/api/payments/sandbox/complete')
    .set(bearer(token))
    .send({ order_id: orderId, outcome: 'success' })
    .expect(200);
  return res.body as VerifyPaymentRequest;
}

/** Order, sandbox checkout and verify: the student's whole purchase. */
export async function buy(
  t: TestApp,
  token: string,
  plan: PlanId = 'big',
  currency: 'INR' | 'USD' = 'INR',
  useCredits = false,
): Promise<{
  order: CreateOrderResponse;
  verify: VerifyPaymentResponse;
  checkout: VerifyPaymentRequest;
}> {
  const o = await order(t, token, { plan, currency, use_credits: useCredits });
  const checkout = await sandboxPay(t, token, o.order_id);
  const res = await t
    .http()
    .post('/api/payments/verify')
    .set(bearer(token))
    .send(checkout)
    .expect(200);
  return { order: o, verify: res.body as VerifyPaymentResponse, checkout };
}

/** A Razorpay webhook delivery: the body, its signature and a fresh event id. */
export function webhook(
  event: string,
  payload: Record<string, unknown>,
  secret = WEBHOOK_SECRET,
  eventId = randomUUID(),
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    body,
    eventId,
    signature: createHmac('sha256', secret).update(body).digest('hex'),
  };
}

export function deliver(t: TestApp, hook: ReturnType<typeof webhook>, signature = hook.signature) {
  return t
    .http()
    .post('/api/payments/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', signature)
    .set('X-Razorpay-Event-Id', hook.eventId)
    .send(hook.body);
}

/** Razorpay's payment entity as webhooks carry it. */
export function paymentEntity(
  orderId: string,
  paymentId: string,
  amount: number,
  currency: string,
  status: 'captured' | 'failed' = 'captured',
) {
  return {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        amount,
        currency,
        status,
        order_id: orderId,
        method: 'upi',
        captured: status === 'captured',
        amount_refunded: 0,
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        notes: {},
        created_at: Math.floor(Date.now() / 1000),
      },
    },
  };
}
