import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/index.js';
import { CreditsModule } from '../credits/index.js';
import { PlansModule } from '../plans/index.js';
import { UsersModule } from '../users/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsPersonalData } from './subscriptions.personal-data.js';
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
    ]),
    UsersModule,
    ClassesModule,
    CreditsModule,
    PlansModule,
  ],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionsPersonalData],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
