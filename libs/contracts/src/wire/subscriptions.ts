import type { CreditBalances } from '../rules/credits.js';
import { SUBSCRIPTION_REQUIRED_ERROR } from '../rules/membership.js';
import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { PauseInfo, RenewalInfo } from './recurring.js';

/**
 * The student's trial or plan (GET /api/subscriptions/me) and the 403 of a student who is not entitled.
 * Money fields are integers in the smallest unit of their currency; times are ISO 8601.
 */

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
  /** The length of this student's free trial in days (the business rules' length when they registered). */
  trial_days?: number;
  plan: SubscriptionPlan | null;
  starts_at: string | null;
  ends_at: string | null;
  days_left: number;
  subscription_no: string | null;
  credits: CreditBalances;
  classes_attended: number;
  /** The latest recurring subscription (issue 26); the API always sends it (null: none). */
  renewal?: RenewalInfo | null;
  /** The current or coming pause (IST dates); the API always sends it (null: none). */
  pause?: PauseInfo | null;
}

/** 403 body of a not-entitled student on join or class booking. */
export interface SubscriptionRequiredBody {
  success: false;
  message: string;
  error: typeof SUBSCRIPTION_REQUIRED_ERROR;
}
