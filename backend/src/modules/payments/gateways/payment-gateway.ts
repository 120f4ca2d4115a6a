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
  created_at?: number;
}

/** Razorpay's payment entity: the fields this app reads. */
export interface GatewayPayment {
  id: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded, failed. */
  status: string;
  order_id: string | null;
  /** A subscription's debit: the invoice that names its subscription. */
  invoice_id?: string | null;
  amount_refunded: number;
  method?: string;
  notes?: Record<string, string> | unknown[];
  /** Unix seconds. */
  created_at?: number;
}

/** Razorpay's invoice entity (a subscription's debit): the fields this app reads. */
export interface GatewayInvoice {
  id: string;
  subscription_id: string | null;
  payment_id: string | null;
  status: string;
}

/** A page of one of Razorpay's list APIs (`from`/`to` in Unix seconds, `count` at most 100, `skip`). */
export interface GatewayListQuery {
  from: number;
  to: number;
  count: number;
  skip: number;
}

/**
 * Razorpay's list APIs, for the reconciliation (issue 35): what the gateway holds of the last days, to
 * compare with what is recorded here.
 */
export interface ReconciliationGateway {
  fetchPayment(id: string): Promise<GatewayPayment>;
  listPayments(query: GatewayListQuery): Promise<GatewayPayment[]>;
  listSubscriptions(query: GatewayListQuery): Promise<GatewaySubscription[]>;
  listRefunds(query: GatewayListQuery): Promise<GatewayRefund[]>;
  fetchInvoice(id: string): Promise<GatewayInvoice>;
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
  paid_count?: number;
  notes?: Record<string, string> | unknown[];
  created_at?: number;
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
  /**
   * Razorpay's update (PATCH /v1/subscriptions/:id): a new plan from the end of the current cycle (the
   * next debit is at its price). Razorpay refuses it for some payment methods (UPI mandates).
   */
  updateSubscriptionPlan(id: string, planId: string): Promise<GatewaySubscription>;
  /** Razorpay's update with a new `start_at`: the next debit at `at` (a membership pause moves it). */
  moveNextCharge(id: string, at: Date): Promise<GatewaySubscription>;
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
export interface PaymentGateway extends RecurringGateway, ReconciliationGateway {
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
