import { Module } from '@nestjs/common';
import { GiftsModule } from '../gifts/index.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MAIL_CONFIG, type MailConfig } from '../mail/config.js';
import { MESSAGES_CONFIG, type MessagesConfig } from './config.js';
import { BookingsModule } from '../bookings/index.js';
import { ChallengesModule } from '../challenges/index.js';
import { ClassesModule } from '../classes/index.js';
import { ContentModule } from '../content/index.js';
import { MAIL_PROVIDER, type MailProvider } from '../mail/index.js';
import { ProfileModule } from '../profile/index.js';
import { PushModule, PushService } from '../push/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { PlansModule } from '../plans/index.js';
import { UsersModule } from '../users/index.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { EventMessages } from './event-messages.service.js';
import { MessageScansService } from './message-scans.service.js';
import { MessageWordingController } from './message-wording.controller.js';
import { MessageWordingService } from './message-wording.service.js';
import { MessagesAdminService } from './messages-admin.service.js';
import { MessagesController } from './messages.controller.js';
import { MessagesPersonalData } from './messages.personal-data.js';
import { SendRates } from './send-rates.js';
import { ReminderProgress } from './reminder-progress.js';
import { OutboxService } from './outbox.service.js';
import { EmailMessageProvider } from './providers/email.provider.js';
import { MESSAGE_PROVIDERS, type MessageProvider } from './providers/message-provider.js';
import { PushMessageProvider } from './providers/push.provider.js';
import { WhatsappMessageProvider } from './providers/whatsapp.provider.js';
import { StudentNotices } from './student-notices.js';

/**
 * Messages to students: the outbox (queue, send, retry), its providers (email by SMTP, WhatsApp by the
 * Cloud API), the scanning job that queues the time-based messages (class reminders, trial nudges,
 * renewal reminders), the subscribers of domain events that queue the others (receipts on
 * `payment.paid`, waitlist places on `booking.promoted`), and the admin's Messages list. It asks the
 * owners of the data it needs (classes, bookings, users, subscriptions, consents) through their
 * services: nothing imports the messages module.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage]),
    ProfileModule,
    UsersModule,
    ClassesModule,
    BookingsModule,
    SubscriptionsModule,
    PlansModule,
    PushModule,
    ChallengesModule,
    ContentModule,
    GiftsModule,
  ],
  controllers: [MessagesController, MessageWordingController],
  providers: [
    {
      provide: MESSAGE_PROVIDERS,
      inject: [MAIL_CONFIG, MESSAGES_CONFIG, MAIL_PROVIDER, PushService, MessageWordingService],
      useFactory: (
        mailConfig: MailConfig,
        messages: MessagesConfig,
        mail: MailProvider,
        push: PushService,
        wordings: MessageWordingService,
      ): MessageProvider[] => [
        new EmailMessageProvider(mail, mailConfig, wordings),
        new WhatsappMessageProvider(messages.whatsapp),
        new PushMessageProvider(push, wordings),
      ],
    },
    MessageWordingService,
    OutboxService,
    SendRates,
    ReminderProgress,
    MessageScansService,
    EventMessages,
    MessagesAdminService,
    MessagesPersonalData,
    StudentNotices,
  ],
  exports: [OutboxService, MessageScansService],
})
export class MessagesModule {}
