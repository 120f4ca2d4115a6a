import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { CreateHouseholdResponse, Currency, PlanId } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { PaymentsService } from '../payments/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import type { CreateHouseholdDto, RenewHouseholdDto } from './dto/household.dto.js';
import { HouseholdPayment } from './entities/household-payment.entity.js';
import { Household } from './entities/household.entity.js';
import { HouseholdRecords } from './household-records.js';

/**
 * Ordering a household plan (issue 35): a new household or a renewal of one, priced by the plans owner
 * with its per-member amount and paid through the payments door (purpose `household`).
 */
@Injectable()
export class HouseholdOrders {
  private readonly households: Repository<Household>;

  constructor(
    @InjectRepository(Household) households: Repository<Household>,
    private readonly payments: PaymentsService,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    private readonly records: HouseholdRecords,
  ) {
    this.households = tx.ambient(households);
  }

  /**
   * The order for a household plan: the plan's price plus its per-member amount for each member beyond
   * the payer. The payer's household that runs (or waits for its first payment) is the one renewed;
   * else a new one. A member of another household cannot buy one.
   */
  async create(payerId: number, dto: CreateHouseholdDto): Promise<CreateHouseholdResponse> {
    return this.order(payerId, dto, null);
  }

  /**
   * POST /api/households/:id/renewals (the payer): an order for this very household, whether it runs
   * or its paid time is over (not one a refund ended: 409 `household_not_paid`). Paid, the household
   * runs one more period and every member keeps (or gets back) her access: nobody is invited again.
   * `members` (default its size) may not be below the places taken: 409 `household_size_below_members`.
   */
  async renew(
    payerId: number,
    householdId: number,
    dto: RenewHouseholdDto,
  ): Promise<CreateHouseholdResponse> {
    const household = await this.households.findOneBy({ id: householdId });
    if (!household) throw new ApiError('household_not_found');
    if (household.payerId !== payerId) throw new ApiError('household_not_payer');
    if (household.state !== 'active') throw new ApiError('household_not_paid');
    const members = dto.members ?? household.size;
    const taken = await this.records.placesTaken(householdId);
    if (members < taken) throw new ApiError('household_size_below_members', { taken });
    return this.order(
      payerId,
      { plan: dto.plan ?? household.plan, currency: dto.currency ?? household.currency, members },
      household.id,
    );
  }

  /** The order of a household (`target`: the one renewed; null: the payer's open one, else a new one). */
  private async order(
    payerId: number,
    dto: { plan: PlanId; currency: Currency; members: number },
    target: number | null,
  ): Promise<CreateHouseholdResponse> {
    if (await this.records.memberOfLive(payerId)) throw new ApiError('household_member_elsewhere');
    const price = await this.plans.householdPrice(dto.plan, dto.currency, dto.members);
    const order = await this.payments.createOrder(
      payerId,
      { plan: dto.plan, currency: dto.currency },
      'household',
      { price },
    );
    const householdId = await this.tx.run(async (em) => {
      await this.subscriptions.lockMembership(payerId);
      const repo = em.getRepository(Household);
      if (target !== null) {
        await em.getRepository(HouseholdPayment).insert({
          paymentId: order.payment_id,
          householdId: target,
          size: dto.members,
          state: 'created',
        });
        return target;
      }
      const current = await repo.findOne({
        where: { payerId, state: In(['created', 'active']) },
        order: { id: 'DESC' },
      });
      let household = current && this.records.ownsOpen(current) ? current : null;
      if (household?.state === 'created') {
        household.plan = price.id;
        household.months = price.months;
        household.currency = price.currency;
        household.size = dto.members;
        await repo.save(household);
      } else if (!household) {
        household = await repo.save(
          repo.create({
            payerId,
            plan: price.id,
            months: price.months,
            currency: price.currency,
            size: dto.members,
            state: 'created',
            startsAt: null,
            endsAt: null,
          }),
        );
      }
      await em.getRepository(HouseholdPayment).insert({
        paymentId: order.payment_id,
        householdId: household.id,
        size: dto.members,
        state: 'created',
      });
      return household.id;
    });
    return { ...order, household_id: householdId };
  }
}
