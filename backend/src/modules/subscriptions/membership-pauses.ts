import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThanOrEqual, Repository } from 'typeorm';
import { addIstDays, istInstant, istToday, type PauseInfo } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { UsersService } from '../users/index.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { trialEnd } from './membership-state.js';
import { DAY_MS, MembershipPeriods } from './membership-periods.js';

/** The membership's pauses (issue 26): taken, ended early, and read by other modules. */
@Injectable()
export class MembershipPauses {
  private readonly pauses: Repository<MembershipPause>;

  constructor(
    @InjectRepository(MembershipPause) pauses: Repository<MembershipPause>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SiteSettingsService,
    private readonly users: UsersService,
    private readonly membershipPeriods: MembershipPeriods,
  ) {
    this.pauses = tx.ambient(pauses);
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
      await this.membershipPeriods.lockMembership(userId);
      const today = istToday(this.clock.now());
      if (from < today) throw new ApiError('pause_from_past');
      const periods = await em.getRepository(SubscriptionPeriod).findBy({ userId });
      const now = this.clock.now().getTime();
      const start = istInstant(from).getTime();
      const paidLeft = periods.filter((p) => p.endsAt.getTime() > now);
      const pauses = await em.getRepository(MembershipPause).findBy({ userId });
      // A member: paid time covering `from`, or paid time after a trial still running on `from` (she
      // paid during her trial: the rest of the trial and the paid time move by the pause).
      const user = await this.users.findById(userId);
      const inTrial =
        !!user &&
        start <
          trialEnd(
            user.createdAt,
            await this.settings.trialDaysFor(user.createdAt),
            pauses,
          ).getTime();
      if (!paidLeft.length || (!inTrial && !periods.some((p) => p.startsAt.getTime() <= start)))
        throw new ApiError('pause_no_paid_plan');
      if (!paidLeft.some((p) => p.endsAt.getTime() > start)) throw new ApiError('pause_after_end');
      if (pauses.some((p) => p.untilDate >= today)) throw new ApiError('pause_during_pause');
      const yearAgo = addIstDays(from, -365);
      const used = pauses.filter((p) => p.untilDate > yearAgo).reduce((sum, p) => sum + p.days, 0);
      if (used + days > maxPerYear)
        throw new ApiError('pause_over_allowance', { left: Math.max(0, maxPerYear - used) });
      const until = addIstDays(from, days - 1);
      await em
        .getRepository(MembershipPause)
        .insert({ userId, fromDate: from, untilDate: until, days });
      await this.membershipPeriods.shiftPeriods(userId, start, days * DAY_MS);
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
      await this.membershipPeriods.lockMembership(userId);
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
      await this.membershipPeriods.shiftPeriods(
        userId,
        istInstant(pause.fromDate).getTime(),
        -unused * DAY_MS,
      );
      await this.events.publish('membership.resumed', {
        userId,
        from: pause.fromDate,
        until: usedDays === 0 ? null : addIstDays(today, -1),
        daysReturned: unused,
      });
    });
  }
}
