import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer, readJson, send } from './fake-http.js';
import type {
  FakeInvoice,
  FakeOrder,
  FakePayment,
  FakePaymentLink,
  FakePlan,
  FakeRefund,
  FakeSubscription,
  FakeSubscriptionState,
} from './fake-razorpay/entities.js';

export type {
  FakeInvoice,
  FakeOrder,
  FakePayment,
  FakePaymentLink,
  FakePlan,
  FakeRefund,
  FakeSubscription,
} from './fake-razorpay/entities.js';

/** The currencies the fake's orders accept: the site's (INR, USD and the ones the owner may add). */
const ORDER_CURRENCIES = new Set(['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD']);

/** One API call: the request, its answer, its path and method. */
interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  method: string;
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
  private readonly subscriptionState = new Map<string, FakeSubscriptionState>();
  readonly paymentLinks = new Map<string, FakePaymentLink>();
  readonly refunds = new Map<string, FakeRefund>();
  /** While true, cancelling a subscription fails (500): the gateway's outage, for tests. */
  failCancels = false;
  readonly invoices = new Map<string, FakeInvoice>();
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
    const call = { req, res, path, method: req.method ?? '' };
    if (this.listRoutes(call)) return;
    if (await this.orderRoutes(call)) return;
    if (await this.paymentRoutes(call)) return;
    if (await this.subscriptionRoutes(call)) return;
    if (await this.paymentLinkRoutes(call)) return;
    return send(res, 404, error('The requested URL was not found on the server.'));
  }

  /**
   * The list APIs (payments, orders, subscriptions, refunds): `from`/`to` (Unix seconds, inclusive),
   * `count` (at most 100), `skip`; newest first.
   */
  private listRoutes({ req, res, path, method }: Call): boolean {
    if (method !== 'GET') return false;
    const items = (
      {
        '/v1/payments': this.payments,
        '/v1/orders': this.orders,
        '/v1/subscriptions': this.subscriptions,
        '/v1/refunds': this.refunds,
      } as Record<string, Map<string, { created_at: number }>>
    )[path];
    if (!items) return false;
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    const from = Number(query.get('from') ?? 0);
    const to = Number(query.get('to') ?? Number.MAX_SAFE_INTEGER);
    const count = Math.min(100, Number(query.get('count') ?? 10));
    const skip = Number(query.get('skip') ?? 0);
    if (![from, to, count, skip].every(Number.isFinite) || count < 1 || skip < 0)
      return answer(res, 400, error('The query is invalid'));
    const all = [...items.values()]
      .filter((x) => x.created_at >= from && x.created_at <= to)
      .sort((a, b) => b.created_at - a.created_at);
    const page = all.slice(skip, skip + count);
    return answer(res, 200, { entity: 'collection', count: page.length, items: page });
  }

  /** Orders: create, get, an order's payments. */
  private async orderRoutes({ req, res, path, method }: Call): Promise<boolean> {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/orders') {
      const body = await readJson(req);
      if (!body) return answer(res, 400, error('Invalid JSON'));
      const amount = body.amount;
      if (!Number.isInteger(amount) || (amount as number) < 100)
        return answer(res, 400, error('The amount must be atleast INR 1.00'));
      // Razorpay takes international currencies (with international payments on): the ones sold here.
      if (typeof body.currency !== 'string' || !ORDER_CURRENCIES.has(body.currency))
        return answer(res, 400, error('The currency is invalid'));
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
      return answer(res, 200, order);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([\w]+)$/))) {
      const order = this.orders.get(m[1]);
      return order
        ? answer(res, 200, order)
        : answer(res, 400, error('The id provided does not exist'));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/orders\/([\w]+)\/payments$/))) {
      const items = [...this.payments.values()].filter((p) => p.order_id === m![1]);
      return answer(res, 200, { entity: 'collection', count: items.length, items });
    }
    return false;
  }

  /** Payments and invoices: get, refund a captured payment. */
  private async paymentRoutes({ req, res, path, method }: Call): Promise<boolean> {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = path.match(/^\/v1\/invoices\/(\w+)$/))) {
      const invoice = this.invoices.get(m[1]);
      return invoice
        ? answer(res, 200, invoice)
        : answer(res, 400, error('The id provided does not exist'));
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/payments\/([\w]+)$/))) {
      const payment = this.payments.get(m[1]);
      return payment
        ? answer(res, 200, payment)
        : answer(res, 400, error('The id provided does not exist'));
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payments\/([\w]+)\/refund$/))) {
      const payment = this.payments.get(m[1]);
      if (!payment || payment.status !== 'captured')
        return answer(res, 400, error('The payment has not been captured'));
      const body = (await readJson(req)) ?? {};
      const amount =
        body.amount === undefined ? payment.amount - payment.amount_refunded : body.amount;
      if (
        !Number.isInteger(amount) ||
        (amount as number) <= 0 ||
        (amount as number) > payment.amount - payment.amount_refunded
      )
        return answer(
          res,
          400,
          error('The refund amount provided is greater than amount captured'),
        );
      return answer(res, 200, this.refund(payment, amount as number, (body.notes as never) ?? {}));
    }
    return false;
  }

  /** Plans and subscriptions: create; a subscription's get, update, cancel, pause and resume. */
  private async subscriptionRoutes({ req, res, path, method }: Call): Promise<boolean> {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/plans')
      return this.createPlan(res, (await readJson(req)) ?? {});
    if (method === 'POST' && path === '/v1/subscriptions')
      return this.createSubscription(res, (await readJson(req)) ?? {});
    if (!(m = path.match(/^\/v1\/subscriptions\/(\w+)(?:\/(cancel|pause|resume))?$/))) return false;
    const sub = this.subscriptions.get(m[1]);
    if (!sub) return answer(res, 400, error('The id provided does not exist'));
    if (method === 'GET' && !m[2]) return answer(res, 200, sub);
    if (method === 'PATCH' && !m[2]) {
      this.update(res, sub, (await readJson(req)) ?? {});
      return true;
    }
    if (method !== 'POST' || !m[2]) return answer(res, 404, error('Not found'));
    const body = (await readJson(req)) ?? {};
    if (m[2] === 'cancel') {
      if (this.failCancels) return answer(res, 500, error('Service unavailable', 'SERVER_ERROR'));
      if (['cancelled', 'completed'].includes(sub.status))
        return answer(res, 400, error('Subscription is not cancellable in cancelled status.'));
      if (body.cancel_at_cycle_end === 1) sub.cancel_at_cycle_end = true;
      else sub.status = 'cancelled';
      return answer(res, 200, sub);
    }
    if (m[2] === 'pause') {
      if (sub.status !== 'active')
        return answer(
          res,
          400,
          error(`Pause is not allowed for subscription in ${sub.status} status`),
        );
      if (body.pause_at !== 'now') return answer(res, 400, error('pause_at is invalid'));
      sub.status = 'paused';
      return answer(res, 200, sub);
    }
    if (sub.status !== 'paused')
      return answer(
        res,
        400,
        error(`Resume is not allowed for subscription in ${sub.status} status`),
      );
    if (body.resume_at !== 'now') return answer(res, 400, error('resume_at is invalid'));
    sub.status = 'active';
    return answer(res, 200, sub);
  }

  /** POST /v1/plans: a period, an interval and an item (name, amount of at least 100, currency). */
  private createPlan(res: ServerResponse, body: Record<string, unknown>): true {
    const item = body.item as { name?: unknown; amount?: unknown; currency?: unknown } | undefined;
    if (!['daily', 'weekly', 'monthly', 'yearly'].includes(String(body.period)))
      return answer(res, 400, error('period is invalid'));
    if (!Number.isInteger(body.interval) || (body.interval as number) < 1)
      return answer(res, 400, error('interval must be at least 1'));
    if (!item || !Number.isInteger(item.amount) || (item.amount as number) < 100)
      return answer(res, 400, error('The amount must be atleast INR 1.00'));
    if (typeof item.name !== 'string' || !item.name)
      return answer(res, 400, error('name is required'));
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
    return answer(res, 200, plan);
  }

  /** POST /v1/subscriptions: a known plan and a total count; `created` until Checkout authorises it. */
  private createSubscription(res: ServerResponse, body: Record<string, unknown>): true {
    if (!this.plans.has(String(body.plan_id)))
      return answer(res, 400, error('The id provided does not exist'));
    if (!Number.isInteger(body.total_count) || (body.total_count as number) < 1)
      return answer(res, 400, error('total_count is required'));
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
      has_scheduled_changes: false,
      change_scheduled_at: null,
      short_url: 'https://rzp.io/i/fake',
      created_at: now(),
    };
    this.subscriptions.set(sub.id, sub);
    return answer(res, 200, sub);
  }

  /** POST /v1/payment_links: an amount of at least 100; the link waits for the student (payLink). */
  private async paymentLinkRoutes({ req, res, path, method }: Call): Promise<boolean> {
    if (method !== 'POST' || path !== '/v1/payment_links') return false;
    const body = (await readJson(req)) ?? {};
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
      return answer(res, 400, error('The amount must be atleast INR 1.00'));
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
    return answer(res, 200, link);
  }

  /** A refund of a captured payment (the API's, or one made in the dashboard by a test). */
  refund(payment: FakePayment, amount: number, notes: Record<string, string> = {}): FakeRefund {
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    const refund: FakeRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      receipt: null,
      status: 'processed',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /**
   * PATCH /v1/subscriptions/:id as Razorpay answers it: only `authenticated` or `active` subscriptions,
   * never one paid by a UPI mandate ("subscriptions cannot be updated when payment mode is UPI"); a new
   * `plan_id` now or at `cycle_end` (then it applies from the next debit).
   */
  private update(res: ServerResponse, sub: FakeSubscription, body: Record<string, unknown>) {
    if (!['authenticated', 'active'].includes(sub.status))
      return send(res, 400, error(`Subscription cannot be updated in ${sub.status} status`));
    const state = this.subscriptionState.get(sub.id) ?? {};
    if (state.method === 'upi')
      return send(res, 400, error('subscriptions cannot be updated when payment mode is UPI'));
    const planId = body.plan_id === undefined ? undefined : String(body.plan_id);
    if (planId !== undefined && !this.plans.has(planId))
      return send(res, 400, error('The id provided does not exist'));
    const at = body.schedule_change_at ?? 'now';
    if (at !== 'now' && at !== 'cycle_end')
      return send(res, 400, error('schedule_change_at is invalid'));
    if (body.start_at !== undefined) {
      const startAt = Number(body.start_at);
      if (!Number.isInteger(startAt) || startAt <= now())
        return send(res, 400, error('start_at must be a future timestamp'));
      // The next debit (and the cycle it opens) moves to start_at.
      sub.charge_at = startAt;
      sub.current_end = startAt;
    }
    if (planId !== undefined) {
      if (at === 'now') sub.plan_id = planId;
      else {
        state.scheduledPlanId = planId;
        sub.has_scheduled_changes = true;
        sub.change_scheduled_at = sub.current_end;
      }
    }
    this.subscriptionState.set(sub.id, state);
    return send(res, 200, sub);
  }

  private capture(sub: FakeSubscription, method: string): FakePayment {
    const state = this.subscriptionState.get(sub.id) ?? {};
    if (sub.paid_count === 0) state.method = method;
    if (state.scheduledPlanId && sub.paid_count > 0) {
      sub.plan_id = state.scheduledPlanId;
      state.scheduledPlanId = undefined;
      sub.has_scheduled_changes = false;
      sub.change_scheduled_at = null;
    }
    this.subscriptionState.set(sub.id, state);
    const plan = this.plans.get(sub.plan_id)!;
    const invoiceId = id('inv');
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
      invoice_id: invoiceId,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    this.invoices.set(invoiceId, {
      id: invoiceId,
      entity: 'invoice',
      subscription_id: sub.id,
      payment_id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      status: 'paid',
      created_at: payment.created_at,
    });
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
    if (sub.status !== 'created')
      throw new Error(
        `subscription ${subscriptionId} cannot be authorised in ${sub.status} status`,
      );
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
    if (sub.status === 'cancelled' || sub.status === 'completed')
      throw new Error(`subscription ${subscriptionId} is ${sub.status}: nothing is charged`);
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
