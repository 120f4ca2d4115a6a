import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  IsBoolean,
  IsInt,
  IsObject,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  PLAN_MONTHS_MAX,
  PLAN_MONTHS_MIN,
  PLAN_NAME_MAX_LENGTH,
  PLAN_SLUG_MAX_LENGTH,
  PLAN_SLUG_PATTERN,
  type CreatePlanRequest,
  type PlanCurrencyPriceInput,
  type UpdatePlanRequest,
} from '@yoga/contracts';
import { Optional, Required, says } from '../../../common/validation/validation.js';
import { TextField } from '../../../common/validation/text-fields.js';

/** The largest amount a plan may cost, in minor units (₹10,00,000 / $1,000,000). */
export const PLAN_MAX_AMOUNT = 100_000_000;
const SORT_ORDER_MAX = 1000;

/** An amount in minor units: a price at least 1; the redeemable part may be 0 (no credits on this plan). */
function Amount(required: boolean, min: 0 | 1 = 1, description = 'minor units (paise, cents)') {
  return (target: object, key: string) => {
    ApiProperty({ type: Number, minimum: min, required, description })(target, key);
    (required ? Required() : Optional())(target, key);
    IsInt(says('validation.amount_whole'))(target, key);
    Min(min, says(min ? 'validation.amount_min' : 'validation.amount_whole'))(target, key);
    Max(PLAN_MAX_AMOUNT, says('validation.amount_whole'))(target, key);
  };
}

const HOUSEHOLD_MEMBER =
  'Household plan (issue 35): each member beyond the payer adds this (minor units, 0 or more)';
const DERIVED = 'derived, accepted so a plan read from GET can be sent back whole; ignored';

/** The editable figures of one currency; the derived ones (`discount_percent`, `balance`) may be sent back and are ignored. */
@ApiSchema({
  name: 'PlanCurrencyPriceInput',
  description:
    'The editable figures of one currency, minor units (the derived ones are ignored when sent).',
})
export class PlanPriceInputDto implements PlanCurrencyPriceInput {
  @Amount(true)
  original: number;

  @Amount(true)
  offer: number;

  @Amount(true, 0)
  redeemable: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  show_discount?: boolean;

  @Amount(false, 0, `${HOUSEHOLD_MEMBER}; 0 when left out`)
  household_member?: number;

  @TextField(PLAN_NAME_MAX_LENGTH, { nullable: true })
  label?: string | null;

  @ApiPropertyOptional({ type: 'integer', description: DERIVED })
  @Optional()
  @Allow()
  discount_percent?: number;

  @ApiPropertyOptional({ type: 'integer', description: DERIVED })
  @Optional()
  @Allow()
  balance?: number;
}

/** One currency's figures in a PATCH: fields left out stay as they are. */
@ApiSchema({
  name: 'PlanCurrencyPriceUpdate',
  description: "One currency's figures in a PATCH: fields left out stay as they are.",
})
export class PlanPriceUpdateDto implements Partial<PlanCurrencyPriceInput> {
  @Amount(false)
  original?: number;

  @Amount(false)
  offer?: number;

  @Amount(false, 0)
  redeemable?: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  show_discount?: boolean;

  @Amount(false, 0, HOUSEHOLD_MEMBER)
  household_member?: number;

  @TextField(PLAN_NAME_MAX_LENGTH, { nullable: true })
  label?: string | null;

  @ApiPropertyOptional({ type: 'integer', description: DERIVED })
  @Optional()
  @Allow()
  discount_percent?: number;

  @ApiPropertyOptional({ type: 'integer', description: DERIVED })
  @Optional()
  @Allow()
  balance?: number;
}

/**
 * An added currency's figures (issue 37: GBP, AED, CAD, AUD, SGD): optional; null (or left out when
 * creating) means the plan is not offered in it.
 */
function AddedCurrency(type: new () => object) {
  return (target: object, key: string) => {
    ApiPropertyOptional({ type, nullable: true })(target, key);
    Optional({ nullable: true })(target, key);
    IsObject(says('validation.object'))(target, key);
    ValidateNested()(target, key);
    Type(() => type)(target, key);
  };
}

@ApiSchema({
  name: 'PlanPricesInput',
  description:
    'INR and USD required; an added currency (issue 37) optional (left out or null: not offered).',
})
export class PlanPricesDto {
  @ApiProperty({ type: PlanPriceInputDto })
  @Required()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPriceInputDto)
  INR: PlanPriceInputDto;

  @ApiProperty({ type: PlanPriceInputDto })
  @Required()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPriceInputDto)
  USD: PlanPriceInputDto;

  @AddedCurrency(PlanPriceInputDto)
  GBP?: PlanPriceInputDto | null;

  @AddedCurrency(PlanPriceInputDto)
  AED?: PlanPriceInputDto | null;

  @AddedCurrency(PlanPriceInputDto)
  CAD?: PlanPriceInputDto | null;

  @AddedCurrency(PlanPriceInputDto)
  AUD?: PlanPriceInputDto | null;

  @AddedCurrency(PlanPriceInputDto)
  SGD?: PlanPriceInputDto | null;
}

@ApiSchema({
  name: 'PlanPricesUpdate',
  description:
    'Any currency; a currency left out stays as it is; an added currency set to null stops offering ' +
    'the plan in it.',
})
export class PlanPricesUpdateDto {
  @ApiPropertyOptional({ type: PlanPriceUpdateDto })
  @Optional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPriceUpdateDto)
  INR?: PlanPriceUpdateDto;

  @ApiPropertyOptional({ type: PlanPriceUpdateDto })
  @Optional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPriceUpdateDto)
  USD?: PlanPriceUpdateDto;

  @AddedCurrency(PlanPriceUpdateDto)
  GBP?: PlanPriceUpdateDto | null;

  @AddedCurrency(PlanPriceUpdateDto)
  AED?: PlanPriceUpdateDto | null;

  @AddedCurrency(PlanPriceUpdateDto)
  CAD?: PlanPriceUpdateDto | null;

  @AddedCurrency(PlanPriceUpdateDto)
  AUD?: PlanPriceUpdateDto | null;

  @AddedCurrency(PlanPriceUpdateDto)
  SGD?: PlanPriceUpdateDto | null;
}

const MONTHS_MESSAGE = says('validation.whole_number_range', {
  min: PLAN_MONTHS_MIN,
  max: PLAN_MONTHS_MAX,
});
const ORDER_MESSAGE = says('validation.whole_number_range', { min: 0, max: SORT_ORDER_MAX });

/** POST /api/admin/plans. */
@ApiSchema({ name: 'CreatePlanRequest', description: 'POST /api/admin/plans (admin).' })
export class CreatePlanDto implements CreatePlanRequest {
  @ApiProperty({
    pattern: PLAN_SLUG_PATTERN.source,
    maxLength: PLAN_SLUG_MAX_LENGTH,
    description: "the plan's id (PlanId); it never changes",
  })
  @Required()
  @Matches(PLAN_SLUG_PATTERN, says('validation.plan_slug'))
  slug: string;

  @TextField(PLAN_NAME_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  name_en: string;

  @TextField(PLAN_NAME_MAX_LENGTH, { required: true })
  @Matches(/\S/, says('validation.required'))
  name_hi: string;

  @ApiProperty({ minimum: PLAN_MONTHS_MIN, maximum: PLAN_MONTHS_MAX })
  @Required()
  @IsInt(MONTHS_MESSAGE)
  @Min(PLAN_MONTHS_MIN, MONTHS_MESSAGE)
  @Max(PLAN_MONTHS_MAX, MONTHS_MESSAGE)
  months: number;

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  active?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: SORT_ORDER_MAX })
  @Optional()
  @IsInt(ORDER_MESSAGE)
  @Min(0, ORDER_MESSAGE)
  @Max(SORT_ORDER_MAX, ORDER_MESSAGE)
  sort_order?: number;

  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  popular?: boolean;

  @ApiProperty({
    type: PlanPricesDto,
    description: 'INR and USD required; an added currency optional (left out or null: not offered)',
  })
  @Required()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPricesDto)
  prices: PlanPricesDto;
}

/**
 * PATCH /api/admin/plans/:slug: the plan in the shape GET gives it, any field but the slug (sent back
 * unchanged, it is accepted); fields left out stay as they are.
 */
@ApiSchema({
  name: 'UpdatePlanRequest',
  description:
    'PATCH /api/admin/plans/:slug (admin): any field but the slug; fields left out stay as they are.',
})
export class UpdatePlanDto implements UpdatePlanRequest {
  @ApiPropertyOptional({
    type: String,
    description:
      'The plan’s own slug only (sent back with the plan as GET gives it): a slug never changes ' +
      '(400 plan_slug_fixed)',
  })
  @Optional()
  @Allow()
  slug?: string;

  @TextField(PLAN_NAME_MAX_LENGTH)
  @Optional()
  @Matches(/\S/, says('validation.required'))
  name_en?: string;

  @TextField(PLAN_NAME_MAX_LENGTH)
  @Optional()
  @Matches(/\S/, says('validation.required'))
  name_hi?: string;

  @ApiPropertyOptional({ minimum: PLAN_MONTHS_MIN, maximum: PLAN_MONTHS_MAX })
  @Optional()
  @IsInt(MONTHS_MESSAGE)
  @Min(PLAN_MONTHS_MIN, MONTHS_MESSAGE)
  @Max(PLAN_MONTHS_MAX, MONTHS_MESSAGE)
  months?: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  active?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: SORT_ORDER_MAX })
  @Optional()
  @IsInt(ORDER_MESSAGE)
  @Min(0, ORDER_MESSAGE)
  @Max(SORT_ORDER_MAX, ORDER_MESSAGE)
  sort_order?: number;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  popular?: boolean;

  @ApiPropertyOptional({
    type: PlanPricesUpdateDto,
    description: 'an added currency set to null stops offering the plan in it',
  })
  @Optional()
  @IsObject(says('validation.object'))
  @ValidateNested()
  @Type(() => PlanPricesUpdateDto)
  prices?: PlanPricesUpdateDto;
}
