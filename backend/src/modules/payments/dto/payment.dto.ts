import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  COUPON_CODE_PATTERN,
  OFFLINE_METHODS,
  PAYMENT_REFERENCE_MAX_LENGTH,
  REFUND_REASON_MAX_LENGTH,
  isGstStateCode,
  type OfflineMethod,
  PAYMENT_STATUSES,
  type Currency,
  type PaymentStatus,
  type PlanId,
  type CreateOrderRequest,
  type VerifyAnyPaymentRequest,
  type SandboxCompleteAnyRequest,
  type AdminPaymentsQuery,
  type RefundRequest,
  type OfflinePaymentRequest,
  type GstExportQuery,
} from '@yoga/contracts';
import { PageQueryDto } from '../../../common/paging/page-query.dto.js';
import { CalendarDate, rule, ValidUnicode } from '../../../common/validation/text-fields.js';
import { MAX_ID } from '../../../common/validation/id-param.pipe.js';
import { CurrencyField, PlanIdField } from '../../../common/validation/purchase-fields.js';
import {
  Optional,
  Required,
  RequiredWithout,
  says,
} from '../../../common/validation/validation.js';

/** A Razorpay id (order, payment, subscription): letters, digits and underscores. */
export const GATEWAY_ID = /^[A-Za-z0-9_]{1,64}$/;
export const GATEWAY_ID_MESSAGE = says('validation.payment_details');

/** What a student buys: a plan on sale, its currency, the GST place of supply and an offer code. */
export class PlanChoiceDto {
  @PlanIdField({ description: 'a plan on sale (GET /api/plans)' })
  plan: PlanId;

  @CurrencyField()
  currency: Currency;

  @ApiPropertyOptional({
    example: '09',
    description:
      "Place of supply of an INR order: the buyer's GST state code (two digits, GST_STATES). " +
      "Optional: without it the profile's state is used, and without that the seller's state. " +
      'Remembered on the profile when given. Ignored for USD (an export of services)',
  })
  @Optional()
  @rule('isGstStateCode', isGstStateCode, 'validation.gst_state')
  state?: string;

  @ApiPropertyOptional({
    example: 'DIWALI25',
    description:
      "An offer code (case-insensitive): refused with its reason's code when it does not apply; " +
      'on a renewal its discount applies to every debit',
  })
  @Optional()
  @IsString(says('validation.coupon_code'))
  @Matches(COUPON_CODE_PATTERN, says('validation.coupon_code'))
  coupon?: string;
}

@ApiSchema({
  name: 'CreateOrderRequest',
  description: 'POST /api/payments/orders (student). Any price the client sends is ignored.',
})
export class CreateOrderDto extends PlanChoiceDto implements CreateOrderRequest {
  @ApiPropertyOptional({ default: false })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
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

@ApiSchema({
  name: 'VerifyPaymentRequest',
  description:
    "The body of POST /api/payments/verify: a one-off order's Checkout payload or a subscription's " +
    "first payment's (the contract's VerifyAnyPaymentRequest).",
})
export class VerifyPaymentDto implements VerifyAnyPaymentRequest {
  @ApiPropertyOptional({ description: 'A one-off order (else razorpay_subscription_id)' })
  @RequiredWithout('razorpay_subscription_id')
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  razorpay_order_id?: string;

  @ApiPropertyOptional({
    description: "A subscription's first payment (signature of payment_id|subscription_id)",
  })
  @RequiredWithout('razorpay_order_id')
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  razorpay_subscription_id?: string;

  @ApiProperty()
  @Required()
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  razorpay_payment_id: string;

  @ApiProperty({
    description:
      'hex HMAC-SHA256 of order_id|payment_id (subscription: payment_id|subscription_id)',
  })
  @Required()
  @IsString()
  @MaxLength(128)
  razorpay_signature: string;
}

@ApiSchema({
  name: 'SandboxCompleteRequest',
  description:
    'The body of POST /api/payments/sandbox/complete (the order’s owner; 404 in production): an ' +
    "order (`order_id`) or a subscription (the contract's SandboxCompleteAnyRequest).",
})
export class SandboxCompleteDto implements SandboxCompleteAnyRequest {
  @ApiPropertyOptional({ description: 'A one-off order (else subscription_id)' })
  @RequiredWithout('subscription_id')
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  order_id?: string;

  @ApiPropertyOptional({ description: "A subscription's first payment" })
  @RequiredWithout('order_id')
  @IsString()
  @Matches(GATEWAY_ID, GATEWAY_ID_MESSAGE)
  subscription_id?: string;

  @ApiProperty({ enum: ['success', 'failure'] })
  @Required()
  @IsIn(['success', 'failure'], says('validation.outcome'))
  outcome: 'success' | 'failure';
}

const DATE_MESSAGE = says('validation.dates', { field: 'from and to' });

export class AdminPaymentsQueryDto extends PageQueryDto implements AdminPaymentsQuery {
  @ApiPropertyOptional({ description: 'Part of the name or email', maxLength: 100 })
  @Optional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES })
  @Optional()
  @IsIn(PAYMENT_STATUSES, says('validation.payment_status'))
  status?: PaymentStatus;

  @PlanIdField({ description: 'a plan’s slug', optional: true })
  plan?: PlanId;

  @CurrencyField({ optional: true })
  currency?: Currency;

  @ApiPropertyOptional({ example: '2026-01-01', description: 'IST date, inclusive' })
  @Optional()
  @CalendarDate(DATE_MESSAGE)
  from?: string;

  @ApiPropertyOptional({ example: '2026-01-31', description: 'IST date, inclusive' })
  @Optional()
  @CalendarDate(DATE_MESSAGE)
  to?: string;
}

/** Larger than any plan's price. */
const MAX_MINOR_AMOUNT = 100_000_000;

@ApiSchema({
  name: 'RefundRequest',
  description:
    'POST /api/payments/:id/refund (admin) → 200 RefundResponse: the payment refunded (in full or in ' +
    'part) with a credit note; already refunded → 409; not paid → 409; gateway failure → 502 (nothing ' +
    'changed).',
})
export class RefundDto implements RefundRequest {
  @ApiProperty({
    maxLength: REFUND_REASON_MAX_LENGTH,
    description: `Why the money goes back (1–${REFUND_REASON_MAX_LENGTH} characters); printed on the credit note`,
  })
  @Required(says('validation.refund_reason'))
  @IsString(says('validation.text'))
  @Matches(/\S/, says('validation.refund_reason'))
  @MaxLength(
    REFUND_REASON_MAX_LENGTH,
    says('validation.refund_reason_too_long', { max: REFUND_REASON_MAX_LENGTH }),
  )
  @ValidUnicode()
  reason: string;

  @ApiPropertyOptional({
    minimum: 1,
    description:
      'Part of the payment to refund, minor units (1 to what is left); all that is left when ' +
      'omitted. A partial refund keeps the plan and gets a credit note for its own amount; the part ' +
      "that completes the refund removes the plan's period like a full refund",
  })
  @Optional()
  @IsInt(says('validation.refund_amount'))
  @Min(1, says('validation.refund_amount'))
  @Max(MAX_MINOR_AMOUNT, says('validation.refund_amount'))
  amount?: number;

  @ApiPropertyOptional({
    description:
      'A partial refund only: also shorten the membership in proportion (the payment’s period ends ' +
      'round(period days × amount ÷ price) days earlier, never before now; later periods move ' +
      'earlier). Left out or false: the membership is kept whole',
  })
  @Optional()
  @IsBoolean(says('validation.true_or_false'))
  shorten_membership?: boolean;
}

/** UTR, cheque or receipt numbers: letters, digits and / - _ . (no spaces). */
const REFERENCE_PATTERN = /^\s*[A-Za-z0-9][A-Za-z0-9/_.-]*\s*$/;

@ApiSchema({
  name: 'OfflinePaymentRequest',
  description:
    'POST /api/payments/offline (admin) → 201 AdminPaymentRecord: a payment received by UPI, bank ' +
    'transfer or cash, recorded with its plan and invoice; a repeated reference → 409.',
})
export class OfflinePaymentDto implements OfflinePaymentRequest {
  @ApiProperty({ description: "the student's id" })
  @Required()
  @IsInt(says('validation.student_id'))
  @Min(1, says('validation.student_id'))
  @Max(MAX_ID, says('validation.student_id'))
  user_id: number;

  @PlanIdField({ description: 'a plan on sale (GET /api/plans): its id (PlanId)' })
  plan: PlanId;

  @CurrencyField()
  currency: Currency;

  @ApiProperty({
    description: "Received, in minor units: a positive integer, at most the plan's offer price",
  })
  @Required()
  @IsInt(says('validation.amount_whole'))
  @Min(1, says('validation.amount_min'))
  amount: number;

  @ApiProperty({ enum: OFFLINE_METHODS })
  @Required()
  @IsIn(OFFLINE_METHODS, says('validation.offline_method'))
  method: OfflineMethod;

  @ApiProperty({
    maxLength: PAYMENT_REFERENCE_MAX_LENGTH,
    description: 'UTR, cheque or receipt number: unique across all payments (a repeat → 409)',
  })
  @Required(says('validation.payment_reference'))
  @IsString(says('validation.text'))
  @MaxLength(
    PAYMENT_REFERENCE_MAX_LENGTH,
    says('validation.reference_too_long', { max: PAYMENT_REFERENCE_MAX_LENGTH }),
  )
  @Matches(REFERENCE_PATTERN, says('validation.reference_characters'))
  reference: string;

  @ApiProperty({
    example: '2026-11-20',
    description: 'The IST calendar date the money arrived (YYYY-MM-DD), not in the future',
  })
  @Required()
  @CalendarDate(says('validation.date'))
  paid_on: string;

  @ApiPropertyOptional({
    example: '09',
    description:
      "Buyer's GST state code for an INR payment; defaults like checkout (profile, then the " +
      "seller's state)",
  })
  @Optional()
  @rule('isGstStateCode', isGstStateCode, 'validation.gst_state')
  state?: string;
}

export class GstExportQueryDto implements GstExportQuery {
  @ApiPropertyOptional({
    example: '2026-04-01',
    description: 'IST date, inclusive (invoice date); default: the 1st of this month',
  })
  @Optional()
  @CalendarDate(DATE_MESSAGE)
  from?: string;

  @ApiPropertyOptional({
    example: '2027-03-31',
    description: 'IST date, inclusive (invoice date); default: today',
  })
  @Optional()
  @CalendarDate(DATE_MESSAGE)
  to?: string;
}
