import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/classes.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { UsersModule } from '../users/users.module.js';
import { ClassJoinController } from './class-join.controller.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { SubscriptionsController } from './subscriptions.controller.js';
import { SubscriptionsPersonalData } from './subscriptions.personal-data.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Membership (trial, paid periods, subscription numbers) and class access (join, attendance). */
@Module({
  imports: [
    TypeOrmModule.forFeature([SubscriptionPeriod, Membership, SubscriptionCounter, Attendance]),
    UsersModule,
    ClassesModule,
    CreditsModule,
  ],
  controllers: [SubscriptionsController, ClassJoinController],
  providers: [SubscriptionsService, SubscriptionsPersonalData],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
