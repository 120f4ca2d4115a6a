/** The coupons module's public surface: offer codes, checked and held for orders (issue 23). */
export { CouponsModule } from './coupons.module.js';
export { COUPON_HOLD_MINUTES, CouponsService, type CouponQuote } from './coupons.service.js';
import { CouponRedemption } from './entities/coupon-redemption.entity.js';
import { Coupon } from './entities/coupon.entity.js';

export const COUPONS_ENTITIES = [Coupon, CouponRedemption];
