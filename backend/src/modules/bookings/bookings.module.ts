import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ClassesModule } from '../classes/classes.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsPersonalData } from './bookings.personal-data.js';
import { BookingsService } from './bookings.service.js';
import { Booking } from './entities/booking.entity.js';
import { MessagesModule } from '../messages/messages.module.js';
import { OutboxWaitlistNotifier } from '../messages/waitlist-notice.js';
import { WaitlistNotifier } from './waitlist-notifier.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([Booking]),
    ClassesModule,
    SubscriptionsModule,
    MessagesModule,
  ],
  controllers: [BookingsController],
  providers: [
    BookingsService,
    BookingsPersonalData,
    { provide: WaitlistNotifier, useExisting: OutboxWaitlistNotifier },
  ],
  exports: [WaitlistNotifier],
})
export class BookingsModule {}
