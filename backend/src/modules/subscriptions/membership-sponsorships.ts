import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { MembershipSponsorship } from './entities/membership-sponsorship.entity.js';
import { MembershipPeriods } from './membership-periods.js';

/** Access someone else pays for (a company seat), keyed by its seller's `source` and `sourceId`. */
export interface SponsoredAccess {
  userId: number;
  source: string;
  sourceId: number;
  /** When it ends; null (or a past instant) ends it now. */
  endsAt: Date | null;
}

/** Sponsored access (issue 35): a company seat, given, extended or ended by its seller. */
@Injectable()
export class MembershipSponsorships {
  private readonly sponsorships: Repository<MembershipSponsorship>;

  constructor(
    @InjectRepository(MembershipSponsorship) sponsorships: Repository<MembershipSponsorship>,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly membershipPeriods: MembershipPeriods,
  ) {
    this.sponsorships = tx.ambient(sponsorships);
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
    await this.membershipPeriods.lockMembership(access.userId);
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
}
