import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  CURRENCIES,
  OFFLINE_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  REFUND_REASON_MAX_LENGTH,
  isGstStateCode,
  type OfflineMethod,
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  PLAN_IDS,
  type Currency,
  type PaymentStatus,
  type PlanId,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate, rule, ValidUnicode } from '../../../common/validation/text-fields.js';
import { MAX_ID } from '../../../common/validation/id-param.pipe.js';
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

  @ApiPropertyOptional({ example: '09', description: 'GST state code: the place of supply (INR)' })
  @ValidateIf((o: CreateOrderDto) => o.state !== undefined)
  @rule('isGstStateCode', isGstStateCode, () => ACCOUNT_MESSAGES.invalidState)
  state?: string;

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

export class RefundDto {
  @ApiProperty({ maxLength: REFUND_REASON_MAX_LENGTH })
  @Required({ message: 'Give a reason for the refund.' })
  @IsString({ message: 'reason must be text.' })
  @Matches(/\S/, { message: 'Give a reason for the refund.' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, {
    message: `The reason must be at most ${REFUND_REASON_MAX_LENGTH} characters.`,
  })
  @ValidUnicode()
  reason: string;
}

/** UTR, cheque or receipt numbers: letters, digits and / - _ . (no spaces). */
const REFERENCE_PATTERN = /^\s*[A-Za-z0-9][A-Za-z0-9/_.-]*\s*$/;

export class OfflinePaymentDto {
  @ApiProperty()
  @Required()
  @IsInt({ message: 'user_id must be a student id.' })
  @Min(1, { message: 'user_id must be a student id.' })
  @Max(MAX_ID, { message: 'user_id must be a student id.' })
  user_id: number;

  @ApiProperty({ enum: PLAN_IDS })
  @Required()
  @IsIn(PLAN_IDS, { message: PAYMENT_MESSAGES.unknownPlan })
  plan: PlanId;

  @ApiProperty({ enum: CURRENCIES })
  @Required()
  @IsIn(CURRENCIES, { message: PAYMENT_MESSAGES.unknownCurrency })
  currency: Currency;

  @ApiProperty({ description: 'Minor units, 1 to the plan offer price' })
  @Required()
  @IsInt({ message: 'amount must be a whole number of paise or cents.' })
  @Min(1, { message: 'amount must be at least 1 paisa or cent.' })
  amount: number;

  @ApiProperty({ enum: OFFLINE_METHODS })
  @Required()
  @IsIn(OFFLINE_METHODS, { message: 'method must be upi, bank_transfer or cash.' })
  method: OfflineMethod;

  @ApiProperty({ maxLength: PAYMENT_REFERENCE_MAX_LENGTH })
  @Required({ message: 'Enter the payment reference (UTR or receipt number).' })
  @IsString({ message: 'reference must be text.' })
  @MaxLength(PAYMENT_REFERENCE_MAX_LENGTH, {
    message: `The reference must be at most ${PAYMENT_REFERENCE_MAX_LENGTH} characters.`,
  })
  @Matches(REFERENCE_PATTERN, {
    message: 'The reference may contain only letters, digits and / - _ . (no spaces).',
  })
  reference: string;

  @ApiProperty({ example: '2026-11-20', description: 'IST date the money arrived' })
  @Required()
  @CalendarDate('paid_on must be a date in YYYY-MM-DD format.')
  paid_on: string;

  @ApiPropertyOptional({ example: '09' })
  @ValidateIf((o: OfflinePaymentDto) => o.state !== undefined)
  @rule('isGstStateCode', isGstStateCode, () => ACCOUNT_MESSAGES.invalidState)
  state?: string;
}

export class GstExportQueryDto {
  @ApiPropertyOptional({
    example: '2026-04-01',
    description: 'IST date, inclusive (invoice date); default: the 1st of this month',
  })
  @IsOptional()
  @CalendarDate(DATE_MESSAGE)
  from?: string;

  @ApiPropertyOptional({
    example: '2027-03-31',
    description: 'IST date, inclusive (invoice date); default: today',
  })
  @IsOptional()
  @CalendarDate(DATE_MESSAGE)
  to?: string;
}
