import { ApiSchema } from '@nestjs/swagger';
import {
  ROLES,
  USER_STATUSES,
  type AdminStats,
  type AdminUserRow,
  type BusinessMetrics,
  type Role,
  type UserStatus,
} from '@yoga/contracts';
import { Int, Nested, Num, OneOf, Text } from '../../common/openapi/properties.js';
import { AmountByCurrencySchema } from '../../common/openapi/schemas/money.js';

@ApiSchema({
  name: 'AdminStats',
  description:
    'GET /api/admin/stats (spec names kept: counselors = users, students = classes, sessions = paid ' +
    'payments, complaints = referrals).',
})
export class AdminStatsSchema implements AdminStats {
  @Int({ description: 'Users' })
  counselors: number;

  @Int({ description: 'Classes' })
  students: number;

  @Int({ description: 'Paid payments' })
  sessions: number;

  @Int({ description: 'Referrals' })
  complaints: number;
}

@ApiSchema({ name: 'AdminUserRow', description: 'One row of GET /api/admin/users.' })
export class AdminUserRowSchema implements AdminUserRow {
  @Int()
  id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  number: string;

  @OneOf(ROLES)
  role: Role;

  @OneOf(USER_STATUSES)
  status: UserStatus;

  @Text()
  created_at: string;

  @Text({ nullable: true })
  last_login_at: string | null;
}

type Conversion = BusinessMetrics['trial_conversion'];
type Churn = BusinessMetrics['churn'];
type Revenue = BusinessMetrics['revenue'];

@ApiSchema({
  name: 'TrialConversion',
  description:
    'Of the students whose free trial ended in the last 30 days, how many made a successful payment.',
})
export class TrialConversionSchema implements Conversion {
  @Int()
  trials_ended: number;

  @Int()
  converted: number;

  @Num({ nullable: true, description: 'converted / trials_ended; null when none ended' })
  rate: number | null;
}

@ApiSchema({
  name: 'Churn',
  description:
    'Membership periods whose renewal window closed in the last 30 days, and those of them not ' +
    'followed by another period.',
})
export class ChurnSchema implements Churn {
  @Int()
  periods_due: number;

  @Int()
  churned: number;

  @Num({ nullable: true, description: 'churned / periods_due; null when none was due' })
  rate: number | null;
}

@ApiSchema({
  name: 'Revenue',
  description: 'Revenue of this calendar month and the last one (IST), minor units per currency.',
})
export class RevenueSchema implements Revenue {
  @Nested(() => AmountByCurrencySchema)
  this_month: AmountByCurrencySchema;

  @Nested(() => AmountByCurrencySchema)
  last_month: AmountByCurrencySchema;
}

type RenewalRate = BusinessMetrics['renewal']['auto_renew'];
type RevenueKinds = BusinessMetrics['revenue_split']['this_month'];
type RenewalRates = BusinessMetrics['renewal'];
type RevenueSplit = BusinessMetrics['revenue_split'];

@ApiSchema({
  name: 'RenewalRate',
  description: 'Periods judged like churn, and those of them followed by another period.',
})
export class RenewalRateSchema implements RenewalRate {
  @Int()
  periods_due: number;

  @Int()
  renewed: number;

  @Num({ nullable: true, description: 'renewed / periods_due; null when none was due' })
  rate: number | null;
}

@ApiSchema({
  name: 'RenewalRates',
  description:
    "Renewal rate (issue 26): the periods judged like churn's (renewal window closed in the last 30 " +
    'days), split by how the period was paid: by an automatic renewal’s debit or a one-off payment.',
})
export class RenewalRatesSchema implements RenewalRates {
  @Nested(() => RenewalRateSchema, { description: 'Periods paid by an automatic renewal' })
  auto_renew: RenewalRateSchema;

  @Nested(() => RenewalRateSchema, { description: 'Periods paid once' })
  one_off: RenewalRateSchema;
}

@ApiSchema({
  name: 'RevenueKinds',
  description: "A month's revenue split: automatic renewals' debits and one-off payments.",
})
export class RevenueKindsSchema implements RevenueKinds {
  @Nested(() => AmountByCurrencySchema, { description: "Automatic renewals' debits" })
  auto_renew: AmountByCurrencySchema;

  @Nested(() => AmountByCurrencySchema, { description: 'One-off payments' })
  one_off: AmountByCurrencySchema;
}

@ApiSchema({
  name: 'RevenueSplit',
  description:
    "This month's and last month's revenue split: automatic renewals' debits and one-off payments.",
})
export class RevenueSplitSchema implements RevenueSplit {
  @Nested(() => RevenueKindsSchema)
  this_month: RevenueKindsSchema;

  @Nested(() => RevenueKindsSchema)
  last_month: RevenueKindsSchema;
}

@ApiSchema({
  name: 'BusinessMetrics',
  description: "`GET /api/admin/metrics`: the owner's business numbers, as of `as_of`.",
})
export class BusinessMetricsSchema implements BusinessMetrics {
  @Text({ description: 'ISO instant the numbers were computed' })
  as_of: string;

  @Int({
    description: 'Students with paid time still ahead (a period running now or starting later)',
  })
  paying_members: number;

  @Int({ description: 'Students in paid time today (a period running now)' })
  active_members: number;

  @Int()
  students_in_trial: number;

  @Nested(() => TrialConversionSchema)
  trial_conversion: TrialConversionSchema;

  @Nested(() => AmountByCurrencySchema, { description: 'Monthly recurring revenue, minor units' })
  mrr: AmountByCurrencySchema;

  @Nested(() => ChurnSchema)
  churn: ChurnSchema;

  @Nested(() => RevenueSchema)
  revenue: RevenueSchema;

  @Nested(() => RenewalRatesSchema)
  renewal: RenewalRatesSchema;

  @Nested(() => RevenueSplitSchema)
  revenue_split: RevenueSplitSchema;
}
