import { ApiSchema } from '@nestjs/swagger';
import {
  CHECKOUT_METHODS,
  CURRENCIES,
  OFFLINE_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type AdminPaymentRecord,
  type AdminPaymentsResponse,
  type CreateOrderResponse,
  type Currency,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentRecord,
  type PaymentStatus,
  type RefundResponse,
  type SandboxFailureResponse,
  type VerifyPaymentResponse,
  type VerifyPaymentRequest,
  type VerifySubscriptionPaymentRequest,
} from '@yoga/contracts';
import { Always, Int, ListOf, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { AmountByCurrencySchema } from '../../common/openapi/schemas/money.js';
import { MySubscriptionSchema, SubscriptionPlanSchema } from '../subscriptions/index.js';

@ApiSchema({
  name: 'CheckoutPrefill',
  description: "What Razorpay Checkout's form is filled with: the student's name, email and phone.",
})
export class CheckoutPrefillSchema {
  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  contact: string;
}

@ApiSchema({
  name: 'CreateOrderResponse',
  description:
    '201 of POST /api/payments/orders. `amount` = offer price − `discount` − `credits_applied` ' +
    '(minor units: the smallest unit of the currency, paise for INR, cents for USD).',
})
export class CreateOrderResponseSchema implements CreateOrderResponse {
  @Int()
  payment_id: number;

  @Text({ description: "Razorpay's order id (order_...), or the sandbox's" })
  order_id: string;

  @Int({ description: 'Offer price minus discount minus credits_applied, minor units' })
  amount: number;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Text({ description: 'Razorpay key id for Checkout (the sandbox sends "rzp_test_sandbox")' })
  key_id: string;

  @OneOf(PAYMENT_GATEWAYS)
  gateway: PaymentGatewayName;

  @Nested(() => SubscriptionPlanSchema)
  plan: SubscriptionPlanSchema;

  @Int()
  credits_applied: number;

  @Int({ description: "The offer code's discount, minor units (0 without a code)" })
  discount: number;

  @Text({ nullable: true, description: 'The offer code applied (upper-case), or null' })
  coupon: string | null;

  @Nested(() => CheckoutPrefillSchema)
  prefill: CheckoutPrefillSchema;
}

@ApiSchema({
  name: 'SandboxFailureResponse',
  description:
    '200 of POST /api/payments/sandbox/complete with outcome "failure" (credits returned).',
})
export class SandboxFailureResponseSchema implements SandboxFailureResponse {
  @Always(false)
  success: false;

  @Always('failed')
  status: 'failed';

  @Text()
  message: string;
}

@ApiSchema({
  name: 'VerifyPaymentResponse',
  description: '200 of POST /api/payments/verify (same answer when repeated). Bad signature → 400.',
})
export class VerifyPaymentResponseSchema implements VerifyPaymentResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => MySubscriptionSchema)
  subscription: MySubscriptionSchema;
}

@ApiSchema({
  name: 'PaymentRecord',
  description:
    'GET /api/payments/mine → PaymentRecord[] (newest first); also the rows of the admin list. ' +
    'Money in minor units; times ISO 8601.',
})
export class PaymentRecordSchema implements PaymentRecord {
  @Int()
  id: number;

  @Nested(() => SubscriptionPlanSchema)
  plan: SubscriptionPlanSchema;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: 'Paid (or to pay) after credits, minor units' })
  amount: number;

  @Int()
  credits_applied: number;

  @OneOf([...PAYMENT_GATEWAYS, 'offline'], {
    description: "The checkout's gateway; `offline` for a payment an admin recorded (see `method`)",
  })
  gateway: PaymentGatewayName | 'offline';

  @Text({ description: "The gateway's order id; empty for an offline payment" })
  order_id: string;

  @Text({ nullable: true })
  gateway_payment_id: string | null;

  @OneOf(PAYMENT_STATUSES)
  status: PaymentStatus;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  paid_at: string | null;

  @OneOf([...CHECKOUT_METHODS, ...OFFLINE_METHODS], {
    description:
      'How the money came: the checkout (razorpay/sandbox) or recorded by an admin ' +
      '(upi/bank_transfer/cash)',
  })
  method: PaymentMethod;

  @Text({
    nullable: true,
    description:
      'GST tax invoice number (e.g. YS/2627/00001), given when the payment succeeds; null before',
  })
  invoice_no: string | null;

  @Text({
    nullable: true,
    description:
      'GST credit note number (e.g. YS/CN/2627/0001), given when the payment is refunded; null ' +
      'before',
  })
  credit_note_no: string | null;

  @Text({ nullable: true })
  refunded_at: string | null;

  @Int({
    description:
      'Refunded so far, minor units: 0, part of `amount` (a partial refund: the payment stays ' +
      '`paid` and its plan is kept; `credit_note_no` is the latest credit note) or all of it ' +
      '(`refunded`)',
  })
  refunded_amount: number;

  @OneOf(PAYMENT_PURPOSES, {
    description:
      'membership: for the buyer; gift: bought for someone else (the recipient gets the period when ' +
      'she redeems it); household: a household plan; company_seats: seats for a company (B2B) ' +
      '(issue 35)',
  })
  purpose: PaymentPurpose;
}

@ApiSchema({ name: 'PaymentUser', description: 'The student who paid.' })
export class PaymentUserSchema {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;
}

@ApiSchema({
  name: 'AdminPaymentRecord',
  description: 'A payment as the admin sees it (GET /api/payments): the PaymentRecord and more.',
})
export class AdminPaymentRecordSchema extends PaymentRecordSchema implements AdminPaymentRecord {
  @Nested(() => PaymentUserSchema)
  user: PaymentUserSchema;

  @Text({
    nullable: true,
    description:
      "The buyer's subscription number; null for a gift (not the buyer's own subscription)",
  })
  subscription_no: string | null;

  @Int({ description: "The offer code's discount, minor units (0 without a code)" })
  discount: number;

  @Text({ nullable: true, description: 'The offer code used (as the admin created it), or null' })
  coupon: string | null;

  @Text({
    nullable: true,
    description: 'The UTR or receipt reference of an offline payment; null for checkout payments',
  })
  reference: string | null;

  @Text({ nullable: true })
  refund_reason: string | null;
}

@ApiSchema({
  name: 'AdminPaymentsResponse',
  description: 'GET /api/payments (admin): a page of payments, newest first, and their total.',
})
export class AdminPaymentsResponseSchema implements AdminPaymentsResponse {
  @ListOf(() => AdminPaymentRecordSchema)
  items: AdminPaymentRecordSchema[];

  @Int()
  total: number;

  @Nested(() => AmountByCurrencySchema, {
    description:
      'Paid payments (status "paid", less partial refunds) whose paid time falls in this IST ' +
      'month, minor units per currency (never added across currencies): INR and USD always, an ' +
      'added currency (GBP, AED, CAD, AUD, SGD) when anything was paid in it',
  })
  revenue_this_month: AmountByCurrencySchema;
}

@ApiSchema({
  name: 'RefundResponse',
  description:
    'POST /api/payments/:id/refund (admin) → 200: the message shown and the payment as refunded.',
})
export class RefundResponseSchema implements RefundResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => AdminPaymentRecordSchema)
  payment: AdminPaymentRecordSchema;
}

/** Checkout's success payload of a one-off order (the sandbox's answer too). */
@ApiSchema({
  name: 'CheckoutOrderPayload',
  description:
    "What Razorpay Checkout hands to its success handler for a one-off order (the sandbox's answer " +
    'too); also the body of POST /api/payments/verify (the contract calls it VerifyPaymentRequest).',
})
export class CheckoutOrderPayloadSchema implements VerifyPaymentRequest {
  @Text()
  razorpay_order_id: string;

  @Text()
  razorpay_payment_id: string;

  @Text({ description: 'hex HMAC-SHA256 of order_id|payment_id' })
  razorpay_signature: string;
}

/** Checkout's success payload of a subscription's first payment (the sandbox's answer too). */
@ApiSchema({
  name: 'CheckoutSubscriptionPayload',
  description:
    "Checkout's success payload of a subscription's first payment (the sandbox's answer too); also " +
    'a body of POST /api/payments/verify (the contract calls it VerifySubscriptionPaymentRequest).',
})
export class CheckoutSubscriptionPayloadSchema implements VerifySubscriptionPaymentRequest {
  @Text()
  razorpay_subscription_id: string;

  @Text()
  razorpay_payment_id: string;

  @Text({ description: 'hex HMAC-SHA256 of payment_id|subscription_id' })
  razorpay_signature: string;
}
