import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  COUPON_APPLIES_TO,
  COUPON_CODE_PATTERN,
  COUPON_PERCENT_MAX,
  COUPON_PERCENT_MIN,
  PLAN_SLUG_PATTERN,
  type CouponAmounts,
  type CouponAppliesTo,
  type CouponCheckRequest,
  type CouponRequest,
  type CouponUpdateRequest,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { CalendarDate } from '../../../common/validation/text-fields.js';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { CurrencyField } from '../../../common/validation/purchase-fields.js';

/** Larger than any plan's price (minor units). */
const MAX_MINOR_AMOUNT = 100_000_000;
const MAX_COUNT = 1_000_000;
const CODE_MESSAGE = says('validation.coupon_code');
const AMOUNT_MESSAGE = says('validation.coupon_amount');
const DATE_MESSAGE = says('validation.date', { field: 'valid_from and valid_to' });

@ApiSchema({
  name: 'CouponAmounts',
  description:
    'A fixed discount per currency (minor units); a currency left out: the code does not apply to it.',
})
export class CouponAmountsDto implements CouponAmounts {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Paise' })
  @Optional()
  @IsInt(AMOUNT_MESSAGE)
  @Min(1, AMOUNT_MESSAGE)
  @Max(MAX_MINOR_AMOUNT, AMOUNT_MESSAGE)
  INR?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Cents' })
  @Optional()
  @IsInt(AMOUNT_MESSAGE)
  @Min(1, AMOUNT_MESSAGE)
  @Max(MAX_MINOR_AMOUNT, AMOUNT_MESSAGE)
  USD?: number;
}

/** The fields of a code (all optional here; the create DTO requires `code`). */
class CouponFieldsDto {
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: COUPON_PERCENT_MIN,
    maximum: COUPON_PERCENT_MAX,
  })
  @Optional({ nullable: true })
  @IsInt(says('validation.percent_off'))
  @Min(COUPON_PERCENT_MIN, says('validation.percent_off'))
  @Max(COUPON_PERCENT_MAX, says('validation.percent_off'))
  percent_off?: number | null;

  @ApiPropertyOptional({ type: CouponAmountsDto, nullable: true })
  @Optional({ nullable: true })
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => CouponAmountsDto)
  amount_off?: CouponAmountsDto | null;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    nullable: true,
    description: 'Plan slugs (PlanId) it applies to; all plans when absent or null',
  })
  @Optional({ nullable: true })
  @IsArray(says('validation.coupon_plans'))
  @ArrayMaxSize(50, says('validation.coupon_plans'))
  @ArrayUnique(undefined, says('validation.coupon_plans'))
  @Matches(PLAN_SLUG_PATTERN, { each: true, ...says('validation.coupon_plans') })
  plans?: PlanId[] | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-11-01',
    description: 'IST date, inclusive',
  })
  @Optional({ nullable: true })
  @CalendarDate(DATE_MESSAGE)
  valid_from?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-11-15',
    description: 'IST date, inclusive',
  })
  @Optional({ nullable: true })
  @CalendarDate(DATE_MESSAGE)
  valid_to?: string | null;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description: 'Uses in all (held by open orders and paid); unlimited when absent or null',
  })
  @Optional({ nullable: true })
  @IsInt(says('validation.whole_number_range', { min: 1, max: MAX_COUNT }))
  @Min(1, says('validation.whole_number_range', { min: 1, max: MAX_COUNT }))
  @Max(MAX_COUNT, says('validation.whole_number_range', { min: 1, max: MAX_COUNT }))
  max_redemptions?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, description: 'Default 1' })
  @Optional()
  @IsInt(says('validation.whole_number_range', { min: 1, max: 100 }))
  @Min(1, says('validation.whole_number_range', { min: 1, max: 100 }))
  @Max(100, says('validation.whole_number_range', { min: 1, max: 100 }))
  max_per_student?: number;

  @ApiPropertyOptional({
    default: false,
    description: "Only for a student's first paid purchase",
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  first_purchase_only?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Default true; false deactivates it' })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  active?: boolean;

  @ApiPropertyOptional({
    default: false,
    description: 'The price page shows its banner and struck-through prices while it is valid',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  show_on_price_page?: boolean;

  @ApiPropertyOptional({
    enum: COUPON_APPLIES_TO,
    default: 'first_payment',
    description:
      'Default `first_payment`: an automatic renewal is at the full price after the first debit; ' +
      '`every_payment`: every debit of a subscription that renews itself gets the discount',
  })
  @Optional()
  @IsIn(COUPON_APPLIES_TO, says('validation.one_of', { values: COUPON_APPLIES_TO.join(', ') }))
  applies_to?: CouponAppliesTo;
}

@ApiSchema({
  name: 'CouponRequest',
  description:
    'POST /api/admin/coupons. Exactly one of `percent_off` (1–90) and `amount_off`. Money in minor ' +
    'units (paise, cents); dates are IST calendar dates (YYYY-MM-DD), both ends inclusive.',
})
export class CreateCouponDto extends CouponFieldsDto implements CouponRequest {
  @ApiProperty({
    example: 'DIWALI25',
    description: '4–20 letters or digits, case-insensitive, unique',
  })
  @Required()
  @IsString(CODE_MESSAGE)
  @Matches(COUPON_CODE_PATTERN, CODE_MESSAGE)
  code: string;
}

@ApiSchema({
  name: 'CouponUpdateRequest',
  description: 'PATCH /api/admin/coupons/:id: any field; fields left out stay as they are.',
})
export class UpdateCouponDto extends CouponFieldsDto implements CouponUpdateRequest {
  @ApiPropertyOptional({
    example: 'DIWALI25',
    description: '4–20 letters or digits, case-insensitive, unique',
  })
  @Optional()
  @IsString(CODE_MESSAGE)
  @Matches(COUPON_CODE_PATTERN, CODE_MESSAGE)
  code?: string;
}

@ApiSchema({
  name: 'CouponCheckRequest',
  description: 'POST /api/coupons/check (signed-in student).',
})
export class CouponCheckDto implements CouponCheckRequest {
  @ApiProperty({ type: String, example: 'bumper', description: "a plan's id (PlanId)" })
  @Required()
  @Matches(PLAN_SLUG_PATTERN, says('validation.plan'))
  plan: PlanId;

  @CurrencyField()
  currency: Currency;

  @ApiProperty({ example: 'DIWALI25' })
  @Required()
  @IsString(CODE_MESSAGE)
  @Matches(COUPON_CODE_PATTERN, CODE_MESSAGE)
  coupon: string;
}
