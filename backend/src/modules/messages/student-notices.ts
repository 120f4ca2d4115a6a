import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  formatIstTimePair,
  formatIstDate,
  REGISTRATION_CONSENT_SOURCE,
  Role,
  type Language,
} from '@yoga/contracts';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { ConsentsService } from '../profile/index.js';
import { UsersService } from '../users/index.js';
import { MESSAGES_CONFIG, type MessagesConfig } from './config.js';
import { OutboxService } from './outbox.service.js';
import type { WelcomeReminders } from './templates.js';

const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/**
 * Messages that answer another module's domain event (docs/domain-events.md): queued in the outbox,
 * whose unique (channel, key) makes a redelivered event queue nothing new.
 */
@Injectable()
export class StudentNotices {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly consents: ConsentsService,
    @Inject(MESSAGES_CONFIG) private readonly config: Pick<MessagesConfig, 'whatsapp'>,
  ) {}

  /**
   * A student registered: their answers to the form's reminders questions (email, WhatsApp) go into the
   * consent log (source `registration`) first, then the welcome with how joining works goes out at
   * once: by email (about their new account) and by WhatsApp when they said yes. The email says which
   * reminders she will get and how (`reminders`: email, whatsapp, both or none).
   */
  @OnDomainEvent('user.registered')
  async welcome(event: DomainEvent<'user.registered'>): Promise<void> {
    const { userId, role, whatsappReminders, emailReminders } = event.payload;
    if (role !== Role.User) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    if (whatsappReminders !== undefined || emailReminders !== undefined)
      await this.consents.record(
        userId,
        {
          ...(whatsappReminders === undefined ? {} : { whatsapp: whatsappReminders }),
          ...(emailReminders === undefined ? {} : { email: emailReminders }),
        },
        REGISTRATION_CONSENT_SOURCE,
      );
    const { book_link, bookings_link } = this.outbox.links();
    // The welcome says exactly which reminders will come and how (issue 38): WhatsApp only when a provider
    // is set up, whatever was answered.
    const byEmail = emailReminders === true;
    const byWhatsapp = whatsappReminders === true && this.whatsappReady();
    const reminders: WelcomeReminders =
      byEmail && byWhatsapp ? 'both' : byEmail ? 'email' : byWhatsapp ? 'whatsapp' : 'none';
    await this.outbox.enqueue({
      user,
      event: 'welcome',
      key: `welcome:${userId}`,
      params: { book_link, bookings_link, reminders },
    });
  }

  private whatsappReady(): boolean {
    return Boolean(this.config.whatsapp.token && this.config.whatsapp.phoneNumberId);
  }

  /**
   * The admin sent the joining link of a demo class: email (about the student's own booking) and
   * WhatsApp with their consent. The same link is sent once; a corrected link is a new message.
   */
  @OnDomainEvent('booking.demo_link_sent')
  async demoLinkSent(event: DomainEvent<'booking.demo_link_sent'>): Promise<void> {
    const { bookingId, userId, date, time, link } = event.payload;
    const user = await this.users.findById(userId);
    if (!user) return;
    const lang: Language = user.language === 'hi' ? 'hi' : 'en';
    const linkHash = createHash('sha256').update(link).digest('hex').slice(0, 16);
    await this.outbox.enqueue({
      user,
      event: 'demo_link',
      key: `demo-link:${bookingId}:${linkHash}`,
      params: {
        class_when: `${formatIstDate(date, locale(lang))}, ${formatIstTimePair(date, time, user.timeZone, lang)}`,
        join_link: link,
      },
    });
  }
}
