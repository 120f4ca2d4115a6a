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
import { Bool, Int, Nested, OneOf, Text } from '../properties.js';

const PlanList = (description: string) =>
  ApiProperty({ type: String, isArray: true, nullable: true, description });

@ApiSchema({ name: 'CouponAmountsResponse' })
export class CouponAmountsSchema implements CouponAmounts {
  @Int({ optional: true, description: 'Paise' })
  INR?: number;

  @Int({ optional: true, description: 'Cents' })
  USD?: number;
}

@ApiSchema({ name: 'AdminCoupon' })
export class AdminCouponSchema implements AdminCoupon {
  @Int()
  id: number;

  @Text({ description: 'Upper-case' })
  code: string;

  @Int({ nullable: true })
  percent_off: number | null;

  @Nested(() => CouponAmountsSchema, { nullable: true })
  amount_off: CouponAmountsSchema | null;

  @PlanList('Null: every plan')
  plans: PlanId[] | null;

  @Text({ nullable: true, description: 'IST date, inclusive' })
  valid_from: string | null;

  @Text({ nullable: true, description: 'IST date, inclusive' })
  valid_to: string | null;

  @Int({ nullable: true })
  max_redemptions: number | null;

  @Int()
  max_per_student: number;

  @Bool()
  first_purchase_only: boolean;

  @Bool()
  active: boolean;

  @Bool()
  show_on_price_page: boolean;

  @OneOf(COUPON_APPLIES_TO)
  applies_to: CouponAppliesTo;

  @Int({ description: 'Paid orders that used it' })
  redeemed: number;

  @Int({ description: 'Open orders holding a use' })
  held: number;

  @Text()
  created_at: string;

  @Text()
  updated_at: string;
}

@ApiSchema({ name: 'CouponCheckResponse' })
export class CouponCheckResponseSchema implements CouponCheckResponse {
  @Text()
  coupon: string;

  @Text()
  plan: PlanId;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: "The plan's offer price, minor units" })
  price: number;

  @Int()
  discount: number;

  @Int({ description: 'price − discount (before credits)' })
  amount: number;

  @Int({ nullable: true })
  percent_off: number | null;

  @OneOf(COUPON_APPLIES_TO)
  applies_to: CouponAppliesTo;

  @Text({ nullable: true })
  valid_to: string | null;
}

@ApiSchema({ name: 'FeaturedCoupon' })
export class FeaturedCouponSchema implements FeaturedCoupon {
  @Text()
  code: string;

  @Int({ nullable: true })
  percent_off: number | null;

  @Nested(() => CouponAmountsSchema, { nullable: true })
  amount_off: CouponAmountsSchema | null;

  @PlanList('Null: every plan')
  plans: PlanId[] | null;

  @Text({ nullable: true })
  valid_to: string | null;
}

@ApiSchema({ name: 'FeaturedCouponResponse' })
export class FeaturedCouponResponseSchema implements FeaturedCouponResponse {
  @Nested(() => FeaturedCouponSchema, { nullable: true })
  offer: FeaturedCouponSchema | null;
}
