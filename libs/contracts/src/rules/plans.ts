import type { BaseCurrency, Currency, ExtraCurrency } from './packages.js';

/**
 * Plans and their prices (issue 23): the plans module of the backend owns them in the database (GET
 * /api/plans); no plan figure is compiled into any app. These are the pure rules every reader shares.
 */

/** A plan's slug (`bumper`, `super`, `big`, …): the `plan` of every API that names one. Valid: an active plan of the database. */
export type PlanId = string;
/**
 * A slug: lower-case letters, digits and hyphens, 2–16 characters, starting with a letter (payments,
 * subscription periods and invoices keep it in 16 characters).
 */
export const PLAN_SLUG_PATTERN = /^[a-z][a-z0-9-]{1,15}$/;
export const PLAN_SLUG_MAX_LENGTH = 16;
/** A plan's name (and a currency's table name): an issued invoice keeps it in 32 characters. */
export const PLAN_NAME_MAX_LENGTH = 32;
/** A plan lasts 1 to 36 months. */
export const PLAN_MONTHS_MIN = 1;
export const PLAN_MONTHS_MAX = 36;

/** The currencies every plan is priced in. */
export const BASE_CURRENCIES: readonly BaseCurrency[] = ['INR', 'USD'];
/** The currencies the owner may add, plan by plan (issue 37). */
export const EXTRA_CURRENCIES: readonly ExtraCurrency[] = ['GBP', 'AED', 'CAD', 'AUD', 'SGD'];
/** Every currency a price, order or invoice may be in. */
export const CURRENCIES: readonly Currency[] = [...BASE_CURRENCIES, ...EXTRA_CURRENCIES];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The currencies an amount-per-currency is shown in (a month's revenue, MRR): INR and USD always, then each
 * added currency the amounts carry, in the plans' order. Amounts in different currencies are never added.
 */
export function currenciesShown(
  amounts: Partial<Record<Currency, number>> | undefined,
): Currency[] {
  return CURRENCIES.filter(
    (c) => (BASE_CURRENCIES as readonly string[]).includes(c) || typeof amounts?.[c] === 'number',
  );
}

export function isExtraCurrency(value: unknown): value is ExtraCurrency {
  return typeof value === 'string' && (EXTRA_CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per major unit (100 paise per rupee, 100 cents per dollar). */
export const MINOR_PER_MAJOR = 100;

/** The discount a price table states: (original − offer) / original, in whole percent (rounded). */
export function discountPercent(original: number, offer: number): number {
  if (!(original > 0) || offer >= original) return 0;
  return Math.round(((original - offer) / original) * 100);
}

/** What the student always pays at least (the spec's "Balance"): the offer price less the redeemable. */
export function planBalance(offer: number, redeemable: number): number {
  return offer - redeemable;
}

/** A plan's price in one currency, in minor units, as orders and invoices use it. */
export interface PlanPrice {
  id: PlanId;
  /** The plan's name in this currency's table (English). */
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
