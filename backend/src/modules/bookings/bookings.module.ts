import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/classes.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsPersonalData } from './bookings.personal-data.js';
import { BookingsService } from './bookings.service.js';
import { Booking } from './entities/booking.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Booking]), ClassesModule, SubscriptionsModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingsPersonalData],
})
export class BookingsModule {}
