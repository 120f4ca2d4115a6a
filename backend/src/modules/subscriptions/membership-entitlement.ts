import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import {
  Role,
  SUBSCRIPTION_REQUIRED_ERROR,
  istDate,
  isEntitledStatus,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { columnOf } from '../../database/lean-select.js';
import { Transactions } from '../../database/transactions.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { UsersService } from '../users/index.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { asPeriod } from './membership-shares.js';
import { membershipState, trialEnd } from './membership-state.js';

/**
 * What the entitlement reads of one student (its four `?` are her id), the module's own tables only.
 * Every branch has the same columns; the pauses' are text, the others' datetimes (hydrated as such).
 */
const ACCESS_SQL = [
  `SELECT 'pause' AS kind, NULL AS starts_at, NULL AS ends_at, from_date, until_date, days,`,
  ` NULL AS plan, NULL AS months, NULL AS currency FROM membership_pauses WHERE user_id = ?`,
  ` UNION ALL SELECT 'sponsored', starts_at, ends_at, NULL, NULL, NULL, NULL, NULL, NULL`,
  ` FROM membership_sponsorships WHERE user_id = ?`,
  ` UNION ALL SELECT 'period', starts_at, ends_at, NULL, NULL, NULL, plan, months, currency`,
  ` FROM subscription_periods WHERE user_id = ?`,
  ` UNION ALL SELECT 'share', starts_at, ends_at, NULL, NULL, NULL, plan, months, currency`,
  ` FROM membership_shares WHERE user_id = ?`,
].join('');

const NO_EXTRA = { subscriptionNo: null, credits: { INR: 0, USD: 0 }, classesAttended: 0 };

/**
 * Who may join live classes: one student at her join (`assertEntitled`, read fresh at every call) and
 * many at once for the jobs (`entitledAt`): trial, paid periods, shares, sponsored seats and pauses.
 */
@Injectable()
export class MembershipEntitlement {
  private readonly periods: Repository<SubscriptionPeriod>;
  private readonly pauses: Repository<MembershipPause>;
  private readonly shares: Repository<MembershipShare>;
  private readonly sponsorships: Repository<MembershipSponsorship>;

  constructor(
    @InjectRepository(SubscriptionPeriod) periods: Repository<SubscriptionPeriod>,
    @InjectRepository(MembershipPause) pauses: Repository<MembershipPause>,
    @InjectRepository(MembershipShare) shares: Repository<MembershipShare>,
    @InjectRepository(MembershipSponsorship) sponsorships: Repository<MembershipSponsorship>,
    tx: Transactions,
    private readonly users: UsersService,
    private readonly settings: SiteSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.periods = tx.ambient(periods);
    this.pauses = tx.ambient(pauses);
    this.shares = tx.ambient(shares);
    this.sponsorships = tx.ambient(sponsorships);
  }

  /**
   * Throws the 403 `subscription_required` unless the caller may join live classes now. Read fresh at
   * every call (nothing cached: an ended plan or a pause refuses the next join): the account's
   * registration time comes with the token's check (`registeredAt`, else one lean read), and the
   * sponsorships, pauses, periods and shares in one lean query (`accessRows`).
   */
  async assertEntitled(user: Pick<AuthUser, 'id' | 'role' | 'registeredAt'>): Promise<void> {
    if (user.role === Role.Admin || user.role === Role.Instructor) return;
    const [registeredAt, rows] = await Promise.all([
      user.registeredAt ?? this.users.sessionOf(user.id).then((u) => u?.createdAt ?? null),
      this.accessRows(user.id),
    ]);
    if (!registeredAt) throw new ApiError('user_not_found');
    const now = this.clock.now();
    const t = now.getTime();
    // A seat someone else pays for (a company's) gives access whatever her own membership says.
    if (rows.sponsored.some((r) => r.startsAt.getTime() <= t && r.endsAt.getTime() > t)) return;
    const today = istDate(now);
    const { pauses } = rows;
    // Paused today: what pausedOn asks, read from the student's pauses.
    if (pauses.some((p) => p.fromDate <= today && p.untilDate >= today))
      throw new ApiError('membership_paused', {}, { error: SUBSCRIPTION_REQUIRED_ERROR });
    const trialDays = await this.settings.trialDaysFor(registeredAt);
    if (t < trialEnd(registeredAt, trialDays, pauses).getTime()) return;
    const periods = rows.periods;
    const state = membershipState(registeredAt, periods, now, {
      trialDays,
      pauses,
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

  /**
   * A student's sponsorships, pauses, own periods and shares (as periods), in one query of plain rows
   * (UNION ALL, no entity built): the entitlement of every join at 06:00 (docs/performance.md).
   */
  private async accessRows(userId: number): Promise<{
    sponsored: Array<{ startsAt: Date; endsAt: Date }>;
    pauses: Array<Pick<MembershipPause, 'fromDate' | 'untilDate' | 'days'>>;
    periods: SubscriptionPeriod[];
  }> {
    const rows = (await this.periods.query(ACCESS_SQL, [userId, userId, userId, userId])) as Array<
      Record<string, unknown>
    >;
    const starts = columnOf(this.periods, 'startsAt');
    const ends = columnOf(this.periods, 'endsAt');
    const driver = this.periods.manager.connection.driver;
    const date = (value: unknown, column: typeof starts) =>
      driver.prepareHydratedValue(value, column) as Date;
    const result = {
      sponsored: [] as Array<{ startsAt: Date; endsAt: Date }>,
      pauses: [] as Array<Pick<MembershipPause, 'fromDate' | 'untilDate' | 'days'>>,
      periods: [] as SubscriptionPeriod[],
    };
    for (const r of rows) {
      if (r.kind === 'pause') {
        result.pauses.push({
          fromDate: String(r.from_date),
          untilDate: String(r.until_date),
          days: Number(r.days),
        });
        continue;
      }
      const stretch = { startsAt: date(r.starts_at, starts), endsAt: date(r.ends_at, ends) };
      if (r.kind === 'sponsored') result.sponsored.push(stretch);
      else
        result.periods.push({
          id: 0,
          userId,
          paymentId: 0,
          plan: r.plan as PlanId,
          months: Number(r.months),
          currency: r.currency as Currency,
          ...stretch,
        } as SubscriptionPeriod);
    }
    return result;
  }

  /**
   * Which of these users may join paid classes at `at`: in their trial or a paid period then (staff
   * always may). Two queries for any number of users.
   */
  async entitledAt(userIds: readonly number[], at: Date): Promise<Set<number>> {
    const users = await this.users.contactsOf(userIds);
    if (!users.size) return new Set();
    const students = [...users.values()].filter((u) => u.role === Role.User).map((u) => u.id);
    const periods = students.length
      ? [
          ...(await this.periods.findBy({ userId: In(students) })),
          ...(await this.shares.findBy({ userId: In(students) })).map(asPeriod),
        ]
      : [];
    const byUser = new Map<number, SubscriptionPeriod[]>();
    for (const p of periods) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);
    const trialDays = await this.settings.trialDaysReader();
    const day = istDate(at);
    const pausesOf = new Map<number, MembershipPause[]>();
    if (students.length)
      for (const p of await this.pauses.findBy({ userId: In(students) }))
        pausesOf.set(p.userId, [...(pausesOf.get(p.userId) ?? []), p]);
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
    const sponsored = students.length
      ? new Set(
          (
            await this.sponsorships.findBy({
              userId: In(students),
              startsAt: LessThanOrEqual(at),
              endsAt: MoreThan(at),
            })
          ).map((s) => s.userId),
        )
      : new Set<number>();
    const entitled = new Set<number>();
    for (const user of users.values()) {
      if (user.role !== Role.User || sponsored.has(user.id)) entitled.add(user.id);
      else if (paused.has(user.id)) continue;
      else if (
        isEntitledStatus(
          membershipState(user.createdAt, byUser.get(user.id) ?? [], at, {
            ...NO_EXTRA,
            trialDays: trialDays(user.createdAt),
            pauses: pausesOf.get(user.id) ?? [],
          }).status,
        )
      )
        entitled.add(user.id);
    }
    return entitled;
  }
}
