import { Injectable } from '@nestjs/common';
import {
  formatIstClock,
  formatIstDate,
  formatMinor,
  istInstant,
  type Language,
} from '@yoga/contracts';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type ClassHolder, type YogaClass } from '../classes/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { OutboxService, type MessageRequest } from './outbox.service.js';

const locale = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

/** "Mon, 23 Nov, 7:00 am IST"-style time of a class, in the student's language. */
function classWhen(c: Pick<YogaClass, 'date' | 'time'>, language: Language): string {
  return `${formatIstDate(c.date, locale(language))}, ${formatIstClock(c.time)}`;
}

/**
 * The messages that react to what happened in other modules, as subscribers of their domain events
 * (docs/domain-events.md): the payment receipt (`payment.paid`), the waitlist-place notice
 * (`booking.promoted`), and the notices to the students booked into a class an admin cancelled
 * (`class.cancelled`) or moved to another date or time (`class.changed`). Each handler runs in the delivery's transaction and queues its outbox rows in
 * it, with the event id in the idempotency key: an event delivered twice queues nothing the second
 * time (the delivery row skips it, and the key would refuse it anyway). The student's contact and
 * language, and the class, come from their owners' services.
 */
@Injectable()
export class EventMessages {
  constructor(
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** 3 days before each automatic renewal debit (issue 26): amount, date and how to stop it. */
  @OnDomainEvent('renewal.upcoming')
  async renewalUpcoming(event: DomainEvent<'renewal.upcoming'>): Promise<void> {
    const due = event.payload;
    const user = (await this.users.contactsOf([due.userId])).get(due.userId);
    if (!user) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user,
      event: 'renewal_upcoming',
      key: `renewal-upcoming:${due.recurringId}:${due.chargeAt}`,
      params: {
        amount: formatMinor(due.amount, due.currency),
        plan_name: await this.plans.name(due.plan, due.currency, lang),
        charge_date: formatIstDate(due.chargeAt, locale(lang)),
        stop_link: this.outbox.links().plans_link,
      },
    });
  }

  /** A renewal debit failed (Razorpay retries): the student is told; access runs to the paid end. */
  @OnDomainEvent('renewal.changed')
  async renewalFailed(event: DomainEvent<'renewal.changed'>): Promise<void> {
    const change = event.payload;
    if (change.status !== 'pending' || change.previous === 'pending') return;
    const user = (await this.users.contactsOf([change.userId])).get(change.userId);
    if (!user) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    const membership = await this.subscriptions.me(change.userId);
    await this.outbox.enqueue({
      user,
      event: 'renewal_failed',
      key: `renewal-failed:${event.id}`,
      params: {
        amount: formatMinor(change.amount, change.currency),
        end_date: membership.ends_at ? formatIstDate(membership.ends_at, locale(lang)) : '',
        plans_link: this.outbox.links().plans_link,
      },
    });
  }

  /** Renewal halted after the retries: the link to pay once and continue. */
  @OnDomainEvent('renewal.payment_link')
  async renewalHalted(event: DomainEvent<'renewal.payment_link'>): Promise<void> {
    const link = event.payload;
    const user = (await this.users.contactsOf([link.userId])).get(link.userId);
    if (!user) return;
    await this.outbox.enqueue({
      user,
      event: 'renewal_halted',
      key: `renewal-halted:${event.id}`,
      params: { amount: formatMinor(link.amount, link.currency), pay_link: link.url },
    });
  }

  /** The receipt of a paid payment (its invoice is on the payments page). */
  @OnDomainEvent('payment.paid')
  async receipt(event: DomainEvent<'payment.paid'>): Promise<void> {
    const paid = event.payload;
    const user = (await this.users.contactsOf([paid.userId])).get(paid.userId);
    if (!user) return;
    await this.outbox.enqueue({
      user,
      event: 'payment_receipt',
      key: `receipt:${event.id}`,
      params: {
        amount: formatMinor(paid.amount, paid.currency),
        plan_name: await this.plans.name(
          paid.plan,
          paid.currency,
          user.language === 'hi' ? 'hi' : 'en',
        ),
        invoice_link: this.outbox.links().payments_link,
      },
    });
  }

  /**
   * A gift's message (issue 26): to the recipient the buyer named, at the addresses given (the row is the
   * buyer's: the recipient may have no account), in the buyer's language; each send once.
   */
  @OnDomainEvent('gift.send')
  async giftReceived(event: DomainEvent<'gift.send'>): Promise<void> {
    const gift = event.payload;
    const buyer = (await this.users.contactsOf([gift.buyerId])).get(gift.buyerId);
    if (!buyer) return;
    const lang = buyer.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user: {
        id: gift.buyerId,
        name: gift.recipient.name,
        email: gift.recipient.email ?? '',
        phone: gift.recipient.phone ?? '',
        language: lang,
      },
      event: 'gift_received',
      key: `gift:${gift.giftId}:${gift.sendNo}`,
      params: {
        buyer: buyer.name,
        plan_name: await this.plans.name(gift.plan, gift.currency, lang),
        code: gift.code,
        gift_message: gift.message ?? '',
        register_link: gift.register_link,
        redeem_link: gift.redeem_link,
      },
    });
  }

  /** A waitlisted student got a place in a class. */
  @OnDomainEvent('booking.promoted')
  async waitlistPlace(event: DomainEvent<'booking.promoted'>): Promise<void> {
    const place = event.payload;
    const [user, yogaClass] = await Promise.all([
      this.users.contactsOf([place.userId]).then((users) => users.get(place.userId)),
      this.classes.byIds([place.classId]).then((classes) => classes.get(place.classId)),
    ]);
    // The student or the class is gone since: nobody to tell, or nothing to tell of.
    if (!user || !yogaClass) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user,
      event: 'waitlist_place',
      key: `waitlist:${event.id}`,
      params: {
        class_title: yogaClass.title,
        class_when: classWhen(yogaClass, lang),
        bookings_link: this.outbox.links().bookings_link,
      },
    });
  }

  /**
   * An admin deleted a class that was still ahead: everyone who held a place or waited in it (their
   * bookings went with the class). Deleting a class that already took place tells nobody.
   */
  @OnDomainEvent('class.cancelled')
  async classCancelled(event: DomainEvent<'class.cancelled'>): Promise<void> {
    const cancelled = event.payload;
    if (istInstant(cancelled.date, cancelled.time) <= event.occurredAt) return;
    await this.tellHolders(event.id, 'class_cancelled', cancelled.bookings, (lang) => ({
      class_title: cancelled.title,
      class_when: classWhen(cancelled, lang),
    }));
  }

  /**
   * An admin moved a class still ahead to another date or time: everyone who holds a place or waits in
   * it now (a change of capacity or duration alone tells nobody).
   */
  @OnDomainEvent('class.changed')
  async classRescheduled(event: DomainEvent<'class.changed'>): Promise<void> {
    const { classId, before, after } = event.payload;
    if (before.date === after.date && before.time === after.time) return;
    if (istInstant(after.date, after.time) <= event.occurredAt) return;
    const yogaClass = (await this.classes.byIds([classId])).get(classId);
    // Deleted since: its cancellation notice tells them.
    if (!yogaClass) return;
    const holders = await this.bookings.holdersOf(classId);
    await this.tellHolders(event.id, 'class_rescheduled', holders, (lang) => ({
      class_title: yogaClass.title,
      old_when: classWhen(before, lang),
      class_when: classWhen(after, lang),
    }));
  }

  /**
   * An admin gave a class still ahead another instructor (a substitute, or back to the slot's): everyone
   * who holds a place or waits in it is told who teaches it now.
   */
  @OnDomainEvent('instructor.substituted')
  async instructorChanged(event: DomainEvent<'instructor.substituted'>): Promise<void> {
    const { classId, instructorId } = event.payload;
    if (!instructorId) return;
    const [yogaClass, instructor] = await Promise.all([
      this.classes.byIds([classId]).then((classes) => classes.get(classId)),
      this.users.contactsOf([instructorId]).then((users) => users.get(instructorId)),
    ]);
    if (!yogaClass || !instructor) return;
    if (istInstant(yogaClass.date, yogaClass.time) <= event.occurredAt) return;
    const holders = await this.bookings.holdersOf(classId);
    await this.tellHolders(event.id, 'instructor_changed', holders, (lang) => ({
      class_title: yogaClass.title,
      class_when: classWhen(yogaClass, lang),
      instructor_name: instructor.name,
    }));
  }

  /** An instructor's message to the students booked into their class, each in their language. */
  @OnDomainEvent('instructor.message_sent')
  async classMessage(event: DomainEvent<'instructor.message_sent'>): Promise<void> {
    const { classId, senderId, userIds, text } = event.payload;
    const [yogaClass, contacts] = await Promise.all([
      this.classes.byIds([classId]).then((classes) => classes.get(classId)),
      this.users.contactsOf([senderId, ...userIds]),
    ]);
    if (!yogaClass) return;
    const sender = contacts.get(senderId)?.name ?? '';
    const requests: MessageRequest[] = [];
    for (const userId of userIds) {
      const user = contacts.get(userId);
      if (!user) continue;
      const lang = user.language === 'hi' ? 'hi' : 'en';
      requests.push({
        user,
        event: 'class_message',
        key: `class-message:${event.id}:${userId}`,
        params: {
          instructor_name: sender,
          class_title: yogaClass.title,
          class_when: classWhen(yogaClass, lang),
          message_text: text,
        },
      });
    }
    await this.outbox.enqueueMany(requests);
  }

  /** One notice per booking of the class, keyed by the event and the booking. */
  private async tellHolders(
    eventId: string,
    kind: 'class_cancelled' | 'class_rescheduled' | 'instructor_changed',
    holders: readonly ClassHolder[],
    params: (language: Language) => Record<string, string>,
  ): Promise<void> {
    const users = await this.users.contactsOf(holders.map((h) => h.userId));
    const { bookings_link } = this.outbox.links();
    const prefix = {
      class_cancelled: 'class-cancelled',
      class_rescheduled: 'class-moved',
      instructor_changed: 'instructor-changed',
    }[kind];
    const requests: MessageRequest[] = [];
    for (const holder of holders) {
      const user = users.get(holder.userId);
      if (!user) continue;
      requests.push({
        user,
        event: kind,
        key: `${prefix}:${eventId}:${holder.bookingId}`,
        params: { ...params(user.language === 'hi' ? 'hi' : 'en'), bookings_link },
      });
    }
    await this.outbox.enqueueMany(requests);
  }
}
