import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  type Currency,
  type MySubscription,
  type RenewalInfo,
  type RenewalStatus,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ApiError } from '../../common/errors/api-error.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import {
  PAYMENT_GATEWAY,
  Payment,
  PurchaseGrants,
  RENEWAL_PAYMENT_PURPOSE,
  RecurringSubscription,
  type PaymentGateway,
} from '../payments/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { GatewayPlan } from './entities/gateway-plan.entity.js';

/** Statuses in which a subscription may still debit the student (at most one per student). */
export const LIVE: RenewalStatus[] = ['created', 'active', 'pending', 'paused'];
/** Over: no event changes them any more (a payment that still arrives is recorded all the same). */
export const FINAL: RenewalStatus[] = ['cancelled', 'completed'];
export const HOUR_MS = 60 * 60 * 1000;

/**
 * What the renewals services share: the subscription row locked and remembered as it was (so a change
 * publishes `renewal.changed`), the student's membership with her renewal, the gateway's plan per price
 * and a new debit's payment row.
 */
@Injectable()
export class RenewalRecords {
  private readonly logger = new Logger('Renewals');

  /** Each row locked in a transaction here, as it was then (a WeakMap: it goes with the row). */
  private readonly seen = new WeakMap<
    RecurringSubscription,
    { status: RenewalStatus; renewal: string }
  >();

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @InjectRepository(GatewayPlan) private readonly gatewayPlans: Repository<GatewayPlan>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly grants: PurchaseGrants,
  ) {}

  /**
   * The student's membership (subscriptions module) with her renewal as it is now: the subscriptions
   * module's copy follows `renewal.changed` after the commit, so the answers of this module's own
   * changes show the row they just wrote.
   */
  async me(userId: number): Promise<MySubscription> {
    const [membership, latest] = await Promise.all([
      this.subscriptions.me(userId),
      this.recurring.findOne({ where: { userId, purpose: 'membership' }, order: { id: 'DESC' } }),
    ]);
    return { ...membership, renewal: latest ? toRenewal(latest) : null };
  }

  /**
   * `renewal.changed` with the subscription as it is now (what `renewal` shows), when that differs from
   * what it was when locked here (a row not locked here, a new one: always). In the change's transaction.
   */
  async changed(rec: RecurringSubscription): Promise<void> {
    const seen = this.seen.get(rec);
    const now = JSON.stringify(toRenewal(rec));
    if (seen?.renewal === now) return;
    const info = toRenewal(rec);
    await this.events.publish('renewal.changed', {
      recurringId: rec.id,
      userId: rec.userId,
      purpose: rec.purpose,
      referenceId: rec.referenceId,
      status: rec.status,
      previous: seen?.status ?? rec.status,
      amount: rec.amount,
      currency: rec.currency,
      nextChargeAt: info.next_charge_at,
      subscriptionId: rec.gatewaySubscriptionId,
      plan: rec.plan,
      months: rec.months,
      method: rec.method,
      paymentLink: info.payment_link,
      changedAt: this.clock.now().toISOString(),
    });
    this.seen.set(rec, { status: rec.status, renewal: now });
  }

  requireGateway(): PaymentGateway {
    if (!this.gateway) throw new ApiError('payments_unavailable');
    return this.gateway;
  }

  /**
   * A new debit of the subscription, saved (in the debit's transaction); a household's or company's is
   * recorded by its owner as a purchase of that household or company, so its grant finds it.
   */
  async newDebit(rec: RecurringSubscription, stateCode: string | null): Promise<Payment> {
    const repo = this.tx.open().getRepository(Payment);
    const row = await repo.save(repo.create(this.debitOf(rec, stateCode)));
    if (rec.purpose !== 'membership' && rec.referenceId !== null)
      await this.grants
        .renewalFor(rec.purpose)
        .debitCreated({ paymentId: row.id, months: row.months }, rec.referenceId);
    return row;
  }

  async own(userId: number, subscriptionId: string): Promise<RecurringSubscription> {
    const rec = await this.recurring.findOneBy({ gatewaySubscriptionId: subscriptionId });
    if (!rec || rec.userId !== userId) throw new ApiError('recurring_not_found');
    return rec;
  }

  /** The subscription row locked, remembered as it was (a change then publishes `renewal.changed`). */
  async lock(id: number): Promise<RecurringSubscription | null> {
    const em = this.tx.open();
    const row = await this.tx
      .forUpdate(
        em.getRepository(RecurringSubscription).createQueryBuilder('r').where('r.id = :id', { id }),
      )
      .getOne();
    if (row) this.seen.set(row, { status: row.status, renewal: JSON.stringify(toRenewal(row)) });
    return row;
  }

  /** The gateway's plan for this price: created the first time, then kept. */
  async gatewayPlan(
    gateway: PaymentGateway,
    key: { plan: string; currency: Currency; amount: number; months: number; name: string },
  ): Promise<string> {
    const where = {
      gateway: gateway.name,
      plan: key.plan,
      currency: key.currency,
      amount: key.amount,
      months: key.months,
    };
    const known = await this.gatewayPlans.findOneBy(where);
    if (known) return known.gatewayPlanId;
    let created: { id: string };
    try {
      created = await gateway.createPlan({
        period: 'monthly',
        interval: key.months,
        item: { name: key.name, amount: key.amount, currency: key.currency },
        notes: { plan: key.plan, months: String(key.months) },
      });
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'plan_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    try {
      await this.tx.run((em) =>
        em.getRepository(GatewayPlan).insert({ ...where, gatewayPlanId: created.id }),
      );
      return created.id;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A concurrent first subscriber made it: keep theirs.
      return (await this.gatewayPlans.findOneByOrFail(where)).gatewayPlanId;
    }
  }

  /** A new debit of the subscription (a payment row, created; the first one also holds the offer code). */
  debitOf(rec: RecurringSubscription, stateCode: string | null): Partial<Payment> {
    return {
      userId: rec.userId,
      plan: rec.plan,
      months: rec.months,
      currency: rec.currency,
      amount: rec.amount,
      discount: rec.discount,
      coupon: rec.coupon,
      creditsApplied: 0,
      creditsTaken: false,
      gateway: rec.gateway,
      method: rec.gateway,
      reference: null,
      stateCode,
      gatewayOrderId: null,
      gatewayPaymentId: null,
      status: 'created',
      paidAt: null,
      recurringId: rec.id,
      purpose: RENEWAL_PAYMENT_PURPOSE[rec.purpose],
    };
  }
}

export function toRenewal(rec: RecurringSubscription): RenewalInfo {
  return {
    subscription_id: rec.gatewaySubscriptionId,
    status: rec.status,
    next_charge_at: rec.nextChargeAt?.toISOString() ?? null,
    amount: rec.amount,
    currency: rec.currency,
    method: rec.method,
    plan: rec.plan,
    months: rec.months,
    payment_link: rec.status === 'halted' ? rec.paymentLink : null,
  };
}
