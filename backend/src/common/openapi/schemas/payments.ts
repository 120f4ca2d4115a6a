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
  type CreditBalances,
  type Currency,
  type MySubscription,
  type PaymentGatewayName,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentRecord,
  type PaymentStatus,
  type PlanId,
  type RefundResponse,
  type SandboxFailureResponse,
  type SubscriptionPlan,
  type SubscriptionStatus,
  type VerifyPaymentResponse,
  RENEWAL_PURPOSES,
  RENEWAL_STATUSES,
  type OwnedRenewal,
  type RenewalPurpose,
  type AdminRecurringRecord,
  type CreateRecurringResponse,
  type PauseInfo,
  type RenewalInfo,
  type RenewalStatus,
  type VerifyPaymentRequest,
  type VerifySubscriptionPaymentRequest,
  RECONCILIATION_ACTIONS,
  RECONCILIATION_KINDS,
  type ReconciliationAction,
  type ReconciliationItem,
  type ReconciliationKind,
  type ReconciliationRunResponse,
} from '@yoga/contracts';
import { Always, Int, ListOf, Nested, OneOf, Text } from '../properties.js';

/** An amount per currency in minor units (paise, cents): also AmountByCurrency. */
@ApiSchema({ name: 'CreditBalances' })
export class CreditBalancesSchema implements CreditBalances {
  @Int({ description: 'Paise' })
  INR: number;

  @Int({ description: 'Cents' })
  USD: number;
}

/** AmountByCurrency: INR and USD always, an added currency (issue 37) when any amount is in it. */
@ApiSchema({
  name: 'AmountByCurrency',
  description:
    'An amount per currency, in the smallest unit (paise, cents): INR and USD always, an added ' +
    'currency (issue 37) when any.',
})
export class AmountByCurrencySchema extends CreditBalancesSchema {
  @Int({ optional: true, description: 'Pence' })
  GBP?: number;

  @Int({ optional: true, description: 'Fils' })
  AED?: number;

  @Int({ optional: true, description: 'Cents' })
  CAD?: number;

  @Int({ optional: true, description: 'Cents' })
  AUD?: number;

  @Int({ optional: true, description: 'Cents' })
  SGD?: number;
}

@ApiSchema({ name: 'SubscriptionPlan', description: 'The plan of a subscription.' })
export class SubscriptionPlanSchema implements SubscriptionPlan {
  @Text({ description: 'The plan’s slug (GET /api/plans)' })
  id: PlanId;

  @Text()
  name: string;

  @Int()
  months: number;

  @OneOf(CURRENCIES)
  currency: Currency;
}

const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['trial', 'active', 'expired'];

const RENEWAL_STATUS_DESCRIPTION =
  'created: waiting for the first payment (the authorisation); active: renews on the next debit; ' +
  'pending: a renewal charge failed, Razorpay retries, access runs to the end of the paid period; ' +
  'halted: the retries are exhausted, renewal stopped (a payment link was sent); cancelling: ' +
  'stopped by the student, nothing more is charged, the membership runs to its paid end; ' +
  'cancelled, completed: over; paused: paused with the membership';

@ApiSchema({
  name: 'RenewalInfo',
  description:
    "`GET /api/subscriptions/me` → `renewal`: the student's latest recurring subscription (issue 26: " +
    'UPI AutoPay, cards, eMandate), or null.',
})
export class RenewalInfoSchema implements RenewalInfo {
  @Text({ description: "Razorpay's subscription id (sub_...), or the sandbox's" })
  subscription_id: string;

  @OneOf(RENEWAL_STATUSES, { description: RENEWAL_STATUS_DESCRIPTION })
  status: RenewalStatus;

  @Text({
    nullable: true,
    description: 'The next debit (ISO instant); null when none is due (stopped, halted, over)',
  })
  next_charge_at: string | null;

  @Int({ description: 'Each debit, minor units' })
  amount: number;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Text({
    nullable: true,
    description:
      'How it is paid (`upi`, `card`, `emandate`, …) once known; null before the first payment',
  })
  method: string | null;

  @Text({ description: 'The plan each debit buys' })
  plan: PlanId;

  @Int()
  months: number;

  @Text({
    optional: true,
    nullable: true,
    description: "Set while `halted`: Razorpay's payment link to pay once and resume",
  })
  payment_link?: string | null;
}

@ApiSchema({
  name: 'PauseInfo',
  description:
    '`GET /api/subscriptions/me` → `pause`: the current or coming pause (IST dates, both inclusive), ' +
    'or null.',
})
export class PauseInfoSchema implements PauseInfo {
  @Text({ description: 'IST date, the first paused day' })
  from: string;

  @Text({ description: 'IST date, the last paused day' })
  until: string;
}

@ApiSchema({
  name: 'MySubscription',
  description:
    "GET /api/subscriptions/me (signed in): the student's trial or plan. Money fields are integers in " +
    'the smallest unit of their currency; times are ISO 8601.',
})
export class MySubscriptionSchema implements MySubscription {
  @OneOf(SUBSCRIPTION_STATUSES, {
    description:
      '`trial`: inside the 14 × 24 h trial with no paid period running (`plan` is the plan already ' +
      'bought for after the trial: paying during the trial never loses a day, else null); `active`: a ' +
      'paid period runs now; `expired`: neither (after the trial with no paid period, or after the ' +
      "last period's end).",
  })
  status: SubscriptionStatus;

  @Text({ description: 'ISO instant' })
  trial_ends_at: string;

  @Int({
    optional: true,
    description:
      "The length of this student's free trial in days (the business rules' length when they registered)",
  })
  trial_days?: number;

  @Nested(() => SubscriptionPlanSchema, { nullable: true })
  plan: SubscriptionPlanSchema | null;

  @Text({
    nullable: true,
    description:
      "The start of the running (or last) stretch of access: the trial's start while only the trial " +
      "exists, else the paid period's start",
  })
  starts_at: string | null;

  @Text({
    nullable: true,
    description:
      'Active until: the end of the trial while only the trial exists, else the end of the last ' +
      'period stacked after the running one',
  })
  ends_at: string | null;

  @Int({ description: 'Whole days (rounded up) until `ends_at`, 0 once over' })
  days_left: number;

  @Text({
    nullable: true,
    description: 'YS/<year>/<5 digits>, given at the first paid period; null before',
  })
  subscription_no: string | null;

  @Nested(() => CreditBalancesSchema, { description: 'Referral credit balances, minor units' })
  credits: CreditBalancesSchema;

  @Int({
    description:
      'Attendance records (first joins) of the caller, for the dashboard\'s "Classes attended so far"',
  })
  classes_attended: number;

  @Nested(() => RenewalInfoSchema, {
    optional: true,
    nullable: true,
    description:
      'The latest recurring subscription (issue 26); the API always sends it (null: none)',
  })
  renewal?: RenewalInfoSchema | null;

  @Nested(() => PauseInfoSchema, {
    optional: true,
    nullable: true,
    description: 'The current or coming pause (IST dates); the API always sends it (null: none)',
  })
  pause?: PauseInfoSchema | null;
}

const GATEWAYS: readonly PaymentGatewayName[] = ['razorpay', 'sandbox'];

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

  @OneOf(GATEWAYS)
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

  @OneOf([...GATEWAYS, 'offline'], {
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

@ApiSchema({
  name: 'CreateRecurringResponse',
  description:
    '201 of POST /api/subscriptions/recurring: what Razorpay Checkout needs (`subscription_id`, ' +
    '`key_id`).',
})
export class CreateRecurringResponseSchema implements CreateRecurringResponse {
  @Text({ description: "Razorpay's subscription id for Checkout (sub_...), or the sandbox's" })
  subscription_id: string;

  @Text({ description: 'Razorpay key id for Checkout' })
  key_id: string;

  @OneOf(GATEWAYS)
  gateway: PaymentGatewayName;

  @Nested(() => SubscriptionPlanSchema)
  plan: SubscriptionPlanSchema;

  @Int({
    description: "Every debit (the first one too), minor units, after the offer code's discount",
  })
  amount: number;

  @OneOf(CURRENCIES)
  currency: Currency;

  @Int({ description: "The offer code's discount on every debit, minor units" })
  discount: number;

  @Text({ nullable: true })
  coupon: string | null;

  @Text({
    description:
      "The first debit's period starts here (ISO instant; after any time the student has) …",
  })
  period_starts_at: string;

  @Text({ description: '… and the next debit is due on this day (ISO instant)' })
  next_charge_at: string;

  @Nested(() => CheckoutPrefillSchema)
  prefill: CheckoutPrefillSchema;
}

@ApiSchema({ name: 'RecurringStudent', description: "A recurring subscription's payer." })
export class RecurringStudentSchema {
  @Text()
  name: string;

  @Text()
  email: string;
}

@ApiSchema({
  name: 'AdminRecurringRecord',
  description: 'GET /api/admin/recurring (admin): every recurring subscription, newest first.',
})
export class AdminRecurringRecordSchema extends RenewalInfoSchema implements AdminRecurringRecord {
  @Int()
  id: number;

  @OneOf(RENEWAL_PURPOSES, {
    description:
      "What it renews (issue 35): the student's own membership, a household she pays for (its " +
      "members' access with it) or a company's seats (a B2B invoice each debit)",
  })
  purpose: RenewalPurpose;

  @Int({ nullable: true, description: "The household's or company's id; null for a membership" })
  reference_id: number | null;

  @Int({
    description: "The payer: the student, the household's payer or the company admin who set it up",
  })
  user_id: number;

  @Nested(() => RecurringStudentSchema, { nullable: true })
  student: RecurringStudentSchema | null;

  @Int()
  paid_count: number;

  @Text()
  created_at: string;
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

/** One difference the reconciliation with the gateway found and fixed (issue 35). */
@ApiSchema({
  name: 'ReconciliationItem',
  description:
    'One row of GET /api/admin/reconciliation (admin), newest first: a difference the reconciliation ' +
    "with the gateway found and fixed (issue 35), each once, by its kind and the gateway's id.",
})
export class ReconciliationItemSchema implements ReconciliationItem {
  @Int()
  id: number;

  @OneOf(RECONCILIATION_KINDS, {
    description:
      'payment_unknown: a captured payment of one of our orders never recorded here (settled, or ' +
      'refunded when its checkout was superseded or its holds lost); debit_unknown: a ' +
      "subscription's debit never recorded here (settled, or refunded after a stop); " +
      'payment_foreign: a captured payment of no order or subscription of ours (listed, left ' +
      'alone); subscription_unknown / subscription_live_there: live at the gateway but unknown or ' +
      'stopped here (cancelled there at once); refund_unknown: a refund made at the gateway (its ' +
      'dashboard) and not recorded here (recorded)',
  })
  kind: ReconciliationKind;

  @Text({ description: "The gateway's id of the payment, subscription or refund" })
  gateway_id: string;

  @Int({ nullable: true })
  payment_id: number | null;

  @Int({ nullable: true })
  recurring_id: number | null;

  @Int({ nullable: true })
  user_id: number | null;

  @Int({ nullable: true, description: 'Minor units, when the gateway said' })
  amount: number | null;

  @Text({ nullable: true })
  currency: string | null;

  @OneOf(RECONCILIATION_ACTIONS)
  action: ReconciliationAction;

  @Text({ nullable: true })
  detail: string | null;

  @Text({ description: 'ISO instant' })
  created_at: string;
}

@ApiSchema({
  name: 'ReconciliationChecked',
  description: 'How many payments, subscriptions and refunds of the gateway were compared.',
})
export class ReconciliationCheckedSchema {
  @Int()
  payments: number;

  @Int()
  subscriptions: number;

  @Int()
  refunds: number;
}

@ApiSchema({
  name: 'ReconciliationRunResponse',
  description:
    '200 of POST /api/admin/reconciliation/run: what the gateway holds of the last days, compared now.',
})
export class ReconciliationRunResponseSchema implements ReconciliationRunResponse {
  @Nested(() => ReconciliationCheckedSchema)
  checked: ReconciliationCheckedSchema;

  @ListOf(() => ReconciliationItemSchema, {
    description: 'The differences found and fixed by this run (each only once: see GET)',
  })
  items: ReconciliationItemSchema[];
}

/** A household's or company's automatic renewal (issue 35): `renewal` of GET /households/mine and /companies/mine. */
@ApiSchema({
  name: 'OwnedRenewal',
  description:
    "`GET /api/households/mine` and `GET /api/companies/mine` → `renewal`: the household's or " +
    "company's automatic renewal (its latest one not superseded by a newer checkout), or null. " +
    '`next_debit_at` is null whenever nothing more will be debited (stopped, halted, over, not yet ' +
    'authorised).',
})
export class OwnedRenewalSchema implements OwnedRenewal {
  @OneOf(RENEWAL_STATUSES, { description: RENEWAL_STATUS_DESCRIPTION })
  status: RenewalStatus;

  @Text({ nullable: true, description: 'ISO instant of the next debit; null when none is due' })
  next_debit_at: string | null;

  @Int({ description: 'each debit, minor units' })
  amount: number;

  @OneOf(CURRENCIES)
  currency: Currency;
}
