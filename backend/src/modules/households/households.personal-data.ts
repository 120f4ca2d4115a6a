import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { Household } from './entities/household.entity.js';

/**
 * The households a person pays for and belongs to (issue 35), and the addresses she invited. Erasing an
 * account ends the households she pays for (every member's access through them) and removes her from the
 * one she belongs to; the addresses she invited are blanked (the payments stay with payments).
 */
@Injectable()
export class HouseholdsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'households';

  constructor(
    @InjectRepository(Household) private readonly households: Repository<Household>,
    @InjectRepository(HouseholdMemberRow) private readonly members: Repository<HouseholdMemberRow>,
    private readonly subscriptions: SubscriptionsService,
    private readonly registry: PersonalDataRegistry,
    private readonly tx: Transactions,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const paid = await this.households.find({ where: { payerId: userId }, order: { id: 'ASC' } });
    const invited = paid.length
      ? await this.members.find({
          where: { householdId: In(paid.map((h) => h.id)) },
          order: { id: 'ASC' },
        })
      : [];
    const joined = await this.members.find({ where: { userId }, order: { id: 'ASC' } });
    return {
      paid_for: paid.map((h) => ({
        plan: h.plan,
        size: h.size,
        state: h.state,
        ends_at: h.endsAt?.toISOString() ?? null,
        invited: invited
          .filter((m) => m.householdId === h.id)
          .map((m) => ({ email: m.email, status: m.status })),
      })),
      member_of: joined.map((m) => ({
        status: m.status,
        joined_at: m.joinedAt?.toISOString() ?? null,
      })),
    };
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const paid = await em.getRepository(Household).findBy({ payerId: userId });
    for (const h of paid) {
      await this.subscriptions.endShares('household', h.id);
      await em.getRepository(Household).update({ id: h.id }, { state: 'ended' });
      await em
        .getRepository(HouseholdMemberRow)
        .update({ householdId: h.id }, { email: '', status: 'removed' });
    }
    const joined = await em
      .getRepository(HouseholdMemberRow)
      .update({ userId }, { email: '', userId: null, status: 'removed' });
    return `${paid.length} households ended, ${joined.affected ?? 0} memberships removed`;
  }
}
