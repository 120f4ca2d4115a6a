import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  CURRENCIES,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PLAN_IDS,
  type Currency,
  type PaymentStatus,
  type PlanId,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate } from '../../../common/validation/text-fields.js';
import { Required } from '../../../common/validation/validation.js';

const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/;
const GATEWAY_ID_MESSAGE = 'Invalid payment details.';

export class CreateOrderDto {
  @ApiProperty({ enum: PLAN_IDS })
  @Required()
  @IsIn(PLAN_IDS, { message: PAYMENT_MESSAGES.unknownPlan })
  plan: PlanId;

  @ApiProperty({ enum: CURRENCIES })
  @Required()
  @IsIn(CURRENCIES, { message: PAYMENT_MESSAGES.unknownCurrency })
  currency: Currency;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'use_credits must be true or false.' })
  use_credits?: boolean;

  /** Prices come from the server's packages: any amount the client sends is accepted and ignored. */
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored: the server computes the price' })
  @Allow()
  amount?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored' })
  @Allow()
  price?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored' })
  @Allow()
  credits_applied?: unknown;
}

export class VerifyPaymentDto {
  @ApiProperty()
  @Required()
  @IsString()
  @Matches(GATEWAY_ID, { message: GATEWAY_ID_MESSAGE })
  razorpay_order_id: string;

  @ApiProperty()
  @Required()
  @IsString()
  @Matches(GATEWAY_ID, { message: GATEWAY_ID_MESSAGE })
  razorpay_payment_id: string;

  @ApiProperty({ description: 'hex HMAC-SHA256 of order_id|payment_id' })
  @Required()
  @IsString()
  @MaxLength(128)
  razorpay_signature: string;
}

export class SandboxCompleteDto {
  @ApiProperty()
  @Required()
  @IsString()
  @Matches(GATEWAY_ID, { message: GATEWAY_ID_MESSAGE })
  order_id: string;

  @ApiProperty({ enum: ['success', 'failure'] })
  @Required()
  @IsIn(['success', 'failure'], { message: 'outcome must be success or failure.' })
  outcome: 'success' | 'failure';
}

const DATE_MESSAGE = 'from and to must be dates in YYYY-MM-DD format.';

export class AdminPaymentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the name or email', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @IsOptional()
  @IsIn(PAYMENT_STATUSES, { message: 'status must be created, paid, failed or refunded.' })
  status?: PaymentStatus;

  @ApiPropertyOptional({ enum: PLAN_IDS })
  @IsOptional()
  @IsIn(PLAN_IDS, { message: PAYMENT_MESSAGES.unknownPlan })
  plan?: PlanId;

  @ApiPropertyOptional({ enum: CURRENCIES })
  @IsOptional()
  @IsIn(CURRENCIES, { message: PAYMENT_MESSAGES.unknownCurrency })
  currency?: Currency;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'IST date, inclusive' })
  @IsOptional()
  @CalendarDate(DATE_MESSAGE)
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'IST date, inclusive' })
  @IsOptional()
  @CalendarDate(DATE_MESSAGE)
  to?: string;
}
