import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, LessThanOrEqual, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import {
  Role,
  SUBSCRIPTION_REQUIRED_ERROR,
  istDate,
  isEntitledStatus,
  type MySubscription,
  type PauseInfo,
  type RenewalInfo,
  type Currency,
  type PlanId,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { columnOf } from '../../database/lean-select.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { CreditsService } from '../credits/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipRenewal } from './entities/membership-renewal.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { membershipState, trialEnd } from './membership-state.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { ApiError } from '../../common/errors/api-error.js';
import { MembershipAttendance } from './membership-attendance.js';
import { MembershipPauses } from './membership-pauses.js';
import { MembershipPeriods, type NewPeriod } from './membership-periods.js';

/** Access another account pays for (a household plan's member, issue 35). */
export interface NewShare {
  userId: number;
  source: 'household';
  sourceId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
  /** When it starts (now, if that is later). */
  startsAt: Date;
  endsAt: Date;
}

/** A share as the membership's state reads it: a stretch of access like a paid period. */
const asPeriod = (s: MembershipShare): SubscriptionPeriod =>
  ({
    id: 0,
    userId: s.userId,
    paymentId: 0,
    plan: s.plan,
    months: s.months,
    currency: s.currency,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
  }) as SubscriptionPeriod;

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

/** Access someone else pays for (a company seat), keyed by its seller's `source` and `sourceId`. */
export interface SponsoredAccess {
  userId: number;
  source: string;
  sourceId: number;
  /** When it ends; null (or a past instant) ends it now. */
  endsAt: Date | null;
}

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
 * Trial, paid periods, subscription numbers and who may join live classes: the module's door. The
 * periods, the pauses and the attendance are its parts (membership-periods.ts, membership-pauses.ts,
 * membership-attendance.ts); the door delegates to them so other modules keep one service.
 */
@Injectable()
export class SubscriptionsService {
  private readonly periods: Repository<SubscriptionPeriod>;
  private readonly memberships: Repository<Membership>;
  private readonly attendance: Repository<Attendance>;
  private readonly pauses: Repository<MembershipPause>;
  private readonly renewals: Repository<MembershipRenewal>;
  private readonly shares: Repository<MembershipShare>;
  private readonly sponsorships: Repository<MembershipSponsorship>;

  constructor(
    @InjectRepository(SubscriptionPeriod) periods: Repository<SubscriptionPeriod>,
    @InjectRepository(Membership) memberships: Repository<Membership>,
    @InjectRepository(Attendance) attendance: Repository<Attendance>,
    @InjectRepository(MembershipPause) pauses: Repository<MembershipPause>,
    @InjectRepository(MembershipRenewal) renewals: Repository<MembershipRenewal>,
    @InjectRepository(MembershipShare) shares: Repository<MembershipShare>,
    @InjectRepository(MembershipSponsorship) sponsorships: Repository<MembershipSponsorship>,
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tx: Transactions,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
    private readonly membershipPeriods: MembershipPeriods,
    private readonly membershipPauses: MembershipPauses,
    private readonly membershipAttendance: MembershipAttendance,
  ) {
    this.periods = tx.ambient(periods);
    this.memberships = tx.ambient(memberships);
    this.attendance = tx.ambient(attendance);
    this.pauses = tx.ambient(pauses);
    this.renewals = tx.ambient(renewals);
    this.shares = tx.ambient(shares);
    this.sponsorships = tx.ambient(sponsorships);
  }

  /** A student's own periods and the shares she has (each as a stretch of access). */
  private async accessOf(userId: number): Promise<SubscriptionPeriod[]> {
    const [periods, shares] = await Promise.all([
      this.periods.findBy({ userId }),
      this.shares.findBy({ userId }),
    ]);
    return [...periods, ...shares.map(asPeriod)];
  }

  // ---- shares: access another account pays for (issue 35, the households module's door) ----

  /**
   * Starts a share (call inside a transaction): the student has access from `startsAt` (or now) to
   * `endsAt`, and her own paid days that would run then wait: her periods running at its start end
   * later by its length, later ones move by as much. A share that already runs is extended instead.
   */
  async startShare(share: NewShare): Promise<void> {
    const em = this.tx.open();
    await this.lockMembership(share.userId);
    const repo = em.getRepository(MembershipShare);
    const now = this.clock.now().getTime();
    const existing = await repo.findOneBy({
      source: share.source,
      sourceId: share.sourceId,
      userId: share.userId,
    });
    if (existing && existing.endsAt.getTime() > now) {
      await this.extendShare(existing, share.endsAt);
      return;
    }
    const start = Math.max(now, share.startsAt.getTime());
    const length = share.endsAt.getTime() - start;
    if (length <= 0) return;
    const values = {
      plan: share.plan,
      months: share.months,
      currency: share.currency,
      startsAt: new Date(start),
      endsAt: share.endsAt,
    };
    if (existing) await repo.update({ id: existing.id }, values);
    else
      await repo.insert({
        userId: share.userId,
        source: share.source,
        sourceId: share.sourceId,
        ...values,
      });
    await this.membershipPeriods.shiftPeriods(share.userId, start, length);
  }

  /**
   * The shares of a source run to `endsAt` now (a renewal of the household): each running one is
   * extended, and its student's own days move later by as much.
   */
  async extendShares(source: 'household', sourceId: number, endsAt: Date) {
    const rows = await this.tx.open().getRepository(MembershipShare).findBy({ source, sourceId });
    for (const row of rows) {
      if (row.endsAt.getTime() <= this.clock.now().getTime()) continue;
      await this.lockMembership(row.userId);
      await this.extendShare(row, endsAt);
    }
  }

  private async extendShare(row: MembershipShare, endsAt: Date) {
    const delta = endsAt.getTime() - row.endsAt.getTime();
    if (delta <= 0) return;
    const from = Math.max(this.clock.now().getTime(), row.startsAt.getTime());
    await this.tx.open().getRepository(MembershipShare).update({ id: row.id }, { endsAt });
    await this.membershipPeriods.shiftPeriods(row.userId, from, delta);
  }

  /**
   * Ends a share at once (removal, refund, the end of the household): the student's access through it
   * ends now, and her own days that waited come back (moved earlier by what was left of it).
   */
  async endShare(source: 'household', sourceId: number, userId: number): Promise<void> {
    const em = this.tx.open();
    await this.lockMembership(userId);
    const repo = em.getRepository(MembershipShare);
    const row = await repo.findOneBy({ source, sourceId, userId });
    const now = this.clock.now().getTime();
    if (!row || row.endsAt.getTime() <= now) return;
    const start = Math.max(now, row.startsAt.getTime());
    const left = row.endsAt.getTime() - start;
    if (row.startsAt.getTime() >= now) await repo.delete({ id: row.id });
    else await repo.update({ id: row.id }, { endsAt: new Date(now) });
    await this.membershipPeriods.shiftPeriods(userId, start, -left);
  }

  /**
   * The running shares of a source end at `endsAt` now, later or earlier (a renewal, a partial refund
   * that shortens the household): each student's own waiting days move by as much. Never before now.
   */
  async moveShares(source: 'household', sourceId: number, endsAt: Date): Promise<void> {
    const em = this.tx.open();
    const now = this.clock.now().getTime();
    for (const row of await em.getRepository(MembershipShare).findBy({ source, sourceId })) {
      if (row.endsAt.getTime() <= now) continue;
      await this.lockMembership(row.userId);
      if (endsAt.getTime() >= row.endsAt.getTime()) {
        await this.extendShare(row, endsAt);
        continue;
      }
      const end = Math.max(now, row.startsAt.getTime(), endsAt.getTime());
      const delta = row.endsAt.getTime() - end;
      if (delta <= 0) continue;
      await em.getRepository(MembershipShare).update({ id: row.id }, { endsAt: new Date(end) });
      await this.membershipPeriods.shiftPeriods(row.userId, end, -delta);
    }
  }

  /** Ends every running share of a source (a refund or the end of the household). */
  async endShares(source: 'household', sourceId: number): Promise<void> {
    for (const row of await this.tx
      .open()
      .getRepository(MembershipShare)
      .findBy({ source, sourceId }))
      await this.endShare(source, sourceId, row.userId);
  }

  async me(userId: number): Promise<MySubscription> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const [periods, membership, credits, classesAttended, names, pauses] = await Promise.all([
      this.accessOf(userId),
      this.memberships.findOneBy({ userId }),
      this.credits.balances(userId),
      this.attendance.countBy({ userId }),
      this.plans.names(),
      this.pauses.findBy({ userId }),
    ]);
    const state = membershipState(user.createdAt, periods, this.clock.now(), {
      trialDays: await this.settings.trialDaysFor(user.createdAt),
      pauses,
      subscriptionNo: membership?.subscriptionNo ?? null,
      credits,
      classesAttended,
      planName: (slug, currency) => names.name(slug, currency),
    });
    const now = this.clock.now();
    const sponsoredUntil = await this.sponsoredUntil(userId, now);
    // A seat someone else pays for: active until it ends, then her own days (which wait for it).
    let sponsored = {};
    if (sponsoredUntil) {
      let end = sponsoredUntil.getTime();
      for (const p of [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()))
        if (p.startsAt.getTime() <= end && p.endsAt.getTime() > end) end = p.endsAt.getTime();
      sponsored = {
        status: 'active' as const,
        ends_at: new Date(end).toISOString(),
        days_left: Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS)),
      };
    }
    return {
      ...state,
      ...sponsored,
      renewal: await this.renewalOf(userId),
      pause: await this.membershipPauses.pauseOf(userId),
    };
  }

  /** The end of the access someone else pays for that runs at `at` (the latest), or null. */
  async sponsoredUntil(userId: number, at: Date): Promise<Date | null> {
    // In the open transaction, if any (`sponsorships` is ambient).
    const rows = await this.sponsorships.findBy({
      userId,
      startsAt: LessThanOrEqual(at),
      endsAt: MoreThan(at),
    });
    return rows.length ? new Date(Math.max(...rows.map((r) => r.endsAt.getTime()))) : null;
  }

  /**
   * Gives, extends or ends access someone else pays for (a company seat), in the seller's transaction
   * (issue 35). The student's own paid days wait: her periods running now or later move by as much as
   * the end of her sponsored access moves (later when it starts or is extended, earlier when it ends
   * early), so she keeps them for later.
   */
  async setSponsoredAccess(access: SponsoredAccess): Promise<void> {
    const em = this.tx.open();
    await this.lockMembership(access.userId);
    const now = this.clock.now();
    const repo = em.getRepository(MembershipSponsorship);
    const before = (await this.sponsoredUntil(access.userId, now))?.getTime() ?? now.getTime();
    const existing = await repo.findOneBy({ source: access.source, sourceId: access.sourceId });
    const endsAt = access.endsAt && access.endsAt.getTime() > now.getTime() ? access.endsAt : now;
    if (existing) {
      if (existing.endsAt.getTime() <= now.getTime() && endsAt.getTime() <= now.getTime()) return;
      await repo.update({ id: existing.id }, { endsAt });
    } else {
      if (endsAt.getTime() <= now.getTime()) return;
      await repo.insert({
        userId: access.userId,
        source: access.source,
        sourceId: access.sourceId,
        startsAt: now,
        endsAt,
      });
    }
    const after = (await this.sponsoredUntil(access.userId, now))?.getTime() ?? now.getTime();
    if (after !== before)
      await this.membershipPeriods.shiftPeriods(access.userId, now.getTime(), after - before);
  }

  /** The student's latest recurring subscription (this module's copy, `renewal.changed`), or null. */
  async renewalOf(userId: number): Promise<RenewalInfo | null> {
    return (await this.renewalsOf([userId])).get(userId) ?? null;
  }

  /** Each of these students' latest recurring subscription, in one read (scans over many students). */
  async renewalsOf(userIds: readonly number[]): Promise<Map<number, RenewalInfo>> {
    if (!userIds.length) return new Map();
    const rows = await this.renewals.findBy({ userId: In([...new Set(userIds)]) });
    return new Map(rows.map((r) => [r.userId, toRenewalInfo(r)]));
  }

  /**
   * The renewals module's `renewal.changed` (issue 35): this module's copy of the student's latest
   * renewal follows it. A later subscription replaces an earlier one; an older event (by its subscription,
   * then its instant) changes nothing; an event without the snapshot (before issue 35) is ignored (the
   * migration copied every student's latest renewal).
   */
  @OnDomainEvent('renewal.changed')
  async renewalChanged(event: DomainEvent<'renewal.changed'>): Promise<void> {
    const c = event.payload;
    // A household's or company's renewal (issue 35) is not her membership's: no copy here.
    if (c.purpose !== undefined && c.purpose !== 'membership') return;
    if (c.subscriptionId === undefined || !c.plan || c.months === undefined || !c.changedAt) return;
    const changedAt = new Date(c.changedAt);
    // An erased account keeps no copy (its subscriptions are cancelled after the erasure).
    if (!(await this.users.findById(c.userId))) return;
    await this.membershipPeriods.lockMembership(c.userId);
    const em = this.tx.manager();
    const current = await em.getRepository(MembershipRenewal).findOneBy({ userId: c.userId });
    if (
      current &&
      (current.recurringId > c.recurringId ||
        (current.recurringId === c.recurringId &&
          current.changedAt.getTime() > changedAt.getTime()))
    )
      return;
    await em.getRepository(MembershipRenewal).save({
      userId: c.userId,
      recurringId: c.recurringId,
      subscriptionId: c.subscriptionId,
      status: c.status,
      nextChargeAt: c.nextChargeAt ? new Date(c.nextChargeAt) : null,
      amount: c.amount,
      currency: c.currency,
      method: c.method ?? null,
      plan: c.plan,
      months: c.months,
      paymentLink: c.paymentLink ?? null,
      changedAt,
    });
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

  // ---- answers for other modules (one query per call, whatever the number of students) ----

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

  // ---- the module's parts, through its one door (membership-periods, -pauses, -attendance) ----

  /** Locks the student's membership row (created on first use) for the rest of the transaction. */
  lockMembership(userId: number): Promise<Membership> {
    return this.membershipPeriods.lockMembership(userId);
  }

  /** The period a payment bought (MembershipPeriods.addPeriod; call with the membership locked). */
  addPeriod(
    membership: Membership,
    input: NewPeriod,
    registeredAt: Date,
  ): Promise<SubscriptionPeriod> {
    return this.membershipPeriods.addPeriod(membership, input, registeredAt);
  }

  /** A refunded payment's period goes (MembershipPeriods.removePeriod). */
  removePeriod(paymentId: number): Promise<SubscriptionPeriod | null> {
    return this.membershipPeriods.removePeriod(paymentId);
  }

  /** The period a payment bought (inside the payment's transaction), or null. */
  periodOf(paymentId: number): Promise<SubscriptionPeriod | null> {
    return this.membershipPeriods.periodOf(paymentId);
  }

  /** A partial refund shortens the payment's period (MembershipPeriods.shortenPeriod). */
  shortenPeriod(paymentId: number, fraction: number): Promise<SubscriptionPeriod | null> {
    return this.membershipPeriods.shortenPeriod(paymentId, fraction);
  }

  /** The student's current or coming pause (MembershipPauses.pauseOf). */
  pauseOf(userId: number): Promise<PauseInfo | null> {
    return this.membershipPauses.pauseOf(userId);
  }

  /** Every IST date the student's membership was or is paused, up to today. */
  pausedDates(userId: number): Promise<ReadonlySet<string>> {
    return this.membershipPauses.pausedDates(userId);
  }

  /** The students whose membership is paused on this IST date. */
  pausedUsersOn(date: string): Promise<Set<number>> {
    return this.membershipPauses.pausedUsersOn(date);
  }

  /** Whether the student's membership is paused on this IST date. */
  pausedOn(userId: number, date: string): Promise<boolean> {
    return this.membershipPauses.pausedOn(userId, date);
  }

  /** Pauses a paid membership (MembershipPauses.pause). */
  pause(userId: number, from: string, days: number, maxPerYear: number): Promise<PauseInfo> {
    return this.membershipPauses.pause(userId, from, days, maxPerYear);
  }

  /** Ends the student's pause today (MembershipPauses.resume). */
  resume(userId: number): Promise<void> {
    return this.membershipPauses.resume(userId);
  }

  /** Records that a student attended a class, once (MembershipAttendance.recordAttendance). */
  recordAttendance(
    userId: number,
    classId: number,
    confirmed?: { joinedAt: Date; minutes: number; source: 'zoom' },
  ): Promise<void> {
    return this.membershipAttendance.recordAttendance(userId, classId, confirmed);
  }

  /** Who attended a class, in one query. */
  attendeesOf(classId: number): Promise<{ userId: number; joinedAt: Date }[]> {
    return this.membershipAttendance.attendeesOf(classId);
  }

  /** The students who attended any of the classes, in one query. */
  attendeesOfAny(classIds: readonly number[]): Promise<number[]> {
    return this.membershipAttendance.attendeesOfAny(classIds);
  }

  /** The classes a student attended, in one query. */
  attendedClassIds(userId: number): Promise<number[]> {
    return this.membershipAttendance.attendedClassIds(userId);
  }
}

/** The copy as `renewal` of GET /api/subscriptions/me shows it. */
function toRenewalInfo(r: MembershipRenewal): RenewalInfo {
  return {
    subscription_id: r.subscriptionId,
    status: r.status,
    next_charge_at: r.nextChargeAt?.toISOString() ?? null,
    amount: r.amount,
    currency: r.currency,
    method: r.method,
    plan: r.plan,
    months: r.months,
    payment_link: r.status === 'halted' ? r.paymentLink : null,
  };
}
