import type { AmountByCurrency } from './admin.js';
import type { PaymentMethod } from '../rules/invoicing.js';
import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { PaymentPurpose } from './gifts.js';
import type { MySubscription, SubscriptionPlan } from './subscriptions.js';

/**
 * Checkout, verification and payment records (/api/payments). Every money field is an integer in the
 * smallest unit of its currency (paise for INR, cents for USD); times are ISO 8601.
 */

// ---------------------------------------------------------------- checkout

export type PaymentGatewayName = 'razorpay' | 'sandbox';
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunded';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'paid', 'failed', 'refunded'];

/** POST /api/payments/orders (student). Any price the client sends is ignored. */
export interface CreateOrderRequest {
  plan: PlanId;
  currency: Currency;
  use_credits?: boolean;
  /**
   * Place of supply of an INR order: the buyer's GST state code (two digits, GST_STATES). Optional:
   * without it the profile's state is used, and without that the seller's state. Remembered on the
   * profile when given. Ignored for USD (an export of services).
   */
  state?: string;
  /** An offer code (case-insensitive): refused with its reason's code when it does not apply. */
  coupon?: string;
}

/** 201 of POST /api/payments/orders. `amount` = offer price − `discount` − `credits_applied` (minor units). */
export interface CreateOrderResponse {
  payment_id: number;
  /** Razorpay's order id (order_...), or the sandbox's. */
  order_id: string;
  amount: number;
  currency: Currency;
  /** Razorpay key id for Checkout (the sandbox sends "rzp_test_sandbox"). */
  key_id: string;
  gateway: PaymentGatewayName;
  plan: SubscriptionPlan;
  credits_applied: number;
  /** The offer code's discount (0 without a code), minor units. */
  discount: number;
  /** The offer code applied (upper-case), or null. */
  coupon: string | null;
  prefill: { name: string; email: string; contact: string };
}

/** POST /api/payments/sandbox/complete (the order's owner; 404 in production). */
export interface SandboxCompleteRequest {
  order_id: string;
  outcome: 'success' | 'failure';
}

/** What Razorpay Checkout hands to its success handler; also the body of POST /api/payments/verify. */
export interface VerifyPaymentRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** 200 of POST /api/payments/sandbox/complete with outcome "failure" (credits returned). */
export interface SandboxFailureResponse {
  success: false;
  status: 'failed';
  message: string;
}

/** outcome "success" → exactly Razorpay Checkout's success payload; "failure" → the payment failed. */
export type SandboxCompleteResponse = VerifyPaymentRequest | SandboxFailureResponse;

/** 200 of POST /api/payments/verify (same answer when repeated). Bad signature → 400. */
export interface VerifyPaymentResponse {
  success: true;
  message: string;
  subscription: MySubscription;
}

/** GET /api/payments/mine → PaymentRecord[] (newest first); also the rows of the admin list. */
export interface PaymentRecord {
  id: number;
  plan: SubscriptionPlan;
  currency: Currency;
  /** Paid (or to pay) in minor units, after credits. */
  amount: number;
  credits_applied: number;
  /** The checkout's gateway; `offline` for a payment an admin recorded (see `method`). */
  gateway: PaymentGatewayName | 'offline';
  /** The gateway's order id; empty for an offline payment. */
  order_id: string;
  gateway_payment_id: string | null;
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
  /** How the money came: the checkout (razorpay/sandbox) or recorded by an admin (upi/bank_transfer/cash). */
  method: PaymentMethod;
  /** GST tax invoice number (e.g. YS/2627/00001), given when the payment succeeds; null before. */
  invoice_no: string | null;
  /** GST credit note number (e.g. YS/CN/2627/0001), given when the payment is refunded; null before. */
  credit_note_no: string | null;
  refunded_at: string | null;
  /**
   * Refunded so far, minor units: 0, part of `amount` (a partial refund: the payment stays `paid` and its
   * plan is kept; `credit_note_no` is the latest credit note) or all of it (`refunded`).
   */
  refunded_amount: number;
  /** `gift`: bought for someone else (the recipient gets the period when she redeems it); else `membership`. */
  purpose: PaymentPurpose;
}

export interface AdminPaymentRecord extends PaymentRecord {
  user: { id: number; name: string; email: string };
  /** The buyer's subscription number; null for a gift (not the buyer's own subscription). */
  subscription_no: string | null;
  /** The offer code's discount on this payment, minor units (0 without a code). */
  discount: number;
  /** The offer code used (as the admin created it), or null. */
  coupon: string | null;
  /** The UTR or receipt reference of an offline payment; null for checkout payments. */
  reference: string | null;
  refund_reason: string | null;
}

/**
 * GET /api/payments (admin). All filters optional: `q` matches name or email (substring),
 * `from`/`to` are IST calendar dates (YYYY-MM-DD, inclusive) on the payment's creation time.
 * Newest first; `page` from 1, `limit` up to 100 (default 100).
 */
export interface AdminPaymentsQuery {
  q?: string;
  status?: PaymentStatus;
  plan?: PlanId;
  currency?: Currency;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/**
 * `revenue_this_month`: paid payments (status "paid", less partial refunds) whose paid time falls in this IST
 * month, minor units per currency (never added across currencies): INR and USD always, an added currency
 * (GBP, AED, CAD, AUD, SGD) when anything was paid in it.
 */
export interface AdminPaymentsResponse {
  items: AdminPaymentRecord[];
  total: number;
  revenue_this_month: AmountByCurrency;
}
