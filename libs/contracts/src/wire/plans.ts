import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';

/**
 * Plans and prices (issue 23), owned by the backend's plans module. Amounts are integers in minor units
 * (paise, cents), as the payment APIs use them.
 */

/** A plan's figures in one currency. */
export interface PlanCurrencyPrice {
  /** The price before the offer (struck through on the price page). */
  original: number;
  /** What the plan costs (before credits). */
  offer: number;
  /** The most referral credits can cover (INR "Redeemable", USD "Redeem"). */
  redeemable: number;
  /** Derived: (original − offer) / original, whole percent. */
  discount_percent: number;
  /** Derived: offer − redeemable, what the student always pays. */
  balance: number;
  /** Whether this currency's table states the discount (the spec's USD table states only Big's). */
  show_discount: boolean;
  /** The plan's name in this currency's table and documents when it differs (the USD table's "Bumper"); null: `name_en`. */
  label: string | null;
}

/** GET /api/plans (active ones), GET /api/admin/plans (all). */
export interface Plan {
  slug: PlanId;
  name_en: string;
  name_hi: string;
  months: number;
  /** Retired plans (false) are not sold and not shown; payments keep naming them. */
  active: boolean;
  /** The plan's place on the pages, smallest first. */
  sort_order: number;
  /** The "most popular" mark. */
  popular: boolean;
  prices: Record<Currency, PlanCurrencyPrice>;
}

/** The editable figures of one currency (the derived ones are ignored when sent). */
export interface PlanCurrencyPriceInput {
  original: number;
  offer: number;
  redeemable: number;
  show_discount?: boolean;
  label?: string | null;
  /** Derived figures, accepted so a plan read from GET can be sent back whole; ignored. */
  discount_percent?: number;
  balance?: number;
}

/** POST /api/admin/plans (admin). */
export interface CreatePlanRequest {
  slug: PlanId;
  name_en: string;
  name_hi: string;
  months: number;
  active?: boolean;
  sort_order?: number;
  popular?: boolean;
  prices: Record<Currency, PlanCurrencyPriceInput>;
}

/** PATCH /api/admin/plans/:slug (admin): any field but the slug; fields left out stay as they are. */
export interface UpdatePlanRequest {
  /** The plan's own slug only (sent back with the plan as GET gives it): a slug never changes (400 plan_slug_fixed). */
  slug?: PlanId;
  name_en?: string;
  name_hi?: string;
  months?: number;
  active?: boolean;
  sort_order?: number;
  popular?: boolean;
  prices?: Partial<Record<Currency, Partial<PlanCurrencyPriceInput>>>;
}

/** One change of a plan (GET /api/admin/plans/:slug/history, newest first). */
export interface PlanHistoryEntry {
  id: number;
  slug: PlanId;
  /** 'create' or 'update' (a retirement is an update with `active: false`). */
  action: 'create' | 'update';
  actor_id: number | null;
  actor_name: string | null;
  at: string;
  before: Plan | null;
  after: Plan;
}

/** A plan's name in one language and currency's table. */
export function planName(plan: Plan, currency: Currency, language: 'en' | 'hi' = 'en'): string {
  return plan.prices[currency].label ?? (language === 'hi' ? plan.name_hi : plan.name_en);
}
