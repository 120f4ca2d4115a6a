import type { Currency } from './packages.js';

/**
 * Offer codes (issue 23): the pure rules the server charges by and the pages show. Money in minor units.
 */

/** A code: 4–20 letters or digits, compared case-insensitively (stored upper-case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export const COUPON_PERCENT_MIN = 1;
export const COUPON_PERCENT_MAX = 90;
/** What an order always charges at least after the discount, in minor units (₹1 / $1). */
export const COUPON_MIN_CHARGE = 100;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount part of an offer: a percentage, or a fixed amount per currency (minor units). */
export interface CouponDiscountRule {
  percent_off: number | null;
  amount_off: Partial<Record<Currency, number>> | null;
}

/**
 * The discount (minor units) an offer gives on `price` in `currency`: a percentage rounded down to
 * whole rupees/dollars (so a whole price stays whole: ₹1,599 − 20 % is ₹1,280, not ₹1,279.20), or the
 * fixed amount; never leaving less than COUPON_MIN_CHARGE. Null when the
 * offer has no amount in that currency.
 */
export function couponDiscount(
  rule: CouponDiscountRule,
  price: number,
  currency: Currency,
): number | null {
  let discount: number;
  if (rule.percent_off !== null)
    discount = Math.floor((price * rule.percent_off) / 100 / 100) * 100;
  else {
    const fixed = rule.amount_off?.[currency];
    if (fixed === undefined || fixed === null) return null;
    discount = fixed;
  }
  return Math.max(0, Math.min(discount, price - COUPON_MIN_CHARGE));
}
