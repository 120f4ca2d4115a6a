import { ApiSchema } from '@nestjs/swagger';
import {
  CURRENCIES,
  type Currency,
  PAYMENT_GATEWAYS,
  type PaymentGatewayName,
  RENEWAL_PURPOSES,
  RENEWAL_STATUSES,
  type OwnedRenewal,
  type RenewalPurpose,
  type AdminRecurringRecord,
  type CreateRecurringResponse,
  type RenewalStatus,
} from '@yoga/contracts';
import { Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { CheckoutPrefillSchema } from '../payments/index.js';
import {
  RENEWAL_STATUS_DESCRIPTION,
  RenewalInfoSchema,
  SubscriptionPlanSchema,
} from '../subscriptions/index.js';

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

  @OneOf(PAYMENT_GATEWAYS)
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
