import { ApiSchema } from '@nestjs/swagger';
import {
  SUBSCRIPTION_STATUSES,
  CURRENCIES,
  type Currency,
  type MySubscription,
  type PlanId,
  type SubscriptionPlan,
  type SubscriptionStatus,
  RENEWAL_STATUSES,
  type PauseInfo,
  type RenewalInfo,
  type RenewalStatus,
} from '@yoga/contracts';
import { Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { CreditBalancesSchema } from '../../common/openapi/schemas/money.js';

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

export const RENEWAL_STATUS_DESCRIPTION =
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
