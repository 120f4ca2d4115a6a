/** The subscriptions module's public surface: trial, paid periods, memberships, who may join classes. */
export { SubscriptionsModule } from './subscriptions.module.js';
export {
  SubscriptionsService,
  type NewPeriod,
  type PeriodRecord,
  type RenewalReader,
} from './subscriptions.service.js';
export { trialEnd } from './membership-state.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';

export const SUBSCRIPTIONS_ENTITIES = [
  SubscriptionPeriod,
  Membership,
  SubscriptionCounter,
  Attendance,
  MembershipPause,
];
