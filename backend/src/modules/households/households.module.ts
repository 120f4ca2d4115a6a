import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/index.js';
import { PlansModule } from '../plans/index.js';
import { PurchaseGrantsModule } from '../purchase-grants/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { HouseholdPayment } from './entities/household-payment.entity.js';
import { Household } from './entities/household.entity.js';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsPersonalData } from './households.personal-data.js';
import { HouseholdMembers } from './household-members.service.js';
import { HouseholdOrders } from './household-orders.service.js';
import { HouseholdRecords } from './household-records.js';
import { HouseholdSettlement } from './household-settlement.service.js';
import { HouseholdsService } from './households.service.js';

/**
 * Household plans (issue 35): orders through payments (purpose `household`), the payer's period and the
 * members' access through subscriptions, messages by events.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Household, HouseholdMemberRow, HouseholdPayment]),
    PaymentsModule,
    PlansModule,
    PurchaseGrantsModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [HouseholdsController],
  providers: [
    HouseholdsService,
    HouseholdRecords,
    HouseholdOrders,
    HouseholdSettlement,
    HouseholdMembers,
    HouseholdsPersonalData,
  ],
  exports: [HouseholdsService],
})
export class HouseholdsModule {}
