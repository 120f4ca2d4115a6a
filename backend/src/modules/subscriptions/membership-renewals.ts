import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { RenewalInfo } from '@yoga/contracts';
import { Transactions } from '../../database/transactions.js';
import type { DomainEvent } from '../../events/index.js';
import { UsersService } from '../users/index.js';
import { MembershipRenewal } from './entities/membership-renewal.entity.js';
import { MembershipPeriods } from './membership-periods.js';

/**
 * The module's copy of each student's latest recurring subscription (issue 35), kept from the renewals
 * module's `renewal.changed` (the door's `renewalChanged` subscribes and hands the event here).
 */
@Injectable()
export class MembershipRenewals {
  private readonly renewals: Repository<MembershipRenewal>;

  constructor(
    @InjectRepository(MembershipRenewal) renewals: Repository<MembershipRenewal>,
    private readonly tx: Transactions,
    private readonly users: UsersService,
    private readonly membershipPeriods: MembershipPeriods,
  ) {
    this.renewals = tx.ambient(renewals);
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
   * The copy follows a `renewal.changed`. A later subscription replaces an earlier one; an older event
   * (by its subscription, then its instant) changes nothing; an event without the snapshot (before
   * issue 35) is ignored (the migration copied every student's latest renewal).
   */
  async apply(event: DomainEvent<'renewal.changed'>): Promise<void> {
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
