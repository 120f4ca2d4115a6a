/** The subscriptions module's public surface: trial, paid periods, memberships, who may join classes. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { MembershipRenewals1796610000000 } from './migrations/1796610000000-MembershipRenewals.js';
export { SubscriptionsModule } from './subscriptions.module.js';
export {
  MySubscriptionSchema,
  RENEWAL_STATUS_DESCRIPTION,
  RenewalInfoSchema,
  SubscriptionPlanSchema,
} from './subscriptions.schemas.js';
export {
  SubscriptionsService,
  type PeriodRecord,
  type NewShare,
  type SponsoredAccess,
} from './subscriptions.service.js';
export { type NewPeriod } from './membership-periods.js';
export { trialEnd } from './membership-state.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipRenewal } from './entities/membership-renewal.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';

export const SUBSCRIPTIONS_ENTITIES = [
  SubscriptionPeriod,
  Membership,
  SubscriptionCounter,
  Attendance,
  MembershipPause,
  MembershipRenewal,
  MembershipShare,
  MembershipSponsorship,
];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const SUBSCRIPTIONS_MIGRATIONS: MigrationClass[] = [MembershipRenewals1796610000000];
export { SUBSCRIPTIONS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { SubscriptionsModule } from './subscriptions.module.js';
import { SUBSCRIPTIONS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const SUBSCRIPTIONS_FEATURE = defineFeature({
  name: 'subscriptions',
  module: SubscriptionsModule,
  entities: SUBSCRIPTIONS_ENTITIES,
  migrations: SUBSCRIPTIONS_MIGRATIONS,
  errors: SUBSCRIPTIONS_ERRORS,
});
