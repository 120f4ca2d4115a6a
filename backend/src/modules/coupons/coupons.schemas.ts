import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  COUPON_APPLIES_TO,
  CURRENCIES,
  type AdminCoupon,
  type CouponAppliesTo,
  type CouponAmounts,
  type CouponCheckResponse,
  type Currency,
  type FeaturedCoupon,
  type FeaturedCouponResponse,
  type PlanId,
} from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';

const PlanList = (description: string) =>
  ApiProperty({ type: String, isArray: true, nullable: true, description });

@ApiSchema({
  name: 'CouponAmountsResponse',
  description:
    'A fixed discount per currency (minor units); a currency left out: the code does not apply to it.',
})
export class CouponAmountsSchema implements CouponAmounts {
  @Int({ optional: true, description: 'Paise' })
  INR?: number;

  @Int({ optional: true, description: 'Cents' })
  USD?: number;
}

@ApiSchema({
  name: 'AdminCoupon',
  description:
    'An offer code as the admin sees it (/api/admin/coupons). Money in minor units (paise, cents); ' +
    'dates are IST calendar dates (YYYY-MM-DD), both ends inclusive.',
})
export class AdminCouponSchema implements AdminCoupon {
  @Int()
  id: number;

  @Text({ description: 'Upper-case; unique.' })
  code: string;

  @Int({ nullable: true })
  percent_off: number | null;

  @Nested(() => CouponAmountsSchema, { nullable: true })
  amount_off: CouponAmountsSchema | null;

  @PlanList('Plan slugs (PlanId) it applies to; null: every plan')
  plans: PlanId[] | null;

  @Text({ nullable: true, description: 'IST date, inclusive' })
  valid_from: string | null;

  @Text({ nullable: true, description: 'IST date, inclusive' })
  valid_to: string | null;

  @Int({
    nullable: true,
    description: 'Uses in all (held by open orders and paid); null: unlimited',
  })
  max_redemptions: number | null;

  @Int()
  max_per_student: number;

  @Bool({ description: "Only for a student's first paid purchase" })
  first_purchase_only: boolean;

  @Bool({ description: 'False: deactivated' })
  active: boolean;

  @Bool({
    description: 'The price page shows its banner and struck-through prices while it is valid',
  })
  show_on_price_page: boolean;

  @OneOf(COUPON_APPLIES_TO, {
    description:
      'Which payments the discount is taken off: only the first (one-off payments and the first ' +
      'debit of a subscription that renews itself; renewals are at the full price), or every debit ' +
      'of such a subscription',
  })
  applies_to: CouponAppliesTo;

  @Int({ description: 'Paid orders that used it (refunds given back)' })
  redeemed: number;

  @Int({ description: 'Open orders holding a use' })
  held: number;

  @Text()
  created_at: string;

  @Text()
  updated_at: string;
}

@ApiSchema({
  name: 'CouponCheckResponse',
  description: '200 of POST /api/coupons/check: the price with the code, before any credits.',
})
export class CouponCheckResponseSchema implements CouponCheckResponse {
  @Text()
  coupon: string;

  @Text({ description: "The plan's id (PlanId)" })
  plan: PlanId;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: "The plan's offer price, minor units" })
  price: number;

  @Int()
  discount: number;

  @Int({ description: 'price − discount: what the order charges before credits' })
  amount: number;

  @Int({ nullable: true })
  percent_off: number | null;

  @OneOf(COUPON_APPLIES_TO, {
    description: 'Whether automatic renewals get the discount too (else they are at `price`)',
  })
  applies_to: CouponAppliesTo;

  @Text({ nullable: true, description: 'Last IST date it is valid, if it ends' })
  valid_to: string | null;
}

@ApiSchema({
  name: 'FeaturedCoupon',
  description:
    "The offer the price page shows (GET /api/coupons/featured; also in the price page's server data).",
})
export class FeaturedCouponSchema implements FeaturedCoupon {
  @Text()
  code: string;

  @Int({ nullable: true })
  percent_off: number | null;

  @Nested(() => CouponAmountsSchema, { nullable: true })
  amount_off: CouponAmountsSchema | null;

  @PlanList('Plan slugs (PlanId) it applies to; null: every plan')
  plans: PlanId[] | null;

  @Text({ nullable: true, description: 'Last IST date it is valid, if it ends' })
  valid_to: string | null;
}

@ApiSchema({
  name: 'FeaturedCouponResponse',
  description:
    '200 of GET /api/coupons/featured (public): the offer shown on the price page, if any.',
})
export class FeaturedCouponResponseSchema implements FeaturedCouponResponse {
  @Nested(() => FeaturedCouponSchema, { nullable: true })
  offer: FeaturedCouponSchema | null;
}
