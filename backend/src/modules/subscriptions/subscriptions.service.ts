import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository, type EntityManager } from 'typeorm';
import {
  Role,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_REQUIRED_ERROR,
  istYear,
  isEntitledStatus,
  subscriptionEndDate,
  subscriptionNumber,
  type Currency,
  type MySubscription,
  type PlanId,
  type SubscriptionRequiredBody,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Transactions } from '../../database/transactions.js';
import { CreditsService } from '../credits/credits.service.js';
import { UsersService } from '../users/users.service.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { membershipState, trialEnd } from './membership-state.js';

export interface NewPeriod {
  userId: number;
  paymentId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
}

/** Trial, paid periods, subscription numbers and who may join live classes. */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(SubscriptionPeriod) private readonly periods: Repository<SubscriptionPeriod>,
    @InjectRepository(Membership) private readonly memberships: Repository<Membership>,
    @InjectRepository(Attendance) private readonly attendance: Repository<Attendance>,
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tx: Transactions,
  ) {}

  async me(userId: number): Promise<MySubscription> {
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found.');
    const [periods, membership, credits, classesAttended] = await Promise.all([
      this.periods.findBy({ userId }),
      this.memberships.findOneBy({ userId }),
      this.credits.balances(userId),
      this.attendance.countBy({ userId }),
    ]);
    return membershipState(user.createdAt, periods, this.clock.now(), {
      subscriptionNo: membership?.subscriptionNo ?? null,
      credits,
      classesAttended,
    });
  }

  /** Throws the 403 `subscription_required` unless the caller may join live classes now. */
  async assertEntitled(user: Pick<AuthUser, 'id' | 'role'>): Promise<void> {
    if (user.role === Role.Admin || user.role === Role.Instructor) return;
    const account = await this.users.findById(user.id);
    if (!account) throw new NotFoundException('User not found.');
    const now = this.clock.now();
    if (now.getTime() < trialEnd(account.createdAt).getTime()) return;
    const periods = await this.periods.findBy({ userId: user.id });
    const state = membershipState(account.createdAt, periods, now, {
      subscriptionNo: null,
      credits: { INR: 0, USD: 0 },
      classesAttended: 0,
    });
    if (isEntitledStatus(state.status)) return;
    const body: SubscriptionRequiredBody = {
      success: false,
      message: periods.length ? SUBSCRIPTION_MESSAGES.planEnded : SUBSCRIPTION_MESSAGES.trialEnded,
      error: SUBSCRIPTION_REQUIRED_ERROR,
    };
    throw new ForbiddenException(body);
  }

  /** Locks the student's membership row (created on first use) for the rest of the transaction. */
  lockMembership(em: EntityManager, userId: number): Promise<Membership> {
    return this.tx.lockOrCreate(
      em,
      Membership,
      { user_id: userId },
      { userId, subscriptionNo: null },
    );
  }

  /**
   * Adds the period a payment bought (call with the membership locked; no query outside `em` here,
   * so a transaction never waits for a second pooled connection): it starts at the latest of
   * now, the trial's end and the end of the last period, and gives the first subscription number.
   */
  async addPeriod(
    em: EntityManager,
    membership: Membership,
    input: NewPeriod,
    registeredAt: Date,
  ): Promise<SubscriptionPeriod> {
    const existing = await em
      .getRepository(SubscriptionPeriod)
      .findOneBy({ paymentId: input.paymentId });
    if (existing) return existing;
    const now = this.clock.now();
    const last = await em
      .getRepository(SubscriptionPeriod)
      .findOne({ where: { userId: input.userId }, order: { endsAt: 'DESC' } });
    const start = new Date(
      Math.max(now.getTime(), trialEnd(registeredAt).getTime(), last?.endsAt.getTime() ?? 0),
    );
    const period = em.getRepository(SubscriptionPeriod).create({
      ...input,
      startsAt: start,
      endsAt: subscriptionEndDate(start, input.months),
    });
    await em.getRepository(SubscriptionPeriod).insert(period);
    if (!membership.subscriptionNo) {
      membership.subscriptionNo = await this.nextSubscriptionNo(em, istYear(now));
      await em
        .getRepository(Membership)
        .update({ userId: input.userId }, { subscriptionNo: membership.subscriptionNo });
    }
    return period;
  }

  /**
   * Removes the period a refunded payment bought (call with the membership locked) and moves the
   * student's later periods that have not started yet earlier, so no gap is left: the first starts where
   * the removed one started (or now, if that is past), each next one where the previous ends. A period
   * already running stays as it is. Returns the removed period (null when there was none).
   */
  async removePeriod(em: EntityManager, paymentId: number): Promise<SubscriptionPeriod | null> {
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
    return removed;
  }

  /** The period a payment bought (inside the payment's transaction). */
  periodOf(em: EntityManager, paymentId: number): Promise<SubscriptionPeriod | null> {
    return em.getRepository(SubscriptionPeriod).findOneBy({ paymentId });
  }

  /** Next YS/<year>/<n>: the year's counter row is incremented in the caller's transaction. */
  private async nextSubscriptionNo(em: EntityManager, year: number): Promise<string> {
    const counter = await this.tx.lockOrCreate(
      em,
      SubscriptionCounter,
      { year },
      { year, lastValue: 0 },
    );
    const next = counter.lastValue + 1;
    await em.getRepository(SubscriptionCounter).update({ year }, { lastValue: next });
    return subscriptionNumber(year, next);
  }

  /** Records the first join of a class; later joins keep the first time. */
  async recordAttendance(userId: number, classId: number): Promise<void> {
    await this.attendance
      .createQueryBuilder()
      .insert()
      .values({ userId, classId, joinedAt: this.clock.now() })
      .orIgnore()
      .execute();
  }
}
