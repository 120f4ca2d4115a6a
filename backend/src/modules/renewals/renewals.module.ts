import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CouponsModule } from '../coupons/index.js';
import { Payment, PaymentsModule, RecurringSubscription } from '../payments/index.js';
import { PlansModule } from '../plans/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { GatewayPlan } from './entities/gateway-plan.entity.js';
import {
  AdminRecurringController,
  OwnedRenewalsController,
  RecurringController,
  RenewalsSandboxController,
} from './renewals.controller.js';
import { RenewalCheckout } from './renewal-checkout.service.js';
import { RenewalDebits } from './renewal-debits.service.js';
import { RenewalPauses } from './renewal-pauses.service.js';
import { RenewalRecords } from './renewal-records.js';
import { RenewalSandbox } from './renewal-sandbox.service.js';
import { RenewalsService } from './renewals.service.js';

/**
 * Memberships that renew themselves (issue 26; its own module since issue 35): the gateway's plans and
 * subscriptions, every debit settled through payments (the `membership` grant), stop, pause, the
 * admin's list, the sandbox's debits and the reminder job.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([GatewayPlan, RecurringSubscription, Payment]),
    PaymentsModule,
    SubscriptionsModule,
    CouponsModule,
    PlansModule,
    UsersModule,
  ],
  controllers: [
    RecurringController,
    OwnedRenewalsController,
    AdminRecurringController,
    RenewalsSandboxController,
  ],
  providers: [
    RenewalRecords,
    RenewalDebits,
    RenewalCheckout,
    RenewalPauses,
    RenewalSandbox,
    RenewalsService,
  ],
})
export class RenewalsModule {}
