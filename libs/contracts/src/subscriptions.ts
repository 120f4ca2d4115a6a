import { formatIstDate, formatIstDateTime, istInstant } from './ist.js';
import type { PaymentMethod } from './invoicing.js';
import { INR_PACKAGES, USD_PACKAGES, type Currency } from './packages.js';

/**
 * Subscriptions, payments, class access and referral credits (issue 9). Every money field is an
 * integer in the smallest unit of its currency (paise for INR, cents for USD); times are ISO 8601.
 */

export type PlanId = 'bumper' | 'super' | 'big';
export const PLAN_IDS: readonly PlanId[] = ['bumper', 'super', 'big'];
export const CURRENCIES: readonly Currency[] = ['INR', 'USD'];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per major unit (100 paise per rupee, 100 cents per dollar). */
export const MINOR_PER_MAJOR = 100;

export interface PlanPrice {
  id: PlanId;
  name: string;
  months: number;
  currency: Currency;
  /** Offer price in minor units. */
  amount: number;
  /** The most credits can cover (INR "Redeemable", USD "Redeem"), in minor units. */
  max_redeemable: number;
  /** What the student always pays at least (the spec's "Balance"), in minor units. */
  balance: number;
}

/** A plan's price in one currency, in minor units, from the spec section 9 tables. */
export function planPrice(plan: PlanId, currency: Currency): PlanPrice {
  if (currency === 'INR') {
    const p = INR_PACKAGES.find((x) => x.id === plan);
    if (!p) throw new RangeError(`Unknown plan ${plan}`);
    return {
      id: p.id,
      name: p.name,
      months: p.months,
      currency,
      amount: p.offer * MINOR_PER_MAJOR,
      max_redeemable: p.redeemable * MINOR_PER_MAJOR,
      balance: p.balance * MINOR_PER_MAJOR,
    };
  }
  const p = USD_PACKAGES.find((x) => x.id === plan);
  if (!p) throw new RangeError(`Unknown plan ${plan}`);
  return {
    id: p.id,
    name: p.name,
    months: p.months,
    currency,
    amount: p.offer * MINOR_PER_MAJOR,
    max_redeemable: p.redeem * MINOR_PER_MAJOR,
    balance: p.balance * MINOR_PER_MAJOR,
  };
}

/** Offer price in paise (INR) or cents (USD). */
export function planAmountMinor(plan: PlanId, currency: Currency): number {
  return planPrice(plan, currency).amount;
}

/** The most credits can cover on this plan (Redeemable / Redeem), in minor units. */
export function maxRedeemableMinor(plan: PlanId, currency: Currency): number {
  return planPrice(plan, currency).max_redeemable;
}

/** Credits applied to an order: the balance of that currency, capped at the plan's Redeemable. */
export function creditsToApply(
  plan: PlanId,
  currency: Currency,
  creditBalanceMinor: number,
): number {
  return Math.max(0, Math.min(Math.floor(creditBalanceMinor), maxRedeemableMinor(plan, currency)));
}

/** What the student pays: the offer price minus the credits applied (never below the Balance). */
export function amountAfterCredits(
  plan: PlanId,
  currency: Currency,
  creditBalanceMinor: number,
): number {
  return planAmountMinor(plan, currency) - creditsToApply(plan, currency, creditBalanceMinor);
}

export type CreditBalances = Record<Currency, number>;

// ---------------------------------------------------------------- membership

export type SubscriptionStatus = 'trial' | 'active' | 'expired';

export interface SubscriptionPlan {
  id: PlanId;
  name: string;
  months: number;
  currency: Currency;
}

/**
 * GET /api/subscriptions/me (signed in).
 * - `trial`: inside the 14 × 24 h trial with no paid period running. `plan` is the plan already
 *   bought for after the trial (paying during the trial never loses a day), else null.
 * - `active`: a paid period runs now.
 * - `expired`: neither (after the trial with no paid period, or after the last period's end).
 * `starts_at`/`ends_at`: the running (or last) stretch of access: the trial's start and end while only
 * the trial exists, else the paid period's start and the end of the last period stacked after it
 * (so `ends_at` is "active until"). `days_left` = whole days (rounded up) until `ends_at`, 0 once over.
 * `subscription_no` (YS/<year>/<5 digits>) is given at the first paid period; null before.
 * `credits`: referral credit balances in minor units.
 * `classes_attended`: attendance records (first joins) of the caller, for the dashboard's
 * "Classes attended so far".
 */
export interface MySubscription {
  status: SubscriptionStatus;
  trial_ends_at: string;
  plan: SubscriptionPlan | null;
  starts_at: string | null;
  ends_at: string | null;
  days_left: number;
  subscription_no: string | null;
  credits: CreditBalances;
  classes_attended: number;
}

/** Entitled to join live classes and book paid classes. Admins and instructors always are. */
export function isEntitledStatus(status: SubscriptionStatus): boolean {
  return status === 'trial' || status === 'active';
}

export const SUBSCRIPTION_REQUIRED_ERROR = 'subscription_required';

export const SUBSCRIPTION_MESSAGES = {
  /** 403 for a student whose trial ended and who never paid. */
  trialEnded: 'Your free trial has ended. Choose a plan to keep joining live classes.',
  /** 403 for a student whose paid plan ended. */
  planEnded: 'Your plan has ended. Renew to keep joining live classes.',
} as const;

/** 403 body of a not-entitled student on join or class booking. */
export interface SubscriptionRequiredBody {
  success: false;
  message: string;
  error: typeof SUBSCRIPTION_REQUIRED_ERROR;
}

// ---------------------------------------------------------------- class access

/** A class can be joined from 15 minutes before its IST start until 45 minutes after. */
export const JOIN_WINDOW = { beforeMinutes: 15, afterMinutes: 45 } as const;

/** The join window of a class on `date` (YYYY-MM-DD) at `time` (HH:mm), India time. */
export function joinWindow(date: string, time: string): { opens: Date; closes: Date } {
  const start = istInstant(date, time).getTime();
  return {
    opens: new Date(start - JOIN_WINDOW.beforeMinutes * 60_000),
    closes: new Date(start + JOIN_WINDOW.afterMinutes * 60_000),
  };
}

/** POST /api/classes/:id/join → 200 (entitled, inside the window). Records attendance once. */
export interface JoinClassResponse {
  url: string;
}

/** 409 `error` codes of the join route. */
export const JOIN_ERRORS = { notOpen: 'join_not_open', closed: 'join_closed' } as const;

/** 409 message before the window opens. */
export function joinOpensMessage(opens: Date | string): string {
  return `You can join this class from ${formatIstDateTime(opens)}.`;
}

/** 409 message after the window closed. */
export function joinClosedMessage(closes: Date | string): string {
  return `This class can no longer be joined: joining closed at ${formatIstDateTime(closes)}.`;
}

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
}

/** 201 of POST /api/payments/orders. `amount` = offer price − `credits_applied` (minor units). */
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

export const PAYMENT_MESSAGES = {
  invalidSignature: 'Payment verification failed. No plan was activated.',
  orderNotFound: 'Order not found.',
  unknownPlan: 'Choose a valid plan: bumper, super or big.',
  unknownCurrency: 'Choose a valid currency: INR or USD.',
  /** 503 in production when no Razorpay keys are configured. */
  paymentsUnavailable: 'Online payments are not available right now. Please try again later.',
  /** 502 when Razorpay cannot be reached or refuses the order. */
  gatewayError: 'The payment service is not reachable right now. Please try again.',
  paymentFailed: 'Payment failed. No money was taken and your credits were returned.',
  alreadyPaid: 'This order is already paid.',
  invalidWebhookSignature: 'Invalid webhook signature.',
} as const;

/** "Payment successful. Your plan is active until 23 Nov 2027." */
export function paymentSuccessMessage(activeUntil: Date | string): string {
  return `Payment successful. Your plan is active until ${formatIstDate(activeUntil)}.`;
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
}

export interface AdminPaymentRecord extends PaymentRecord {
  user: { id: number; name: string; email: string };
  subscription_no: string | null;
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

/** `revenue_this_month`: paid payments (status "paid") whose paid time falls in this IST month, minor units. */
export interface AdminPaymentsResponse {
  items: AdminPaymentRecord[];
  total: number;
  revenue_this_month: CreditBalances;
}

// ---------------------------------------------------------------- referral credits

/** Default referral rewards, in major units (env REFERRAL_REWARD_INR / REFERRAL_REWARD_USD). */
export const REFERRAL_REWARD_DEFAULTS: Record<Currency, number> = { INR: 500, USD: 6 };

export type ReferralRewardStatus = 'pending' | 'earned' | 'reversed';

/** One student who registered with the caller's code, and what it earned. */
export interface ReferralEarning {
  name: string;
  joined_at: string;
  /** pending: no successful payment yet; earned: rewarded; reversed: that payment was refunded. */
  status: ReferralRewardStatus;
  /** Reward in minor units, null while pending. */
  reward: { currency: Currency; amount: number } | null;
}

/**
 * Extra fields of GET /api/referrals/stats/:id (next to referral_code and referral_count):
 * the credit balances in minor units and each referral's reward, newest first.
 */
export interface ReferralCredits {
  credits: CreditBalances;
  referrals: ReferralEarning[];
}
