import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository } from 'typeorm';
import type { MySubscription, PauseInfo, RenewalInfo } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { CreditsService } from '../credits/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { Attendance } from './entities/attendance.entity.js';
import { Membership } from './entities/membership.entity.js';
import { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPause } from './entities/membership-pause.entity.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import { membershipState } from './membership-state.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { ApiError } from '../../common/errors/api-error.js';
import { MembershipAttendance } from './membership-attendance.js';
import { MembershipEntitlement } from './membership-entitlement.js';
import { MembershipPauses } from './membership-pauses.js';
import { MembershipPeriods, type NewPeriod } from './membership-periods.js';
import { MembershipRenewals } from './membership-renewals.js';
import { asPeriod, MembershipShares, type NewShare } from './membership-shares.js';
import { MembershipSponsorships, type SponsoredAccess } from './membership-sponsorships.js';

export type { NewShare } from './membership-shares.js';
export type { SponsoredAccess } from './membership-sponsorships.js';

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
 * Trial, paid periods, subscription numbers and who may join live classes: the module's door. Its parts
 * are the periods, the pauses, the attendance, the shares, the sponsored seats, the renewals' copy and
 * the entitlement (membership-*.ts); the door delegates to them so other modules keep one service.
 */
@Injectable()
export class SubscriptionsService {
  private readonly periods: Repository<SubscriptionPeriod>;
  private readonly memberships: Repository<Membership>;
  private readonly attendance: Repository<Attendance>;
  private readonly pauses: Repository<MembershipPause>;
  private readonly shares: Repository<MembershipShare>;

  constructor(
    @InjectRepository(SubscriptionPeriod) periods: Repository<SubscriptionPeriod>,
    @InjectRepository(Membership) memberships: Repository<Membership>,
    @InjectRepository(Attendance) attendance: Repository<Attendance>,
    @InjectRepository(MembershipPause) pauses: Repository<MembershipPause>,
    @InjectRepository(MembershipShare) shares: Repository<MembershipShare>,
    private readonly users: UsersService,
    private readonly credits: CreditsService,
    @Inject(CLOCK) private readonly clock: Clock,
    tx: Transactions,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
    private readonly membershipPeriods: MembershipPeriods,
    private readonly membershipPauses: MembershipPauses,
    private readonly membershipAttendance: MembershipAttendance,
    private readonly membershipShares: MembershipShares,
    private readonly membershipSponsorships: MembershipSponsorships,
    private readonly membershipRenewals: MembershipRenewals,
    private readonly entitlement: MembershipEntitlement,
  ) {
    this.periods = tx.ambient(periods);
    this.memberships = tx.ambient(memberships);
    this.attendance = tx.ambient(attendance);
    this.pauses = tx.ambient(pauses);
    this.shares = tx.ambient(shares);
  }

  /** A student's own periods and the shares she has (each as a stretch of access). */
  private async accessOf(userId: number): Promise<SubscriptionPeriod[]> {
    const [periods, shares] = await Promise.all([
      this.periods.findBy({ userId }),
      this.shares.findBy({ userId }),
    ]);
    return [...periods, ...shares.map(asPeriod)];
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

  // ---- the module's parts, through its one door (membership-*.ts) ----

  /** Starts a share (MembershipShares.startShare; call inside a transaction). */
  startShare(share: NewShare): Promise<void> {
    return this.membershipShares.startShare(share);
  }

  /** The running shares of a source run to `endsAt` now (MembershipShares.extendShares). */
  extendShares(source: 'household', sourceId: number, endsAt: Date): Promise<void> {
    return this.membershipShares.extendShares(source, sourceId, endsAt);
  }

  /** Ends a share at once (MembershipShares.endShare). */
  endShare(source: 'household', sourceId: number, userId: number): Promise<void> {
    return this.membershipShares.endShare(source, sourceId, userId);
  }

  /** The running shares of a source end at `endsAt` now (MembershipShares.moveShares). */
  moveShares(source: 'household', sourceId: number, endsAt: Date): Promise<void> {
    return this.membershipShares.moveShares(source, sourceId, endsAt);
  }

  /** Ends every running share of a source (MembershipShares.endShares). */
  endShares(source: 'household', sourceId: number): Promise<void> {
    return this.membershipShares.endShares(source, sourceId);
  }

  /** The end of the access someone else pays for that runs at `at` (the latest), or null. */
  sponsoredUntil(userId: number, at: Date): Promise<Date | null> {
    return this.membershipSponsorships.sponsoredUntil(userId, at);
  }

  /** Gives, extends or ends a company seat's access (MembershipSponsorships.setSponsoredAccess). */
  setSponsoredAccess(access: SponsoredAccess): Promise<void> {
    return this.membershipSponsorships.setSponsoredAccess(access);
  }

  /** The student's latest recurring subscription (this module's copy, `renewal.changed`), or null. */
  renewalOf(userId: number): Promise<RenewalInfo | null> {
    return this.membershipRenewals.renewalOf(userId);
  }

  /** Each of these students' latest recurring subscription, in one read (scans over many students). */
  renewalsOf(userIds: readonly number[]): Promise<Map<number, RenewalInfo>> {
    return this.membershipRenewals.renewalsOf(userIds);
  }

  /**
   * The renewals module's `renewal.changed` (issue 35): this module's copy of the student's latest
   * renewal follows it. A later subscription replaces an earlier one; an older event (by its subscription,
   * then its instant) changes nothing; an event without the snapshot (before issue 35) is ignored (the
   * migration copied every student's latest renewal).
   */
  @OnDomainEvent('renewal.changed')
  renewalChanged(event: DomainEvent<'renewal.changed'>): Promise<void> {
    return this.membershipRenewals.apply(event);
  }

  /** Throws the 403 `subscription_required` unless the caller may join live classes now. */
  assertEntitled(user: Pick<AuthUser, 'id' | 'role' | 'registeredAt'>): Promise<void> {
    return this.entitlement.assertEntitled(user);
  }

  /** Which of these users may join paid classes at `at` (MembershipEntitlement.entitledAt). */
  entitledAt(userIds: readonly number[], at: Date): Promise<Set<number>> {
    return this.entitlement.entitledAt(userIds, at);
  }

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
