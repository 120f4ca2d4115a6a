import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/index.js';
import { PaymentsModule } from '../payments/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

@Module({
  imports: [UsersModule, ClassesModule, PaymentsModule, SubscriptionsModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
