import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { paymentSuccessMessage } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { PlansService } from '../plans/index.js';
import {
  PurchaseGrants,
  type Granted,
  type Purchase,
  type PurchaseBuyer,
  type RenewalTerms,
} from '../purchase-grants/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { HouseholdPayment } from './entities/household-payment.entity.js';
import { Household } from './entities/household.entity.js';
import { HouseholdRecords } from './household-records.js';

/**
 * What a `household` purchase grants (issue 35, docs/payments.md "Household plans"), inside payments'
 * settlement transactions: the payer's period through the subscriptions door and the household's end
 * (its members' access following), a refund or a partial one taking them back; and the terms of the
 * household's automatic renewal. Lock order: the payment, the payer's membership, the household row,
 * each member's membership.
 */
@Injectable()
export class HouseholdSettlement implements OnModuleInit {
  private readonly logger = new Logger('Households');
  private readonly households: Repository<Household>;
  private readonly orders: Repository<HouseholdPayment>;

  constructor(
    @InjectRepository(Household) households: Repository<Household>,
    @InjectRepository(HouseholdPayment) orders: Repository<HouseholdPayment>,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
    private readonly events: DomainEvents,
    private readonly tx: Transactions,
    private readonly grants: PurchaseGrants,
    private readonly records: HouseholdRecords,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.households = tx.ambient(households);
    this.orders = tx.ambient(orders);
  }

  onModuleInit() {
    // What a `household` purchase grants (payments calls these inside its settlement transactions).
    this.grants.register('household', {
      rewardsReferrer: true,
      // One of the payer's checkouts: serialised with her others by her membership row.
      lockBuyer: async (userId) => {
        await this.subscriptions.lockMembership(userId);
      },
      grant: (purchase, buyer) => this.paid(purchase, buyer),
      revoke: (purchase) => this.refunded(purchase),
      // A partial refund taken out of the membership shortens the household with the payer's period.
      shorten: (purchase, fraction) => this.shortened(purchase, fraction),
      confirmation: async (purchase) => {
        const subscription = await this.subscriptions.me(purchase.userId);
        return {
          message: paymentSuccessMessage(subscription.ends_at ?? new Date()),
          subscription,
        };
      },
      subscriptionNumbers: (userIds) => this.subscriptions.subscriptionNumbers(userIds),
      // Automatic renewal (issue 35): each debit renews the household as an order of it does.
      renewal: {
        terms: (userId, householdId) => this.renewalTerms(userId, householdId),
        assertManager: async (userId, householdId) => {
          await this.records.payerOf(userId, householdId);
        },
        debitCreated: async (debit, householdId) => {
          const household = await this.households.findOneBy({ id: householdId });
          if (!household) throw new Error(`No household ${householdId}`);
          await this.orders.insert({
            paymentId: debit.paymentId,
            householdId,
            size: household.size,
            state: 'created',
          });
        },
      },
    });
  }

  /**
   * What each debit of the household's automatic renewal costs (its payer only): its plan at its size
   * (never below the places taken), priced now. Only a household that was paid for renews this way
   * (409 `household_not_paid`: a new one is bought by an order first).
   */
  private async renewalTerms(userId: number, householdId: number): Promise<RenewalTerms> {
    const household = await this.records.payerOf(userId, householdId);
    if (household.state !== 'active') throw new ApiError('household_not_paid');
    if (await this.records.memberOfLive(userId)) throw new ApiError('household_member_elsewhere');
    const size = Math.max(household.size, await this.records.placesTaken(householdId));
    const price = await this.plans.householdPrice(household.plan, household.currency, size);
    return {
      plan: price.id,
      currency: price.currency,
      months: price.months,
      amount: price.amount,
      name: `${price.name} (household of ${size})`,
      stateCode: null,
      endsAt: household.endsAt,
    };
  }

  /** The payment was paid: the payer's period, and the household runs (or runs longer) to its end. */
  private async paid(purchase: Purchase, buyer: PurchaseBuyer): Promise<Granted> {
    const em = this.tx.open();
    const membership = await this.subscriptions.lockMembership(purchase.userId);
    const period = await this.subscriptions.addPeriod(
      membership,
      {
        userId: purchase.userId,
        paymentId: purchase.paymentId,
        plan: purchase.plan,
        months: purchase.months,
        currency: purchase.currency,
      },
      buyer.registeredAt,
    );
    const order = await em.getRepository(HouseholdPayment).findOneBy({
      paymentId: purchase.paymentId,
    });
    const household = order ? await this.records.lock(order.householdId) : null;
    if (!order || !household) {
      this.logger.warn({ event: 'household_missing_for_payment', paymentId: purchase.paymentId });
    } else if (order.state === 'created') {
      const running = this.records.live(household);
      // A renewal: of a household that runs, or of one whose paid time is over (or that a refund ended
      // after this order was made: the renewal route refuses new ones for it).
      const renewed = household.state !== 'created';
      household.plan = purchase.plan;
      household.months = purchase.months;
      // The size paid for now, never below the places taken meanwhile (checked when ordered).
      household.size = renewed
        ? Math.max(order.size, await this.records.placesTaken(household.id))
        : order.size;
      if (!running) household.startsAt = period.startsAt;
      household.state = 'active';
      household.endsAt =
        running && household.endsAt && household.endsAt > period.endsAt
          ? household.endsAt
          : period.endsAt;
      await em.getRepository(Household).save(household);
      order.state = 'paid';
      await em.getRepository(HouseholdPayment).save(order);
      // A renewal: every member's access runs to the new end (her own days wait longer); after a gap,
      // each member gets her access back (one who joined another household meanwhile leaves this one).
      if (running)
        await this.subscriptions.extendShares('household', household.id, household.endsAt);
      else if (renewed) await this.restartShares(household);
      await this.events.publish('household.paid', {
        householdId: household.id,
        payerId: household.payerId,
        paymentId: purchase.paymentId,
        size: household.size,
        renewed,
        endsAt: household.endsAt.toISOString(),
      });
    }
    return {
      period: { startsAt: period.startsAt, endsAt: period.endsAt },
      subscriptionNo: membership.subscriptionNo,
    };
  }

  /** A household renewed after its paid time was over: each active member's access starts again. */
  private async restartShares(household: Household): Promise<void> {
    const em = this.tx.open();
    const rows = await em
      .getRepository(HouseholdMemberRow)
      .findBy({ householdId: household.id, status: 'active' });
    for (const row of rows) {
      if (row.userId === null) continue;
      if (
        (await this.records.memberOfLive(row.userId, household.id)) ||
        (await this.records.payerOfLive(row.userId))
      ) {
        row.status = 'removed';
        await em.getRepository(HouseholdMemberRow).save(row);
        continue;
      }
      await this.subscriptions.startShare({
        userId: row.userId,
        source: 'household',
        sourceId: household.id,
        plan: household.plan,
        months: household.months,
        currency: household.currency,
        startsAt: household.startsAt ?? this.clock.now(),
        endsAt: household.endsAt!,
      });
    }
  }

  /**
   * A partial refund the admin took out of the membership (`shorten_membership`): the payer's period
   * is shortened by the membership rule (round(its days × fraction), never before now), and when it is
   * a payment of a household that runs, the household's end and every member's access move earlier by
   * as many days (never before now; their own waiting days come back as much).
   */
  private async shortened(purchase: Purchase, fraction: number): Promise<void> {
    const em = this.tx.open();
    const before = await this.subscriptions.periodOf(purchase.paymentId);
    const after = await this.subscriptions.shortenPeriod(purchase.paymentId, fraction);
    if (!before || !after) return;
    const shift = before.endsAt.getTime() - after.endsAt.getTime();
    const order = await em.getRepository(HouseholdPayment).findOneBy({
      paymentId: purchase.paymentId,
    });
    if (shift <= 0 || !order || order.state !== 'paid') return;
    const household = await this.records.lock(order.householdId);
    if (!household || !this.records.live(household)) return;
    const now = this.clock.now().getTime();
    household.endsAt = new Date(Math.max(now, household.endsAt!.getTime() - shift));
    await em.getRepository(Household).save(household);
    await this.subscriptions.moveShares('household', household.id, household.endsAt);
    await this.events.publish('household.shortened', {
      householdId: household.id,
      payerId: household.payerId,
      paymentId: purchase.paymentId,
      endsAt: household.endsAt.toISOString(),
    });
  }

  /** Its payment was refunded: the payer's period goes, and the household ends with every member's access. */
  private async refunded(purchase: Purchase): Promise<void> {
    const em = this.tx.open();
    await this.subscriptions.removePeriod(purchase.paymentId);
    const order = await em.getRepository(HouseholdPayment).findOneBy({
      paymentId: purchase.paymentId,
    });
    if (!order || order.state === 'refunded') return;
    order.state = 'refunded';
    await em.getRepository(HouseholdPayment).save(order);
    const household = await this.records.lock(order.householdId);
    if (!household || household.state === 'ended') return;
    const active = await em
      .getRepository(HouseholdMemberRow)
      .findBy({ householdId: household.id, status: 'active' });
    await this.subscriptions.endShares('household', household.id);
    household.state = 'ended';
    household.endsAt = this.clock.now();
    await em.getRepository(Household).save(household);
    await this.events.publish('household.ended', {
      householdId: household.id,
      payerId: household.payerId,
      paymentId: purchase.paymentId,
      memberIds: active.map((m) => m.userId!).filter(Boolean),
    });
  }
}
