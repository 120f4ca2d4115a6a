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

/**
 * What a renewal renews (issue 35): the student's own membership, a household she pays for (its
 * members' access with it) or a company's seats (a B2B invoice each debit). `household` and `company`
 * renewals name their household or company (`reference_id`).
 */
export const RENEWAL_PURPOSES = ['membership', 'household', 'company'] as const;
export type RenewalPurpose = (typeof RENEWAL_PURPOSES)[number];

/**
 * `GET /api/households/mine` and `GET /api/companies/mine` → `renewal`: the household's or company's
 * automatic renewal (its latest one not superseded by a newer checkout), or null. `next_debit_at` is
 * null whenever nothing more will be debited (stopped, halted, over, not yet authorised).
 */
export interface OwnedRenewal {
  status: RenewalStatus;
  next_debit_at: string | null;
  /** Each debit, minor units. */
  amount: number;
  currency: Currency;
}

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
  /** What it renews (issue 35), and the household's or company's id (null for a membership). */
  purpose: RenewalPurpose;
  reference_id: number | null;
  /** The payer: the student, the household's payer or the company admin who set it up. */
  user_id: number;
  student: { name: string; email: string } | null;
  paid_count: number;
  created_at: string;
}

/** 200 of POST /api/payments/sandbox/complete for a subscription. */
export type SandboxCompleteSubscriptionResponse =
  VerifySubscriptionPaymentRequest | { success: false; status: 'failed'; message: string };

/**
 * What the reconciliation with the gateway found and fixed (issue 35): each difference once, by its
 * kind and the gateway's id.
 * - `payment_unknown`: a captured payment of one of our orders that was never recorded here (settled, or
 *   refunded when its checkout was superseded or its holds lost);
 * - `debit_unknown`: a subscription's debit never recorded here (settled, or refunded after a stop);
 * - `payment_foreign`: a captured payment of no order or subscription of ours (listed, left alone);
 * - `subscription_unknown` / `subscription_live_there`: live at the gateway but unknown or stopped here
 *   (cancelled there at once);
 * - `refund_unknown`: a refund made at the gateway (its dashboard) and not recorded here (recorded).
 */
export const RECONCILIATION_KINDS = [
  'payment_unknown',
  'debit_unknown',
  'payment_foreign',
  'subscription_unknown',
  'subscription_live_there',
  'refund_unknown',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];
export const RECONCILIATION_ACTIONS = [
  'settled',
  'refunded',
  'cancelled',
  'recorded',
  'listed',
] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];

/** One row of GET /api/admin/reconciliation (admin), newest first. */
export interface ReconciliationItem {
  id: number;
  kind: ReconciliationKind;
  /** The gateway's id of the payment, subscription or refund. */
  gateway_id: string;
  payment_id: number | null;
  recurring_id: number | null;
  user_id: number | null;
  /** Minor units, when the gateway said. */
  amount: number | null;
  currency: string | null;
  action: ReconciliationAction;
  detail: string | null;
  created_at: string;
}

/** 200 of POST /api/admin/reconciliation/run: what the gateway holds of the last days, compared now. */
export interface ReconciliationRunResponse {
  checked: { payments: number; subscriptions: number; refunds: number };
  /** The differences found and fixed by this run (each only once: see GET). */
  items: ReconciliationItem[];
}
