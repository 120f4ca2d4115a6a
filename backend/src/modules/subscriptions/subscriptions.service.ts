import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  Between,
  In,
  LessThanOrEqual,
  MoreThanOrEqual,
  Repository,
  type EntityManager,
} from 'typeorm';
import {
  Role,
  SUBSCRIPTION_REQUIRED_ERROR,
  addIstDays,
  istDate,
  istInstant,
  istToday,
  istYear,
  isEntitledStatus,
  subscriptionEndDate,
  subscriptionNumber,
  type Currency,
  type MySubscription,
  type PauseInfo,
  type PlanId,
  type RenewalInfo,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { CreditsService } from '../credits/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionCounter } from './entities/subscription-counter.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { membershipState, trialEnd } from './membership-state.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { ApiError } from '../../common/errors/api-error.js';

export interface NewPeriod {
  userId: number;
  paymentId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
}

/** A paid period as other modules see it. */
export type PeriodRecord = Pick<
  SubscriptionPeriod,
  'id' | 'userId' | 'paymentId' | 'plan' | 'months' | 'currency' | 'startsAt' | 'endsAt'
>;

const toRecord = (p: SubscriptionPeriod): PeriodRecord => ({
  id: p.id,
  userId: p.userId,
  paymentId: p.paymentId,
  plan: p.plan,
  months: p.months,
  currency: p.currency,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads students' renewals, each student's latest (the payments module registers it: subscriptions cannot
 * import payments). One query for any number of students.
 */
export type RenewalReader = (userIds: readonly number[]) => Promise<Map<number, RenewalInfo>>;

const NO_EXTRA = { subscriptionNo: null, credits: { INR: 0, USD: 0 }, classesAttended: 0 };

/** Trial, paid periods, subscription numbers and who may join live classes. */
@Injectable()
export class SubscriptionsService {
  private readonly periods: Repository<SubscriptionPeriod>;
  private readonly memberships: Repository<Membership>;
  private readonly attendance: Repository<Attendance>;
  private readonly pauses: Repository<MembershipPause>;
  private renewalReader: RenewalReader | null = null;

  constructor(
    @InjectRepository(SubscriptionPeriod) periods: Repository<SubscriptionPeriod>,
    @InjectRepository(Membership) memberships: Repository<Membership>,
    @InjectRepository(Attendance) attendance: Repository<Attendance>,
    @InjectRepository(MembershipPause) pauses: Repository<MembershipPause>,
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
  ) {
    this.periods = tx.ambient(periods);
    this.memberships = tx.ambient(memberships);
    this.attendance = tx.ambient(attendance);
    this.pauses = tx.ambient(pauses);
  }

  /** The payments module tells how to read a student's renewal (`renewal` of GET /subscriptions/me). */
  useRenewalReader(reader: RenewalReader): void {
    this.renewalReader = reader;
  }

  async me(userId: number): Promise<MySubscription> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const [periods, membership, credits, classesAttended, names] = await Promise.all([
      this.periods.findBy({ userId }),
      this.memberships.findOneBy({ userId }),
      this.credits.balances(userId),
      this.attendance.countBy({ userId }),
      this.plans.names(),
    ]);
    const state = membershipState(user.createdAt, periods, this.clock.now(), {
      trialDays: await this.settings.trialDaysFor(user.createdAt),
      subscriptionNo: membership?.subscriptionNo ?? null,
      credits,
      classesAttended,
      planName: (slug, currency) => names.name(slug, currency),
    });
    return {
      ...state,
      renewal: await this.renewalOf(userId),
      pause: await this.pauseOf(userId),
    };
  }

  /** The student's latest recurring subscription (through the payments module's reader), or null. */
  async renewalOf(userId: number): Promise<RenewalInfo | null> {
    return (await this.renewalsOf([userId])).get(userId) ?? null;
  }

  /** Each of these students' latest recurring subscription, in one read (scans over many students). */
  async renewalsOf(userIds: readonly number[]): Promise<Map<number, RenewalInfo>> {
    if (!this.renewalReader || !userIds.length) return new Map();
    return this.renewalReader(userIds);
  }

  /** The student's current or coming pause (IST dates, both inclusive), or null. */
  async pauseOf(userId: number): Promise<PauseInfo | null> {
    const row = await this.pauses.findOne({
      where: { userId, untilDate: MoreThanOrEqual(istToday(this.clock.now())) },
      order: { fromDate: 'DESC' },
    });
    return row ? { from: row.fromDate, until: row.untilDate } : null;
  }

  /**
   * Every IST date a student's membership was or is paused, up to today (a coming pause is not yet a
   * paused day): what the practice streaks skip (docs/practice.md, "Pauses").
   */
  async pausedDates(userId: number): Promise<ReadonlySet<string>> {
    const today = istToday(this.clock.now());
    const rows = await this.pauses.find({
      where: { userId, fromDate: LessThanOrEqual(today) },
      order: { fromDate: 'ASC' },
    });
    const dates = new Set<string>();
    for (const row of rows) {
      const last = row.untilDate < today ? row.untilDate : today;
      for (let d = row.fromDate; d <= last; d = addIstDays(d, 1)) dates.add(d);
    }
    return dates;
  }

  /** The students whose membership is paused on this IST date (the renewals' hourly check). */
  async pausedUsersOn(date: string): Promise<Set<number>> {
    const rows = await this.pauses.findBy({
      fromDate: LessThanOrEqual(date),
      untilDate: MoreThanOrEqual(date),
    });
    return new Set(rows.map((r) => r.userId));
  }

  /** Whether the student's membership is paused on this IST date. */
  async pausedOn(userId: number, date: string): Promise<boolean> {
    return this.pauses.existsBy({
      userId,
      fromDate: LessThanOrEqual(date),
      untilDate: MoreThanOrEqual(date),
    });
  }

  /**
   * Pauses a paid membership for `days` days from the IST date `from` (issue 26): refused without a paid
   * period covering `from`, during (or with) another pause, or over `maxPerYear` days in 12 months. The
   * periods running on `from` or after move later by `days` days. Call inside a transaction.
   */
  async pause(userId: number, from: string, days: number, maxPerYear: number): Promise<PauseInfo> {
    return this.tx.run(async (em) => {
      await this.lockMembership(userId);
      const today = istToday(this.clock.now());
      if (from < today) throw new ApiError('pause_from_past');
      const periods = await em.getRepository(SubscriptionPeriod).findBy({ userId });
      const now = this.clock.now().getTime();
      const start = istInstant(from).getTime();
      const paidLeft = periods.filter((p) => p.endsAt.getTime() > now);
      if (!paidLeft.length || !periods.some((p) => p.startsAt.getTime() <= start))
        throw new ApiError('pause_no_paid_plan');
      if (!paidLeft.some((p) => p.endsAt.getTime() > start)) throw new ApiError('pause_after_end');
      const pauses = await em.getRepository(MembershipPause).findBy({ userId });
      if (pauses.some((p) => p.untilDate >= today)) throw new ApiError('pause_during_pause');
      const yearAgo = addIstDays(from, -365);
      const used = pauses.filter((p) => p.untilDate > yearAgo).reduce((sum, p) => sum + p.days, 0);
      if (used + days > maxPerYear)
        throw new ApiError('pause_over_allowance', { left: Math.max(0, maxPerYear - used) });
      const until = addIstDays(from, days - 1);
      await em
        .getRepository(MembershipPause)
        .insert({ userId, fromDate: from, untilDate: until, days });
      await this.shiftPeriods(em, userId, start, days * DAY_MS);
      await this.events.publish('membership.paused', { userId, from, until, days });
      return { from, until };
    });
  }

  /**
   * Ends the student's pause today (a coming pause is called off): the end date moves back by the days
   * not used. 400 `not_paused` without a current or coming pause.
   */
  async resume(userId: number): Promise<void> {
    await this.tx.run(async (em) => {
      await this.lockMembership(userId);
      const today = istToday(this.clock.now());
      const repo = em.getRepository(MembershipPause);
      const pause = await repo.findOne({
        where: { userId, untilDate: MoreThanOrEqual(today) },
        order: { fromDate: 'DESC' },
      });
      if (!pause) throw new ApiError('not_paused');
      const usedDays = Math.max(
        0,
        Math.round((istInstant(today).getTime() - istInstant(pause.fromDate).getTime()) / DAY_MS),
      );
      const unused = pause.days - usedDays;
      if (usedDays === 0) await repo.delete({ id: pause.id });
      else
        await repo.update({ id: pause.id }, { days: usedDays, untilDate: addIstDays(today, -1) });
      await this.shiftPeriods(em, userId, istInstant(pause.fromDate).getTime(), -unused * DAY_MS);
      await this.events.publish('membership.resumed', {
        userId,
        from: pause.fromDate,
        until: usedDays === 0 ? null : addIstDays(today, -1),
        daysReturned: unused,
      });
    });
  }

  /** Moves the periods running at `from` (their end) and those starting after it (both ends) by `ms`. */
  private async shiftPeriods(em: EntityManager, userId: number, from: number, ms: number) {
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

  /** Throws the 403 `subscription_required` unless the caller may join live classes now. */
  async assertEntitled(user: Pick<AuthUser, 'id' | 'role'>): Promise<void> {
    if (user.role === Role.Admin || user.role === Role.Instructor) return;
    const account = await this.users.findById(user.id);
    if (!account) throw new ApiError('user_not_found');
    const now = this.clock.now();
    if (await this.pausedOn(user.id, istDate(now)))
      throw new ApiError('membership_paused', {}, { error: SUBSCRIPTION_REQUIRED_ERROR });
    const trialDays = await this.settings.trialDaysFor(account.createdAt);
    if (now.getTime() < trialEnd(account.createdAt, trialDays).getTime()) return;
    const periods = await this.periods.findBy({ userId: user.id });
    const state = membershipState(account.createdAt, periods, now, {
      trialDays,
      subscriptionNo: null,
      credits: { INR: 0, USD: 0 },
      classesAttended: 0,
    });
    if (isEntitledStatus(state.status)) return;
    throw new ApiError(
      periods.length ? 'plan_ended' : 'trial_ended',
      {},
      {
        error: SUBSCRIPTION_REQUIRED_ERROR,
      },
    );
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
      Math.max(
        now.getTime(),
        trialEnd(registeredAt, await this.settings.trialDaysFor(registeredAt)).getTime(),
        last?.endsAt.getTime() ?? 0,
      ),
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
  async shortenPeriod(
    em: EntityManager,
    paymentId: number,
    fraction: number,
  ): Promise<SubscriptionPeriod | null> {
    const period = await em.getRepository(SubscriptionPeriod).findOneBy({ paymentId });
    if (!period) return null;
    const length = period.endsAt.getTime() - period.startsAt.getTime();
    const days = Math.round((length / DAY_MS) * Math.min(Math.max(fraction, 0), 1));
    const earliest = Math.max(this.clock.now().getTime(), period.startsAt.getTime());
    const shift = Math.min(days * DAY_MS, period.endsAt.getTime() - earliest);
    if (shift <= 0) return null;
    const newEnd = period.endsAt.getTime() - shift;
    await this.shiftPeriods(em, period.userId, newEnd, -shift);
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
  periodOf(em: EntityManager, paymentId: number): Promise<SubscriptionPeriod | null> {
    return em.getRepository(SubscriptionPeriod).findOneBy({ paymentId });
  }

  /** Next YS/<year>/<n>: the year's counter row is incremented in the caller's transaction. */
  private async nextSubscriptionNo(em: EntityManager, year: number): Promise<string> {
    const counter = await this.tx.lockOrCreate(
      SubscriptionCounter,
      { year },
      { year, lastValue: 0 },
    );
    const next = counter.lastValue + 1;
    await em.getRepository(SubscriptionCounter).update({ year }, { lastValue: next });
    return subscriptionNumber(year, next);
  }

  /**
   * Records that a student attended a class, once: their first join click (the manual provider), or
   * the video platform's confirmation (`confirmed`: when they joined, minutes by then, `zoom`). Later
   * calls change nothing; `attendance.recorded` is published with the first.
   */
  async recordAttendance(
    userId: number,
    classId: number,
    confirmed?: { joinedAt: Date; minutes: number; source: 'zoom' },
  ): Promise<void> {
    const joinedAt = confirmed?.joinedAt ?? this.clock.now();
    await this.tx.run(async (em) => {
      if (await em.existsBy(Attendance, { userId, classId })) return;
      try {
        await em.insert(Attendance, { userId, classId, joinedAt });
      } catch (error) {
        if (isDuplicateKey(error)) return; // a concurrent first join won
        throw error;
      }
      await this.events.publish('attendance.recorded', {
        userId,
        classId,
        joinedAt: joinedAt.toISOString(),
        // A join click publishes what it always did; Zoom's confirmation adds where and how long.
        ...(confirmed ? { source: confirmed.source, minutes: confirmed.minutes } : {}),
      });
    });
  }

  /** Who attended a class (first join or confirmation), in one query. */
  async attendeesOf(classId: number): Promise<{ userId: number; joinedAt: Date }[]> {
    const rows = await this.attendance.find({
      select: { userId: true, joinedAt: true },
      where: { classId },
      order: { joinedAt: 'ASC' },
    });
    return rows.map((r) => ({ userId: r.userId, joinedAt: r.joinedAt }));
  }

  /** The classes a student attended (their join clicks or confirmations), in one query. */
  async attendedClassIds(userId: number): Promise<number[]> {
    const rows = await this.attendance.find({ select: { classId: true }, where: { userId } });
    return rows.map((r) => r.classId);
  }

  // ---- answers for other modules (one query per call, whatever the number of students) ----

  /**
   * Which of these users may join paid classes at `at`: in their trial or a paid period then (staff
   * always may). Two queries for any number of users.
   */
  async entitledAt(userIds: readonly number[], at: Date): Promise<Set<number>> {
    const users = await this.users.contactsOf(userIds);
    if (!users.size) return new Set();
    const students = [...users.values()].filter((u) => u.role === Role.User).map((u) => u.id);
    const periods = students.length ? await this.periods.findBy({ userId: In(students) }) : [];
    const byUser = new Map<number, SubscriptionPeriod[]>();
    for (const p of periods) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
    const trialDays = await this.settings.trialDaysReader();
    const day = istDate(at);
    const paused = students.length
      ? new Set(
          (
            await this.pauses.findBy({
              userId: In(students),
              fromDate: LessThanOrEqual(day),
              untilDate: MoreThanOrEqual(day),
            })
          ).map((p) => p.userId),
        )
      : new Set<number>();
    const entitled = new Set<number>();
    for (const user of users.values()) {
      if (user.role !== Role.User) entitled.add(user.id);
      else if (paused.has(user.id)) continue;
      else if (
        isEntitledStatus(
          membershipState(user.createdAt, byUser.get(user.id) ?? [], at, {
            ...NO_EXTRA,
            trialDays: trialDays(user.createdAt),
          }).status,
        )
      )
        entitled.add(user.id);
    }
    return entitled;
  }

  /** The users among these who ever paid for a period. */
  async withPeriods(userIds: readonly number[]): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await this.periods.find({
      select: { userId: true },
      where: { userId: In([...new Set(userIds)]) },
    });
    return new Set(rows.map((p) => p.userId));
  }

  /**
   * The periods ending between `from` and `to` (inclusive) that are their student's last (no later
   * period follows): whose plan ends then. Two queries.
   */
  async lastPeriodsEndingBetween(from: Date, to: Date): Promise<PeriodRecord[]> {
    const ending = await this.periods.find({
      where: { endsAt: Between(from, to) },
      order: { id: 'ASC' },
    });
    if (!ending.length) return [];
    const lastEnd = new Map<number, number>();
    const all = await this.periods.find({
      select: { userId: true, endsAt: true },
      where: { userId: In([...new Set(ending.map((p) => p.userId))]) },
    });
    for (const p of all)
      lastEnd.set(p.userId, Math.max(lastEnd.get(p.userId) ?? 0, p.endsAt.getTime()));
    return ending.filter((p) => (lastEnd.get(p.userId) ?? 0) <= p.endsAt.getTime()).map(toRecord);
  }

  /** Every paid period (the business numbers). */
  async allPeriods(): Promise<PeriodRecord[]> {
    return (await this.periods.find()).map(toRecord);
  }

  /** The subscription number of each of these users who has one, in one query. */
  async subscriptionNumbers(userIds: readonly number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows = await this.memberships.findBy({ userId: In([...new Set(userIds)]) });
    return new Map(
      rows.filter((m) => m.subscriptionNo).map((m) => [m.userId, m.subscriptionNo!] as const),
    );
  }
}
