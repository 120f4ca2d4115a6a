import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { PaymentGatewayName } from './payments.js';

/**
 * Memberships that renew themselves (issue 26): a Razorpay subscription per student (UPI AutoPay,
 * cards, eMandate), stopped or paused by the student. Money in minor units; instants ISO 8601; `from`
 * and `until` are IST dates (YYYY-MM-DD).
 */

export const RENEWAL_STATUSES = [
  'created',
  'active',
  'pending',
  'halted',
  'cancelling',
  'cancelled',
  'paused',
  'completed',
] as const;

/**
 * - `created`: waiting for the first payment (the authorisation).
 * - `active`: renews on `next_charge_at`.
 * - `pending`: a renewal charge failed; Razorpay retries, access runs to the end of the paid period.
 * - `halted`: the retries are exhausted, renewal stopped (a payment link was sent).
 * - `cancelling`: stopped by the student: nothing more is charged, the membership runs to its paid end.
 * - `cancelled`, `completed`: over. `paused`: paused with the membership.
 */
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** `GET /api/subscriptions/me` → `renewal`: the student's latest recurring subscription, or null. */
export interface RenewalInfo {
  subscription_id: string;
  status: RenewalStatus;
  /** The next debit (ISO instant); null when none is due (stopped, halted, over). */
  next_charge_at: string | null;
  /** Each debit, minor units. */
  amount: number;
  currency: Currency;
  /** How it is paid (`upi`, `card`, `emandate`, …) once known; null before the first payment. */
  method: string | null;
  /** The plan each debit buys. */
  plan: PlanId;
  months: number;
  /** Set while `halted`: Razorpay's payment link to pay once and resume. */
  payment_link?: string | null;
}

/** `GET /api/subscriptions/me` → `pause`: the current or coming pause (IST dates, both inclusive), or null. */
export interface PauseInfo {
  from: string;
  until: string;
}

/** POST /api/subscriptions/recurring (student). */
export interface CreateRecurringRequest {
  plan: PlanId;
  currency: Currency;
  /**
   * Place of supply (INR), as for a one-off order: the buyer's GST state code, remembered on the
   * profile; without it the profile's state, else the seller's. Every debit's invoice uses it.
   */
  state?: string;
  coupon?: string;
}

/** 201 of POST /api/subscriptions/recurring: what Razorpay Checkout needs (`subscription_id`, `key_id`). */
export interface CreateRecurringResponse {
  subscription_id: string;
  key_id: string;
  gateway: PaymentGatewayName;
  plan: { id: PlanId; name: string; months: number; currency: Currency };
  /** Every debit (the first one too), minor units, after the offer code's discount. */
  amount: number;
  currency: Currency;
  discount: number;
  coupon: string | null;
  /** The first debit's period starts here (after any time the student has) … */
  period_starts_at: string;
  /** … and the next debit is due on this day (ISO instant). */
  next_charge_at: string;
  prefill: { name: string; email: string; contact: string };
}

/** Checkout's success payload of a subscription's first payment (also for POST /api/payments/verify). */
export interface VerifySubscriptionPaymentRequest {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The body of POST /api/payments/verify: a one-off order's payload or a subscription's first payment's. */
export interface VerifyAnyPaymentRequest {
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The body of POST /api/payments/sandbox/complete: an order (`order_id`) or a subscription. */
export interface SandboxCompleteAnyRequest {
  order_id?: string;
  subscription_id?: string;
  outcome: 'success' | 'failure';
}

/** POST /api/payments/sandbox/complete for a subscription (sandbox only). */
export interface SandboxCompleteSubscriptionRequest {
  subscription_id: string;
  outcome: 'success' | 'failure';
}

/** POST /api/payments/sandbox/charge (sandbox, not in production): the next renewal charge, now. */
export interface SandboxChargeRequest {
  subscription_id: string;
  outcome: 'success' | 'failure';
}

/** POST /api/subscriptions/recurring/cancel: stops renewal at the end of the paid cycle. */
export interface CancelRecurringRequest {
  reason?: string;
}

/** POST /api/subscriptions/pause: `from` an IST date (today or later), 7–30 days. */
export interface PauseRequest {
  from: string;
  days: number;
}

export const PAUSE_MIN_DAYS = 7;
export const PAUSE_MAX_DAYS = 30;
export const PAUSE_DAYS_PER_YEAR_DEFAULT = 30;
/** Renewal failures in a row that halt a subscription (Razorpay's retries; the sandbox's too). */
export const RENEWAL_FAILURES_TO_HALT = 3;

/** GET /api/admin/recurring (admin): every recurring subscription, newest first. */
export interface AdminRecurringRecord extends RenewalInfo {
  id: number;
  user_id: number;
  student: { name: string; email: string } | null;
  paid_count: number;
  created_at: string;
}

/** 200 of POST /api/payments/sandbox/complete for a subscription. */
export type SandboxCompleteSubscriptionResponse =
  VerifySubscriptionPaymentRequest | { success: false; status: 'failed'; message: string };
