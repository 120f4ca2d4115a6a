import { Inject, Injectable } from '@nestjs/common';
import { LessThanOrEqual, MoreThan, MoreThanOrEqual } from 'typeorm';
import {
  istYear,
  subscriptionEndDate,
  subscriptionNumber,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { Membership } from './entities/membership.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { trialEnd } from './membership-state.js';

export interface NewPeriod {
  userId: number;
  paymentId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The paid periods of a membership (subscriptions' door delegates here): its lock, the period a payment
 * bought, taken back or shortened by a refund, moved by a pause; the subscription numbers. Each works
 * in its caller's transaction (`Transactions.open()`), with the membership locked.
 */
@Injectable()
export class MembershipPeriods {
  constructor(
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SiteSettingsService,
  ) {}

  /** The end of the access someone else pays for that runs at `at` (the latest), or null. */
  private async sponsoredUntil(userId: number, at: Date): Promise<Date | null> {
    const rows = await this.tx
      .open()
      .getRepository(MembershipSponsorship)
      .findBy({ userId, startsAt: LessThanOrEqual(at), endsAt: MoreThan(at) });
    return rows.length ? new Date(Math.max(...rows.map((r) => r.endsAt.getTime()))) : null;
  }

  /** Locks the student's membership row (created on first use) for the rest of the transaction. */
  lockMembership(userId: number): Promise<Membership> {
    return this.tx.lockOrCreate(Membership, { user_id: userId }, { userId, subscriptionNo: null });
  }

  /**
   * Adds the period a payment bought (call with the membership locked; no query outside `em` here,
   * so a transaction never waits for a second pooled connection): it starts at the latest of
   * now, the trial's end and the end of the last period, and gives the first subscription number.
   */
  async addPeriod(
    membership: Membership,
    input: NewPeriod,
    registeredAt: Date,
  ): Promise<SubscriptionPeriod> {
    const em = this.tx.open();
    const existing = await em
      .getRepository(SubscriptionPeriod)
      .findOneBy({ paymentId: input.paymentId });
    if (existing) return existing;
    const now = this.clock.now();
    const last = await em
      .getRepository(SubscriptionPeriod)
      .findOne({ where: { userId: input.userId }, order: { endsAt: 'DESC' } });
    const start = new Date(
      Math.max(
        now.getTime(),
        trialEnd(
          registeredAt,
          await this.settings.trialDaysFor(registeredAt),
          await em.getRepository(MembershipPause).findBy({ userId: input.userId }),
        ).getTime(),
        last?.endsAt.getTime() ?? 0,
        // Days she pays for herself wait until the access someone else pays for (a seat) ends.
        (await this.sponsoredUntil(input.userId, now))?.getTime() ?? 0,
      ),
    );
    const period = em.getRepository(SubscriptionPeriod).create({
      ...input,
      startsAt: start,
      endsAt: subscriptionEndDate(start, input.months),
    });
    await em.getRepository(SubscriptionPeriod).insert(period);
    if (!membership.subscriptionNo) {
      membership.subscriptionNo = await this.nextSubscriptionNo(istYear(now));
      await em
        .getRepository(Membership)
        .update({ userId: input.userId }, { subscriptionNo: membership.subscriptionNo });
    }
    await this.events.publish('membership.changed', {
      userId: input.userId,
      change: 'period_added',
      paymentId: input.paymentId,
      periodId: period.id,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
    });
    return period;
  }

  /**
   * Removes the period a refunded payment bought (call with the membership locked) and moves the
   * student's later periods that have not started yet earlier, so no gap is left: the first starts where
   * the removed one started (or now, if that is past), each next one where the previous ends. A period
   * already running stays as it is. Returns the removed period (null when there was none).
   */
  async removePeriod(paymentId: number): Promise<SubscriptionPeriod | null> {
    const em = this.tx.open();
    const repo = em.getRepository(SubscriptionPeriod);
    const removed = await repo.findOneBy({ paymentId });
    if (!removed) return null;
    await repo.delete({ id: removed.id });
    const later = await repo.find({
      where: { userId: removed.userId, startsAt: MoreThanOrEqual(removed.startsAt) },
      order: { startsAt: 'ASC', id: 'ASC' },
    });
    let cursor = Math.max(removed.startsAt.getTime(), this.clock.now().getTime());
    for (const p of later) {
      if (p.startsAt.getTime() <= cursor) {
        cursor = Math.max(cursor, p.endsAt.getTime());
        continue;
      }
      const startsAt = new Date(cursor);
      const endsAt = subscriptionEndDate(startsAt, p.months);
      await repo.update({ id: p.id }, { startsAt, endsAt });
      cursor = endsAt.getTime();
    }
    await this.events.publish('membership.changed', {
      userId: removed.userId,
      change: 'period_removed',
      paymentId,
      periodId: removed.id,
      startsAt: removed.startsAt.toISOString(),
      endsAt: removed.endsAt.toISOString(),
    });
    return removed;
  }

  /**
   * A partial refund the admin chose to take out of the membership: the payment's period ends
   * round(its days × `fraction`) days earlier, never before now (nor its own start), and the periods
   * after it move earlier by as much. Null when nothing changed (no period, already over, under a day).
   */
  async shortenPeriod(paymentId: number, fraction: number): Promise<SubscriptionPeriod | null> {
    const em = this.tx.open();
    const period = await em.getRepository(SubscriptionPeriod).findOneBy({ paymentId });
    if (!period) return null;
    const length = period.endsAt.getTime() - period.startsAt.getTime();
    const days = Math.round((length / DAY_MS) * Math.min(Math.max(fraction, 0), 1));
    const earliest = Math.max(this.clock.now().getTime(), period.startsAt.getTime());
    const shift = Math.min(days * DAY_MS, period.endsAt.getTime() - earliest);
    if (shift <= 0) return null;
    const newEnd = period.endsAt.getTime() - shift;
    await this.shiftPeriods(period.userId, newEnd, -shift);
    await this.events.publish('membership.changed', {
      userId: period.userId,
      change: 'period_shortened',
      paymentId,
      periodId: period.id,
      startsAt: period.startsAt.toISOString(),
      endsAt: new Date(newEnd).toISOString(),
    });
    return em.getRepository(SubscriptionPeriod).findOneBy({ id: period.id });
  }

  /** The period a payment bought (inside the payment's transaction). */
  periodOf(paymentId: number): Promise<SubscriptionPeriod | null> {
    const em = this.tx.open();
    return em.getRepository(SubscriptionPeriod).findOneBy({ paymentId });
  }

  /** Next YS/<year>/<n>: the year's counter row is incremented in the caller's transaction. */
  private async nextSubscriptionNo(year: number): Promise<string> {
    const em = this.tx.open();
    const counter = await this.tx.lockOrCreate(
      SubscriptionCounter,
      { year },
      { year, lastValue: 0 },
    );
    const next = counter.lastValue + 1;
    await em.getRepository(SubscriptionCounter).update({ year }, { lastValue: next });
    return subscriptionNumber(year, next);
  }

  /** Moves the periods running at `from` (their end) and those starting after it (both ends) by `ms`. */
  async shiftPeriods(userId: number, from: number, ms: number) {
    const em = this.tx.open();
    const repo = em.getRepository(SubscriptionPeriod);
    for (const p of await repo.findBy({ userId })) {
      if (p.endsAt.getTime() <= from) continue;
      const startsAt =
        p.startsAt.getTime() > from || (ms > 0 && p.startsAt.getTime() === from)
          ? new Date(p.startsAt.getTime() + ms)
          : p.startsAt;
      await repo.update({ id: p.id }, { startsAt, endsAt: new Date(p.endsAt.getTime() + ms) });
    }
  }
}
