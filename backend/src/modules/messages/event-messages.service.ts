import { Injectable } from '@nestjs/common';
import {
  formatIstDate,
  formatMinor,
  istInstant,
  type Language,
  type RenewalPurpose,
} from '@yoga/contracts';
import { GiftsService } from '../gifts/index.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type ClassHolder } from '../classes/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { OutboxService, type MessageRequest } from './outbox.service.js';
import { translate } from '../../common/i18n/catalog.js';
import {
  classTitle,
  classWhen,
  holderRequests,
  locale,
  type HolderNotice,
} from './class-notices.js';

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
    private readonly gifts: GiftsService,
  ) {}

  /** The page a renewal is managed on: her plans, or the household's or the company's (issue 35). */
  private renewalPage(purpose: RenewalPurpose | undefined): string {
    const links = this.outbox.links();
    if (purpose === 'household') return links.household_link;
    if (purpose === 'company') return links.company_link;
    return links.plans_link;
  }

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
        // Where it is stopped: her plans, or the household's or company's page (issue 35).
        stop_link: this.renewalPage(due.purpose),
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
    // Her membership runs to its paid end; a household's or company's seats run to the failed debit's
    // date, the end of the period already paid for (issue 35).
    const endsAt =
      change.purpose && change.purpose !== 'membership'
        ? change.nextChargeAt
        : (await this.subscriptions.me(change.userId)).ends_at;
    await this.outbox.enqueue({
      user,
      event: 'renewal_failed',
      key: `renewal-failed:${event.id}`,
      params: {
        amount: formatMinor(change.amount, change.currency),
        end_date: endsAt ? formatIstDate(endsAt, locale(lang)) : '',
        plans_link: this.renewalPage(change.purpose),
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

  /**
   * Money that reached a checkout which could not be used (issue 35: superseded, its holds lost, a debit
   * after the stop) is refunded in full: the student is told why, and invited to check out again.
   */
  @OnDomainEvent('payment.rejected')
  async paymentReturned(event: DomainEvent<'payment.rejected'>): Promise<void> {
    const rejected = event.payload;
    const { reason } = rejected;
    const user = (await this.users.contactsOf([rejected.userId])).get(rejected.userId);
    if (!user) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user,
      event: 'payment_returned',
      key: `payment-returned:${rejected.paymentId}`,
      params: {
        amount: formatMinor(rejected.amount, rejected.currency),
        reason: translate(lang, `message.payment_returned.reason.${reason}`),
        plans_link: this.outbox.links().plans_link,
      },
    });
  }

  /** The receipt of a paid payment (its invoice is on the payments page). */
  @OnDomainEvent('payment.paid')
  async receipt(event: DomainEvent<'payment.paid'>): Promise<void> {
    const paid = event.payload;
    const user = (await this.users.contactsOf([paid.userId])).get(paid.userId);
    if (!user) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    // A gift (issue 38): the receipt says so and for whom (the email; the WhatsApp template is fixed).
    const gift =
      paid.purpose === 'gift' ? await this.gifts.recipientOfPayment(paid.paymentId) : null;
    await this.outbox.enqueue({
      user,
      event: 'payment_receipt',
      key: `receipt:${event.id}`,
      params: {
        amount: formatMinor(paid.amount, paid.currency),
        plan_name: await this.plans.name(paid.plan, paid.currency, lang),
        invoice_link: this.outbox.links().payments_link,
        gift_note: gift
          ? ` ${translate(lang, 'message.payment_receipt.gift_note', { recipient: gift.name })}`
          : '',
      },
    });
  }

  /**
   * A gift's message (issue 26): to the recipient the buyer named, at the addresses given (the row is the
   * buyer's: the recipient may have no account), in her language when she has an account at that email
   * address (issue 38), else in the buyer's; each send once.
   */
  @OnDomainEvent('gift.send')
  async giftReceived(event: DomainEvent<'gift.send'>): Promise<void> {
    const gift = event.payload;
    const buyer = (await this.users.contactsOf([gift.buyerId])).get(gift.buyerId);
    if (!buyer) return;
    const registered = gift.recipient.email
      ? await this.users.findByEmail(gift.recipient.email)
      : null;
    const lang = (registered ?? buyer).language === 'hi' ? 'hi' : 'en';
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

  /**
   * A household invitation (issue 35): to the address or the mobile number the payer gave (the invitee
   * may have no account yet): an email, or a WhatsApp message (RECIPIENT_EVENTS: the channel that has an
   * address), in the language of the account at that email address when there is one, else the payer's.
   */
  @OnDomainEvent('household.invited')
  async householdInvite(event: DomainEvent<'household.invited'>): Promise<void> {
    const invite = event.payload;
    const payer = (await this.users.contactsOf([invite.payerId])).get(invite.payerId);
    if (!payer) return;
    const registered = invite.email ? await this.users.findByEmail(invite.email) : null;
    const lang = (registered ?? payer).language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user: {
        id: invite.payerId,
        // By phone her name is unknown: the greeting says "friend" in her language.
        name:
          registered?.name ??
          invite.email?.split('@')[0] ??
          translate(lang, 'message.household_invite.unknown_name'),
        email: invite.email ?? '',
        phone: invite.phone ?? '',
        language: lang,
      },
      event: 'household_invite',
      key: `household-invite:${event.id}`,
      params: {
        payer: invite.payerName,
        plan_name: await this.plans.name(invite.plan, invite.currency, lang),
        end_date: formatIstDate(invite.endsAt, locale(lang)),
        accept_link: invite.acceptLink,
      },
    });
  }

  /** A member the payer removed from a household (issue 35) is told, in her language. */
  @OnDomainEvent('household.member_removed')
  async householdRemoved(event: DomainEvent<'household.member_removed'>): Promise<void> {
    const removed = event.payload;
    if (!removed.wasActive) return;
    const user = (await this.users.contactsOf([removed.userId])).get(removed.userId);
    if (!user) return;
    await this.outbox.enqueue({
      user,
      event: 'household_removed',
      key: `household-removed:${event.id}`,
      params: { payer: removed.payerName, plans_link: this.outbox.links().plans_link },
    });
  }

  /**
   * A company renewed for fewer seats and hers was released (issue 35): she is told until when her
   * access through it lasts, in her language (a holder without an account had no access: nobody to tell).
   */
  @OnDomainEvent('company.seat_released')
  async companySeatReleased(event: DomainEvent<'company.seat_released'>): Promise<void> {
    const released = event.payload;
    if (released.userId === null) return;
    const user = (await this.users.contactsOf([released.userId])).get(released.userId);
    if (!user) return;
    const lang = user.language === 'hi' ? 'hi' : 'en';
    await this.outbox.enqueue({
      user,
      event: 'company_seat_released',
      key: `company-seat-released:${event.id}`,
      params: {
        company: released.legalName,
        end_date: formatIstDate(released.accessEndsAt, locale(lang)),
        plans_link: this.outbox.links().plans_link,
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
        class_title: classTitle(yogaClass, lang),
        class_when: classWhen(yogaClass, lang, user.timeZone),
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
    await this.tellHolders(event.id, 'class_cancelled', cancelled.bookings, (lang, zone) => ({
      class_title: classTitle(cancelled, lang),
      class_when: classWhen(cancelled, lang, zone),
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
    await this.tellHolders(event.id, 'class_rescheduled', holders, (lang, zone) => ({
      class_title: classTitle(yogaClass, lang),
      old_when: classWhen(before, lang, zone),
      class_when: classWhen(after, lang, zone),
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
    await this.tellHolders(event.id, 'instructor_changed', holders, (lang, zone) => ({
      class_title: classTitle(yogaClass, lang),
      class_when: classWhen(yogaClass, lang, zone),
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
          class_title: classTitle(yogaClass, lang),
          class_when: classWhen(yogaClass, lang, user.timeZone),
          message_text: text,
        },
      });
    }
    await this.outbox.enqueueMany(requests);
  }

  /** One notice per booking of the class, keyed by the event and the booking. */
  private async tellHolders(
    eventId: string,
    kind: HolderNotice,
    holders: readonly ClassHolder[],
    params: (language: Language, zone: string) => Record<string, string>,
  ): Promise<void> {
    const users = await this.users.contactsOf(holders.map((h) => h.userId));
    const { bookings_link } = this.outbox.links();
    await this.outbox.enqueueMany(
      holderRequests(eventId, kind, holders, users, params, bookings_link),
    );
  }
}
