import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Currency, PaymentGatewayName } from '@yoga/contracts';

export interface GatewayOrderInput {
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** Our payment id. */
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
}

/** Razorpay's subscription entity: the fields this app reads. */
export interface GatewaySubscription {
  id: string;
  plan_id: string;
  status: string;
  /** Unix seconds of the next charge, when known. */
  charge_at?: number | null;
  current_end?: number | null;
  short_url?: string | null;
}

export interface GatewayPaymentLink {
  id: string;
  short_url: string;
}

/** Razorpay Subscriptions (issue 26): plans, subscriptions, cancel, pause, resume, payment links. */
export interface RecurringGateway {
  createPlan(input: {
    period: 'monthly';
    interval: number;
    item: { name: string; amount: number; currency: Currency; description?: string };
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  createSubscription(input: {
    plan_id: string;
    total_count: number;
    customer_notify: 1;
    notes: Record<string, string>;
  }): Promise<GatewaySubscription>;
  cancelSubscription(id: string, atCycleEnd: boolean): Promise<GatewaySubscription>;
  pauseSubscription(id: string): Promise<GatewaySubscription>;
  resumeSubscription(id: string): Promise<GatewaySubscription>;
  createPaymentLink(input: {
    amount: number;
    currency: Currency;
    description: string;
    customer: { name: string; email: string; contact?: string };
    notify: { sms: boolean; email: boolean };
    notes: Record<string, string>;
  }): Promise<GatewayPaymentLink>;
  /** Checkout's signature of a subscription payment: hex HMAC-SHA256 of `payment_id|subscription_id`. */
  subscriptionSignatureValid(subscriptionId: string, paymentId: string, signature: string): boolean;
}

/** The payment provider port: one adapter per provider, chosen in payments.module.ts. */
export interface PaymentGateway extends RecurringGateway {
  readonly name: PaymentGatewayName;
  /** Public key id handed to Checkout. */
  readonly keyId: string;
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Refunds a captured payment (all of it when `amount` is omitted). */
  refund(
    paymentId: string,
    input: { amount?: number; notes?: Record<string, string> },
  ): Promise<GatewayRefund>;
  /** Checkout's signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
}

/** Raised when the provider cannot be reached or refuses a request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of an expected hex digest with what the caller sent. */
export function sameHex(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
