import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Booking } from '../bookings/entities/booking.entity.js';
import { YogaClass } from '../classes/entities/yoga-class.entity.js';
import { MAIL_PROVIDER, type MailProvider } from '../mail/mail-provider.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { ProfileModule } from '../profile/profile.module.js';
import { SubscriptionPeriod } from '../subscriptions/entities/subscription-period.entity.js';
import { User } from '../users/entities/user.entity.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { MessageScansService } from './message-scans.service.js';
import { MessagesAdminService } from './messages-admin.service.js';
import { MessagesController } from './messages.controller.js';
import { MessagesPersonalData } from './messages.personal-data.js';
import { OutboxService } from './outbox.service.js';
import { EmailMessageProvider } from './providers/email.provider.js';
import { MESSAGE_PROVIDERS, type MessageProvider } from './providers/message-provider.js';
import { WhatsappMessageProvider } from './providers/whatsapp.provider.js';
import { OutboxWaitlistNotifier } from './waitlist-notice.js';

/**
 * Messages to students: the outbox (queue, send, retry), its providers (email by SMTP, WhatsApp by the
 * Cloud API), the scanning job that queues reminders, nudges, receipts and renewal reminders, and the
 * admin's Messages list. Bookings tell waitlisted students of their place through OutboxWaitlistNotifier.
 */
@Module({
  imports: [
    ProfileModule,
    TypeOrmModule.forFeature([
      OutboxMessage,
      Booking,
      YogaClass,
      User,
      Payment,
      SubscriptionPeriod,
    ]),
  ],
  controllers: [MessagesController],
  providers: [
    {
      provide: MESSAGE_PROVIDERS,
      inject: [APP_CONFIG, MAIL_PROVIDER],
      useFactory: (config: AppConfig, mail: MailProvider): MessageProvider[] => [
        new EmailMessageProvider(mail, config),
        new WhatsappMessageProvider(config),
      ],
    },
    OutboxService,
    MessageScansService,
    MessagesAdminService,
    MessagesPersonalData,
    OutboxWaitlistNotifier,
  ],
  exports: [OutboxService, MessageScansService, OutboxWaitlistNotifier],
})
export class MessagesModule {}
