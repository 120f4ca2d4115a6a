import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson, send } from './fake-http.js';

/** Razorpay's order, payment and refund entities: the fields this app and its tests read. */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** Razorpay's plan, subscription and payment link entities (Subscriptions API, issue 26). */
export interface FakePlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: string;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status:
    | 'created'
    | 'authenticated'
    | 'active'
    | 'pending'
    | 'halted'
    | 'cancelled'
    | 'completed'
    | 'paused';
  total_count: number;
  paid_count: number;
  remaining_count: number;
  customer_notify: boolean;
  notes: Record<string, string>;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  /** Set by a cancel with cancel_at_cycle_end = 1. */
  cancel_at_cycle_end: boolean;
  short_url: string;
  created_at: number;
}

export interface FakePaymentLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  currency: string;
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  short_url: string;
  status: 'created' | 'paid';
}

const CYCLE_SECONDS = 30 * 24 * 3600;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const id = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

const error = (description: string, code = 'BAD_REQUEST_ERROR') => ({
  error: {
    code,
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  },
});

/**
 * A local stand-in for api.razorpay.com speaking its v1 protocol: orders (HTTP basic auth with the
 * key pair), payments, refunds; plus what Checkout and the webhook sender would do.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly plans = new Map<string, FakePlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly paymentLinks = new Map<string, FakePaymentLink>();
  readonly requests: { method: string; path: string; authorized: boolean }[] = [];
  private server: Server | undefined;
  url = '';

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.route(req, res).catch((e: unknown) => send(res, 500, error(String(e), 'SERVER_ERROR')));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private authorized(req: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    return req.headers.authorization === expected;
  }

  private async route(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '').split('?')[0];
    const authorized = this.authorized(req);
    this.requests.push({ method: req.method ?? '', path, authorized });
    if (!authorized) return send(res, 401, error('Authentication failed'));
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/orders') {
      const body = await readJson(req);
      if (!body) return send(res, 400, error('Invalid JSON'));
      const amount = body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return send(res, 400, error('The amount must be atleast INR 1.00'));
      if (body.currency !== 'INR' && body.currency !== 'USD')
        return send(res, 400, error('The currency is invalid'));
      const order: FakeOrder = {
        id: id('order'),
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        amount_due: amount as number,
        currency: body.currency,
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([\w]+)$/))) {
      const order = this.orders.get(m[1]);
      return order
        ? send(res, 200, order)
        : send(res, 400, error('The id provided does not exist'));
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/orders\/([\w]+)\/payments$/))) {
      const items = [...this.payments.values()].filter((p) => p.order_id === m![1]);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([\w]+)$/))) {
      const payment = this.payments.get(m[1]);
      return payment
        ? send(res, 200, payment)
        : send(res, 400, error('The id provided does not exist'));
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([\w]+)\/refund$/))) {
      const payment = this.payments.get(m[1]);
      if (!payment || payment.status !== 'captured')
        return send(res, 400, error('The payment has not been captured'));
      const body = (await readJson(req)) ?? {};
      const amount =
        body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
      if (
        !Number.isInteger(amount) ||
        (amount as number) <= 0 ||
        (amount as number) > payment.amount - payment.amount_refunded
      )
        return send(res, 400, error('The refund amount provided is greater than amount captured'));
      payment.amount_refunded += amount as number;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      return send(res, 200, {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: body.notes ?? {},
        receipt: null,
        status: 'processed',
        speed_requested: 'normal',
        speed_processed: 'normal',
        created_at: now(),
      });
    }
    if (req.method === 'POST' && path === '/v1/plans') {
      const body = (await readJson(req)) ?? {};
      const item = body.item as
        { name?: unknown; amount?: unknown; currency?: unknown } | undefined;
      if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)))
        return send(res, 400, error('period is invalid'));
      if (!Number.isInteger(body.interval) || (body.interval as number) < 1)
        return send(res, 400, error('interval must be at least 1'));
      if (!item || !Number.isInteger(item.amount) || (item.amount as number) < 100)
        return send(res, 400, error('The amount must be atleast INR 1.00'));
      if (typeof item.name !== 'string' || !item.name)
        return send(res, 400, error('name is required'));
      const plan: FakePlan = {
        id: id('plan'),
        entity: 'plan',
        interval: body.interval as number,
        period: String(body.period),
        item: { name: item.name, amount: item.amount as number, currency: String(item.currency) },
        notes: (body.notes as Record<string, string>) ?? {},
        created_at: now(),
      };
      this.plans.set(plan.id, plan);
      return send(res, 200, plan);
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      const body = (await readJson(req)) ?? {};
      if (!this.plans.has(String(body.plan_id)))
        return send(res, 400, error('The id provided does not exist'));
      if (!Number.isInteger(body.total_count) || (body.total_count as number) < 1)
        return send(res, 400, error('total_count is required'));
      const sub: FakeSubscription = {
        id: id('sub'),
        entity: 'subscription',
        plan_id: String(body.plan_id),
        status: 'created',
        total_count: body.total_count as number,
        paid_count: 0,
        remaining_count: body.total_count as number,
        customer_notify: body.customer_notify === 1 || body.customer_notify === true,
        notes: (body.notes as Record<string, string>) ?? {},
        current_start: null,
        current_end: null,
        charge_at: null,
        cancel_at_cycle_end: false,
        short_url: 'https://rzp.io/i/fake',
        created_at: now(),
      };
      this.subscriptions.set(sub.id, sub);
      return send(res, 200, sub);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/(\w+)(?:\/(cancel|pause|resume))?$/))) {
      const sub = this.subscriptions.get(m[1]);
      if (!sub) return send(res, 400, error('The id provided does not exist'));
      if (req.method === 'GET' && !m[2]) return send(res, 200, sub);
      if (req.method !== 'POST' || !m[2]) return send(res, 404, error('Not found'));
      const body = (await readJson(req)) ?? {};
      if (m[2] === 'cancel') {
        if (['cancelled', 'completed'].includes(sub.status))
          return send(res, 400, error('Subscription is not cancellable in cancelled status.'));
        if (body.cancel_at_cycle_end === 1) sub.cancel_at_cycle_end = true;
        else sub.status = 'cancelled';
        return send(res, 200, sub);
      }
      if (m[2] === 'pause') {
        if (sub.status !== 'active')
          return send(
            res,
            400,
            error(`Pause is not allowed for subscription in ${sub.status} status`),
          );
        if (body.pause_at !== 'now') return send(res, 400, error('pause_at is invalid'));
        sub.status = 'paused';
        return send(res, 200, sub);
      }
      if (sub.status !== 'paused')
        return send(
          res,
          400,
          error(`Resume is not allowed for subscription in ${sub.status} status`),
        );
      if (body.resume_at !== 'now') return send(res, 400, error('resume_at is invalid'));
      sub.status = 'active';
      return send(res, 200, sub);
    }
    if (req.method === 'POST' && path === '/v1/payment_links') {
      const body = (await readJson(req)) ?? {};
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
        return send(res, 400, error('The amount must be atleast INR 1.00'));
      const link: FakePaymentLink = {
        id: id('plink'),
        entity: 'payment_link',
        amount: body.amount as number,
        currency: String(body.currency),
        description: String(body.description ?? ''),
        customer: (body.customer as Record<string, string>) ?? {},
        notes: (body.notes as Record<string, string>) ?? {},
        short_url: `https://rzp.io/i/${id('l').slice(2)}`,
        status: 'created',
      };
      this.paymentLinks.set(link.id, link);
      return send(res, 200, link);
    }
    return send(res, 404, error('The requested URL was not found on the server.'));
  }

  private capture(sub: FakeSubscription, method: string): FakePayment {
    const plan = this.plans.get(sub.plan_id)!;
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: plan.item.amount,
      currency: plan.item.currency,
      status: 'captured',
      order_id: id('order'),
      method,
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      email: 'student@example.com',
      contact: '+919876543210',
      notes: sub.notes,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    sub.paid_count += 1;
    sub.remaining_count -= 1;
    const start = sub.current_end ?? now();
    sub.current_start = start;
    sub.current_end = start + CYCLE_SECONDS * plan.interval;
    sub.charge_at = sub.current_end;
    sub.status = 'active';
    return payment;
  }

  /**
   * What Checkout does when the student authorises a subscription: the first (authentication) payment,
   * captured, and the signed success payload (HMAC of `payment_id|subscription_id`).
   */
  authorise(subscriptionId: string, method = 'upi') {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    const payment = this.capture(sub, method);
    return {
      payment,
      checkout: {
        razorpay_subscription_id: sub.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', this.keySecret)
          .update(`${payment.id}|${sub.id}`)
          .digest('hex'),
      },
    };
  }

  /** A renewal debit at the cycle's end: success captures a payment; failure makes it pending. */
  charge(subscriptionId: string, outcome: 'success' | 'failure' = 'success'): FakePayment | null {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    if (outcome === 'success') return this.capture(sub, 'upi');
    sub.status = 'pending';
    return null;
  }

  /** The payload of a `subscription.*` webhook: a copy of the subscription now, and the payment if any. */
  subscriptionPayload(subscriptionId: string, payment?: FakePayment | null) {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`unknown subscription ${subscriptionId}`);
    return {
      subscription: { entity: { ...sub } },
      ...(payment ? { payment: { entity: { ...payment } } } : {}),
    };
  }

  /**
   * The student pays a payment link (its hosted page): a captured payment of its own order, the link
   * `paid`, and the payload of the `payment_link.paid` webhook (the link, the payment, the order).
   */
  payLink(linkId: string, method = 'upi') {
    const link = this.paymentLinks.get(linkId);
    if (!link) throw new Error(`unknown payment link ${linkId}`);
    const orderId = id('order');
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: 'captured',
      order_id: orderId,
      method,
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      email: 'student@example.com',
      contact: '+919876543210',
      notes: link.notes,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    link.status = 'paid';
    return {
      payment,
      payload: {
        payment_link: { entity: { ...link, amount_paid: link.amount } },
        payment: { entity: { ...payment } },
        order: {
          entity: { id: orderId, entity: 'order', amount: link.amount, status: 'paid' },
        },
      },
    };
  }

  /** What Checkout does when the student pays: a captured payment and its signed success payload. */
  pay(orderId: string, method = 'upi') {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`unknown order ${orderId}`);
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'captured',
      order_id: order.id,
      method,
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      email: 'student@example.com',
      contact: '+919876543210',
      notes: order.notes,
      error_code: null,
      error_description: null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    Object.assign(order, {
      status: 'paid',
      amount_paid: order.amount,
      amount_due: 0,
      attempts: order.attempts + 1,
    });
    return {
      payment,
      checkout: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: createHmac('sha256', this.keySecret)
          .update(`${order.id}|${payment.id}`)
          .digest('hex'),
      },
    };
  }
}
