import { Inject, Injectable } from '@nestjs/common';
import type { Currency, PlanId } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { MembershipShare } from './entities/membership-share.entity.js';
import type { SubscriptionPeriod } from './entities/subscription-period.entity.js';
import { MembershipPeriods } from './membership-periods.js';

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
export const asPeriod = (s: MembershipShare): SubscriptionPeriod =>
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

/**
 * Shares (issue 35): access another account pays for (a household plan's member), the households
 * module's way in through the subscriptions door. Each works in the caller's transaction, the student's
 * membership locked, and moves the student's own paid days so she keeps them for later.
 */
@Injectable()
export class MembershipShares {
  constructor(
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly membershipPeriods: MembershipPeriods,
  ) {}

  /**
   * Starts a share (call inside a transaction): the student has access from `startsAt` (or now) to
   * `endsAt`, and her own paid days that would run then wait: her periods running at its start end
   * later by its length, later ones move by as much. A share that already runs is extended instead.
   */
  async startShare(share: NewShare): Promise<void> {
    const em = this.tx.open();
    await this.membershipPeriods.lockMembership(share.userId);
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
      await this.membershipPeriods.lockMembership(row.userId);
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
    await this.membershipPeriods.lockMembership(userId);
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
      await this.membershipPeriods.lockMembership(row.userId);
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
}
