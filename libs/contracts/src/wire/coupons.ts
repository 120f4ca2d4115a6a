/**
 * Offer codes (/api/admin/coupons, /api/coupons). Money in minor units (paise, cents); dates are IST
 * calendar dates (YYYY-MM-DD), both ends inclusive.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/coupons/dto and the schema classes of
 * backend/src/modules/coupons/coupons.schemas.ts); their documentation is there.
 */
export type {
  AdminCoupon,
  CouponAmounts,
  CouponCheckRequest,
  CouponCheckResponse,
  CouponRequest,
  CouponUpdateRequest,
  FeaturedCoupon,
  FeaturedCouponResponse,
} from './api.generated.js';

/**
 * Which payments a code's discount is taken off: only the first (one-off payments and the first debit of
 * a subscription that renews itself; renewals are at the full price), or every debit of such a
 * subscription. New codes: `first_payment`.
 */
export const COUPON_APPLIES_TO = ['first_payment', 'every_payment'] as const;
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number];
