import type { BaseCurrency, Currency, ExtraCurrency } from '../rules/packages.js';
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
  /**
   * Household plan (issue 35): what each member beyond the payer adds to `offer`, minor units (e.g.
   * ₹1,200 a year each); set by the owner in the plans screen, 0 until then.
   */
  household_member: number;
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
  prices: PlanPrices;
}

/**
 * A plan's prices: always in rupees and dollars; in an added currency (GBP, AED, CAD, AUD, SGD) only where
 * the owner has set one (issue 37), otherwise the plan is not offered in it (the key is absent).
 */
export type PlanPrices = Record<BaseCurrency, PlanCurrencyPrice> &
  Partial<Record<ExtraCurrency, PlanCurrencyPrice>>;

/** The currencies a plan is offered in (INR, USD, then the added ones the owner priced). */
export function planCurrencies(plan: Pick<Plan, 'prices'>): Currency[] {
  return (['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD'] as const).filter(
    (c) => plan.prices[c] !== undefined,
  );
}

/** The currencies the price page offers: each one at least one plan on sale is priced in. */
export function offeredCurrencies(plans: readonly Pick<Plan, 'prices'>[]): Currency[] {
  const all = new Set(plans.flatMap((p) => planCurrencies(p)));
  return (['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD'] as const).filter(
    (c) => c === 'INR' || c === 'USD' || all.has(c),
  );
}

/** The editable figures of one currency (the derived ones are ignored when sent). */
export interface PlanCurrencyPriceInput {
  original: number;
  offer: number;
  redeemable: number;
  show_discount?: boolean;
  label?: string | null;
  /** Household plan: each member beyond the payer adds this (minor units, 0 or more); 0 when left out. */
  household_member?: number;
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
  /** INR and USD required; an added currency optional (left out or null: not offered). */
  prices: Record<BaseCurrency, PlanCurrencyPriceInput> &
    Partial<Record<ExtraCurrency, PlanCurrencyPriceInput | null>>;
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
  /** An added currency set to null stops offering the plan in it. */
  prices?: Partial<Record<BaseCurrency, Partial<PlanCurrencyPriceInput>>> &
    Partial<Record<ExtraCurrency, Partial<PlanCurrencyPriceInput> | null>>;
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
  return plan.prices[currency]?.label ?? (language === 'hi' ? plan.name_hi : plan.name_en);
}
