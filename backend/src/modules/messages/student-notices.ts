import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  formatIstClock,
  formatIstDate,
  REGISTRATION_CONSENT_SOURCE,
  Role,
  type Language,
} from '@yoga/contracts';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { ConsentsService } from '../profile/index.js';
import { UsersService } from '../users/index.js';
import { OutboxService } from './outbox.service.js';

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
  ) {}

  /**
   * A student registered: their answer to the form's WhatsApp reminders question goes into the
   * consent log (source `registration`) first, then the welcome with how joining works goes out at
   * once: by email (about their new account) and by WhatsApp when they said yes.
   */
  @OnDomainEvent('user.registered')
  async welcome(event: DomainEvent<'user.registered'>): Promise<void> {
    const { userId, role, whatsappReminders } = event.payload;
    if (role !== Role.User) return;
    const user = await this.users.findById(userId);
    if (!user) return;
    if (whatsappReminders !== undefined)
      await this.consents.record(
        userId,
        { whatsapp: whatsappReminders },
        REGISTRATION_CONSENT_SOURCE,
      );
    const { book_link, bookings_link } = this.outbox.links();
    await this.outbox.enqueue({
      user,
      event: 'welcome',
      key: `welcome:${userId}`,
      params: { book_link, bookings_link },
    });
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
        class_when: `${formatIstDate(date, locale(lang))}, ${formatIstClock(time)}`,
        join_link: link,
      },
    });
  }
}
