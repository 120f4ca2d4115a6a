import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';

/**
 * Offer codes (/api/admin/coupons, /api/coupons). Money in minor units (paise, cents); dates are IST
 * calendar dates (YYYY-MM-DD), both ends inclusive.
 */

/**
 * Which payments a code's discount is taken off: only the first (one-off payments and the first debit of
 * a subscription that renews itself; renewals are at the full price), or every debit of such a
 * subscription. New codes: `first_payment`.
 */
export const COUPON_APPLIES_TO = ['first_payment', 'every_payment'] as const;
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number];

/** A fixed discount per currency (minor units); a currency left out: the code does not apply to it. */
export interface CouponAmounts {
  INR?: number;
  USD?: number;
}

/** POST /api/admin/coupons. Exactly one of `percent_off` (1–90) and `amount_off`. */
export interface CouponRequest {
  /** 4–20 letters or digits, case-insensitive, unique. */
  code: string;
  percent_off?: number | null;
  amount_off?: CouponAmounts | null;
  /** Plan slugs it applies to; all plans when absent or null. */
  plans?: PlanId[] | null;
  valid_from?: string | null;
  valid_to?: string | null;
  /** Uses in all (held by open orders and paid); unlimited when absent or null. */
  max_redemptions?: number | null;
  /** Default 1. */
  max_per_student?: number;
  /** Only for a student's first paid purchase. */
  first_purchase_only?: boolean;
  /** Default true; false deactivates it. */
  active?: boolean;
  /** The price page shows its banner and struck-through prices while it is valid. */
  show_on_price_page?: boolean;
  /** Default `first_payment`: renewals are at the full price. */
  applies_to?: CouponAppliesTo;
}

/** PATCH /api/admin/coupons/:id: any field; fields left out stay as they are. */
export type CouponUpdateRequest = Partial<CouponRequest>;

/** An offer code as the admin sees it. */
export interface AdminCoupon {
  id: number;
  code: string;
  percent_off: number | null;
  amount_off: CouponAmounts | null;
  plans: PlanId[] | null;
  valid_from: string | null;
  valid_to: string | null;
  max_redemptions: number | null;
  max_per_student: number;
  first_purchase_only: boolean;
  active: boolean;
  show_on_price_page: boolean;
  applies_to: CouponAppliesTo;
  /** Paid orders that used it (refunds given back). */
  redeemed: number;
  /** Open orders holding a use. */
  held: number;
  created_at: string;
  updated_at: string;
}

/** POST /api/coupons/check (signed-in student). */
export interface CouponCheckRequest {
  plan: PlanId;
  currency: Currency;
  coupon: string;
}

/** 200 of POST /api/coupons/check: the price with the code, before any credits. */
export interface CouponCheckResponse {
  coupon: string;
  plan: PlanId;
  currency: Currency;
  /** The plan's offer price. */
  price: number;
  discount: number;
  /** price − discount: what the order charges before credits. */
  amount: number;
  percent_off: number | null;
  /** Whether automatic renewals get the discount too (else they are at `price`). */
  applies_to: CouponAppliesTo;
  /** Last IST date it is valid, if it ends. */
  valid_to: string | null;
}

/** The offer the price page shows (GET /api/coupons/featured; also in the price page's server data). */
export interface FeaturedCoupon {
  code: string;
  percent_off: number | null;
  amount_off: CouponAmounts | null;
  plans: PlanId[] | null;
  valid_to: string | null;
}

/** 200 of GET /api/coupons/featured (public): the offer shown on the price page, if any. */
export interface FeaturedCouponResponse {
  offer: FeaturedCoupon | null;
}
