import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const id = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

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

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (!chunks.length) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * A local stand-in for api.razorpay.com speaking its v1 protocol: orders (HTTP basic auth with the
 * key pair), payments, refunds; plus what Checkout and the webhook sender would do.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
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
    return send(res, 404, error('The requested URL was not found on the server.'));
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
