import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsPersonalData } from './bookings.personal-data.js';
import { BookingLists } from './booking-lists.js';
import { BookingsService } from './bookings.service.js';
import { Waitlist } from './waitlist.js';
import { DemoRequestsService } from './demo-requests.service.js';
import { Booking } from './entities/booking.entity.js';

/**
 * Bookings and waitlists of classes. It announces what happens to bookings as domain events
 * (`booking.created`, `booking.cancelled`, `booking.promoted`: the messages module tells waitlisted
 * students of their place) and fills freed places on `class.changed`: it imports no module that reacts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Booking]), ClassesModule, SubscriptionsModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingLists, Waitlist, DemoRequestsService, BookingsPersonalData],
  exports: [BookingsService],
})
export class BookingsModule {}
