import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/index.js';
import { PlansModule } from '../plans/index.js';
import { PurchaseGrantsModule } from '../purchase-grants/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { Gift } from './entities/gift.entity.js';
import { GiftsController } from './gifts.controller.js';
import { GiftsPersonalData } from './gifts.personal-data.js';
import { GiftsService } from './gifts.service.js';

/** Gift a membership (issue 26): orders through payments, periods through subscriptions, messages by events. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Gift]),
    PaymentsModule,
    PlansModule,
    PurchaseGrantsModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [GiftsController],
  providers: [GiftsService, GiftsPersonalData],
  exports: [GiftsService],
})
export class GiftsModule {}
