import {
  BASE_CURRENCIES,
  type AdminCoupon,
  type CouponAmounts,
  type PlanId,
} from '@yoga/contracts';
import type { Coupon } from './entities/coupon.entity.js';

/** How a code row reads on the wire (the admin's list, the price page's offer). */
export function planList(c: Coupon): PlanId[] | null {
  if (!c.plans) return null;
  return c.plans.split(',').filter((p) => p.length > 0);
}

export function amounts(c: Coupon): CouponAmounts | null {
  if (c.amountOffInr === null && c.amountOffUsd === null) return null;
  const result: CouponAmounts = {};
  for (const currency of BASE_CURRENCIES) {
    const value = currency === 'INR' ? c.amountOffInr : c.amountOffUsd;
    if (value !== null) result[currency] = value;
  }
  return result;
}

export function toAdminCoupon(c: Coupon, counts?: { redeemed: number; held: number }): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    percent_off: c.percentOff,
    amount_off: amounts(c),
    plans: planList(c),
    valid_from: c.validFrom,
    valid_to: c.validTo,
    max_redemptions: c.maxRedemptions,
    max_per_student: c.maxPerStudent,
    first_purchase_only: c.firstPurchaseOnly,
    active: c.active,
    show_on_price_page: c.showOnPricePage,
    applies_to: c.appliesTo,
    redeemed: counts?.redeemed ?? 0,
    held: counts?.held ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
