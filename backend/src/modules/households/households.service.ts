import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { MyHousehold } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { Household } from './entities/household.entity.js';
import { HouseholdRecords } from './household-records.js';

/**
 * Household plans (issue 35, docs/payments.md "Household plans"): the household a user pays for or
 * belongs to. The order is `HouseholdOrders`, what a paid one grants `HouseholdSettlement`,
 * invitations, acceptance and removal `HouseholdMembers`.
 */
@Injectable()
export class HouseholdsService {
  private readonly households: Repository<Household>;
  private readonly members: Repository<HouseholdMemberRow>;

  constructor(
    @InjectRepository(Household) households: Repository<Household>,
    @InjectRepository(HouseholdMemberRow) members: Repository<HouseholdMemberRow>,
    tx: Transactions,
    private readonly records: HouseholdRecords,
  ) {
    this.households = tx.ambient(households);
    this.members = tx.ambient(members);
  }

  /**
   * The household the user pays for (the newest that runs or waits for its payment; else her newest
   * ended one), or the one she is an active member of; 404 `household_not_found` otherwise.
   */
  async mine(userId: number): Promise<MyHousehold> {
    const own = await this.households.find({ where: { payerId: userId }, order: { id: 'DESC' } });
    let household = own.find((h) => this.records.ownsOpen(h)) ?? null;
    if (!household) {
      const memberships = await this.members.find({
        where: { userId, status: 'active' },
        order: { id: 'DESC' },
      });
      const theirs = memberships.length
        ? await this.households.findBy({ id: In(memberships.map((m) => m.householdId)) })
        : [];
      household = theirs.find((h) => this.records.live(h)) ?? null;
    }
    household ??= own.find((h) => h.state !== 'created') ?? null;
    if (!household) throw new ApiError('household_not_found');
    return this.records.view(household, userId);
  }
}
