import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsModule } from '../payments/index.js';
import { PlansModule } from '../plans/index.js';
import { PurchaseGrantsModule } from '../purchase-grants/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { UsersModule } from '../users/index.js';
import { CompanyAdmin } from './entities/company-admin.entity.js';
import { CompanySeatAttendance } from './entities/company-attendance.entity.js';
import { CompanyOrder } from './entities/company-order.entity.js';
import { CompanySeat } from './entities/company-seat.entity.js';
import { Company } from './entities/company.entity.js';
import { CompaniesController } from './companies.controller.js';
import { CompaniesPersonalData } from './companies.personal-data.js';
import { CompaniesService } from './companies.service.js';
import { CompanyOrders } from './company-orders.service.js';
import { CompanyRecords } from './company-records.js';
import { CompanySeats } from './company-seats.service.js';
import { CompanySettlement } from './company-settlement.service.js';

/**
 * Company seats (issue 35): orders through payments (purpose `company_seats`), access through the
 * subscriptions door, the seats' use from `attendance.recorded`.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Company,
      CompanyAdmin,
      CompanyOrder,
      CompanySeat,
      CompanySeatAttendance,
    ]),
    PaymentsModule,
    PlansModule,
    PurchaseGrantsModule,
    SubscriptionsModule,
    UsersModule,
  ],
  controllers: [CompaniesController],
  providers: [
    CompaniesService,
    CompanyRecords,
    CompanyOrders,
    CompanySettlement,
    CompanySeats,
    CompaniesPersonalData,
  ],
  exports: [CompaniesService],
})
export class CompaniesModule {}
