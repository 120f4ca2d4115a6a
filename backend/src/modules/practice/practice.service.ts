import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, type Repository } from 'typeorm';
import {
  istDaysBetween,
  istToday,
  milestoneKey,
  PRACTICE_RANGE_MAX_DAYS,
  type PracticeQuery,
  type PracticeSummary,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { PRACTICE_CONFIG, type PracticeConfig } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { ClassesService } from '../classes/index.js';
import { PracticeDay } from './entities/practice-day.entity.js';
import { computeStreaks, practiceDateOf } from './streaks.js';

/**
 * The paused dates of a student's membership (up to today): the streaks skip those days
 * (docs/practice.md, "Pauses"). Pauses are the subscriptions module's; practice.module.ts wires this.
 */
export type PausedDates = (userId: number) => Promise<ReadonlySet<string>>;
export const PAUSED_DATES = Symbol('PAUSED_DATES');

/**
 * Practice days (issue 27): one row per student and IST date attended, written from the
 * `attendance.recorded` domain event (whoever records attendance: the join click, or the video
 * platform's confirmation), and the streaks and milestones computed from them.
 */
@Injectable()
export class PracticeService {
  private readonly days: Repository<PracticeDay>;

  constructor(
    @InjectRepository(PracticeDay) days: Repository<PracticeDay>,
    private readonly tx: Transactions,
    private readonly classes: ClassesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PRACTICE_CONFIG) private readonly config: PracticeConfig,
    @Inject(PAUSED_DATES) private readonly pausedDates: PausedDates,
  ) {
    this.days = tx.ambient(days);
  }

  @OnDomainEvent('attendance.recorded')
  async onAttendance(event: DomainEvent<'attendance.recorded'>): Promise<void> {
    const { userId, classId, joinedAt } = event.payload;
    const yogaClass = (await this.classes.byIds([classId])).get(classId);
    await this.record(userId, classId, practiceDateOf(joinedAt, yogaClass?.date));
  }

  /** Records a practice day (once per student and date; the first class of the day is kept). */
  async record(userId: number, classId: number, date: string): Promise<void> {
    if (await this.days.existsBy({ userId, date })) return;
    try {
      await this.days.insert({ userId, classId, date });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /** All the IST dates a student practised, ascending. */
  async datesOf(userId: number): Promise<string[]> {
    const rows = await this.days.find({
      select: { date: true },
      where: { userId },
      order: { date: 'ASC' },
    });
    return rows.map((r) => r.date);
  }

  /** The dates a student practised between two IST dates (inclusive), ascending. */
  async datesBetween(userId: number, from: string, to: string): Promise<string[]> {
    const rows = await this.days.find({
      select: { date: true },
      where: { userId, date: Between(from, to) },
      order: { date: 'ASC' },
    });
    return rows.map((r) => r.date);
  }

  /** How many days each of these students practised between two IST dates (one query). */
  async countsBetween(
    userIds: readonly number[],
    from: string,
    to: string,
  ): Promise<Map<number, number>> {
    if (!userIds.length) return new Map();
    const rows = await this.days
      .createQueryBuilder('p')
      .select('p.user_id', 'userId')
      .addSelect('COUNT(*)', 'n')
      .where({ userId: In([...new Set(userIds)]), date: Between(from, to) })
      .groupBy('p.user_id')
      .getRawMany<{ userId: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.userId), Number(r.n)]));
  }

  /** The keys of every milestone the student reached (`days-7`, `weekly-1`: milestoneKey). */
  async reachedMilestoneKeys(userId: number): Promise<string[]> {
    const s = computeStreaks({
      days: await this.datesOf(userId),
      paused: await this.pausedDates(userId),
      today: istToday(this.clock.now()),
      weeklyTarget: this.config.weeklyStreakDays,
    });
    return [
      ...s.milestones.map((m) => milestoneKey(m)),
      ...s.weeklyMilestones.map((m) => milestoneKey(m)),
    ];
  }

  /** GET /api/practice/me. */
  async summary(userId: number, query: PracticeQuery): Promise<PracticeSummary> {
    const today = istToday(this.clock.now());
    const to = query.to ?? today;
    const from = query.from ?? `${to.slice(0, 8)}01`;
    if (from > to) throw new ApiError('date_range_reversed');
    if (istDaysBetween(from, to) >= PRACTICE_RANGE_MAX_DAYS)
      throw new ApiError('practice_range_too_long', { max: PRACTICE_RANGE_MAX_DAYS });
    const all = await this.datesOf(userId);
    const s = computeStreaks({
      days: all,
      paused: await this.pausedDates(userId),
      today,
      weeklyTarget: this.config.weeklyStreakDays,
    });
    return {
      from,
      to,
      days: all.filter((d) => d >= from && d <= to),
      current_streak: s.current,
      longest_streak: s.longest,
      weekly_streak: s.weekly,
      weekly_target: this.config.weeklyStreakDays,
      total_days: s.total,
      milestones: s.milestones,
      weekly_milestones: s.weeklyMilestones,
    };
  }
}
