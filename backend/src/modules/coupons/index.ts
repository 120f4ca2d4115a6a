/** The coupons module's public surface: offer codes, checked and held for orders (issue 23). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { CouponAppliesTo1796520000000 } from './migrations/1796520000000-CouponAppliesTo.js';
export { CouponsModule } from './coupons.module.js';
export { COUPON_HOLD_MINUTES, CouponsService, type CouponQuote } from './coupons.service.js';
import { CouponRedemption } from './entities/coupon-redemption.entity.js';
import { Coupon } from './entities/coupon.entity.js';

export const COUPONS_ENTITIES = [Coupon, CouponRedemption];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const COUPONS_MIGRATIONS: MigrationClass[] = [CouponAppliesTo1796520000000];
export { COUPONS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { CouponsModule } from './coupons.module.js';
import { COUPONS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const COUPONS_FEATURE = defineFeature({
  name: 'coupons',
  module: CouponsModule,
  entities: COUPONS_ENTITIES,
  migrations: COUPONS_MIGRATIONS,
  errors: COUPONS_ERRORS,
});
