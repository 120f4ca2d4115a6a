import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/index.js';
import { CreditsModule } from '../credits/index.js';
import { PlansModule } from '../plans/index.js';
import { PurchaseGrants, PurchaseGrantsModule } from '../purchase-grants/index.js';
import { UsersModule } from '../users/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipRenewal } from './entities/membership-renewal.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { MembershipGrant } from './membership-grant.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsPersonalData } from './subscriptions.personal-data.js';
import { MembershipAttendance } from './membership-attendance.js';
import { MembershipPauses } from './membership-pauses.js';
import { MembershipEntitlement } from './membership-entitlement.js';
import { MembershipPeriods } from './membership-periods.js';
import { MembershipRenewals } from './membership-renewals.js';
import { MembershipShares } from './membership-shares.js';
import { MembershipSponsorships } from './membership-sponsorships.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Membership (trial, paid periods, subscription numbers), who may join classes, and attendance. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      SubscriptionPeriod,
      Membership,
      SubscriptionCounter,
      Attendance,
      MembershipPause,
      MembershipRenewal,
      MembershipShare,
      MembershipSponsorship,
    ]),
    UsersModule,
    ClassesModule,
    CreditsModule,
    PlansModule,
    PurchaseGrantsModule,
  ],
  controllers: [SubscriptionsController],
  providers: [
    MembershipPeriods,
    MembershipPauses,
    MembershipAttendance,
    MembershipShares,
    MembershipSponsorships,
    MembershipRenewals,
    MembershipEntitlement,
    SubscriptionsService,
    SubscriptionsPersonalData,
    MembershipGrant,
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule implements OnModuleInit {
  constructor(
    private readonly grants: PurchaseGrants,
    private readonly membership: MembershipGrant,
  ) {}

  /** What a `membership` purchase (a one-off order or a renewal debit) grants: a paid period. */
  onModuleInit(): void {
    this.grants.register('membership', this.membership);
  }
}
