import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository, type EntityManager } from 'typeorm';
import {
  RENEWAL_FAILURES_TO_HALT,
  istToday,
  paymentSuccessMessage,
  subscriptionEndDate,
  type AdminRecurringRecord,
  type CreateRecurringResponse,
  type Language,
  type MySubscription,
  type RenewalInfo,
  type RenewalStatus,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { ApiError } from '../../common/errors/api-error.js';
import { translate } from '../../common/i18n/catalog.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../config/payments.config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { CouponsService } from '../coupons/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { GatewayPlan } from './entities/gateway-plan.entity.js';
import { Payment } from './entities/payment.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import {
  GatewayError,
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from './gateways/payment-gateway.js';
import { SandboxGateway, sandboxId } from './gateways/sandbox.gateway.js';
import { PaymentSettlementService, type Payer } from './payment-settlement.service.js';
import { PaymentsService } from './payments.service.js';

/** Statuses in which a subscription may still debit the student (at most one per student). */
const LIVE: RenewalStatus[] = ['created', 'active', 'pending', 'paused'];
/** Over: no event changes them any more (a payment that still arrives is recorded all the same). */
const FINAL: RenewalStatus[] = ['cancelled', 'completed'];
export const RENEWALS_SCAN_JOB = 'renewals.scan';
const HOUR_MS = 60 * 60 * 1000;
/** Our own reminder, days before each debit (the bank's pre-debit notice comes 24 h before). */
const REMINDER_DAYS = 3;
/** Razorpay's subscriptions need a number of cycles: ten years of them. */
const YEARS_OF_CYCLES = 10;

/** One debit of a subscription as a webhook (or the sandbox) reports it. */
export interface Charge {
  gatewayPaymentId: string;
  amount?: number;
  currency?: string;
  /** Razorpay's payment method: upi, card, emandate, … */
  method?: string;
}

/** What a subscription event says (Razorpay's subscription entity, the parts read here). */
export interface SubscriptionFacts {
  /** Debits Razorpay counts as paid: an event older than what we know changes no status. */
  paidCount?: number;
  /** Unix seconds of the next charge. */
  chargeAt?: number | null;
}

export type SubscriptionEvent =
  | 'authenticated'
  | 'activated'
  | 'charged'
  | 'pending'
  | 'halted'
  | 'cancelled'
  | 'completed'
  | 'paused'
  | 'resumed'
  | 'updated';

/**
 * Memberships that renew themselves (issue 26): the gateway's plan per (plan, currency, price), the
 * student's subscription, its first payment (verify), every renewal debit (webhooks or the sandbox's
 * charge), stop at the cycle's end, and the link to pay once after retries ran out. Every debit is a
 * payment settled by PaymentSettlementService (one period, one invoice, the receipt), in a transaction
 * that locks the subscription row first.
 */
@Injectable()
export class RecurringService implements OnModuleInit {
  private readonly logger = new Logger('Renewals');

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @InjectRepository(GatewayPlan) private readonly gatewayPlans: Repository<GatewayPlan>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly settlement: PaymentSettlementService,
    private readonly orders: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.subscriptions.useRenewalReader((userIds) => this.renewalsOf(userIds));
    this.jobs.register({
      name: RENEWALS_SCAN_JOB,
      everyMs: HOUR_MS,
      runOnStart: true,
      run: (now) => this.scan(now),
    });
  }

  /**
   * Hourly: each active subscription whose next debit is within 3 days gets its reminder once per debit
   * date (`renewal.upcoming`: the messages module sends it by WhatsApp and email, in the student's
   * language).
   */
  async scan(now: Date): Promise<void> {
    await this.syncPauses(now);
    const due = await this.recurring.find({
      where: {
        status: 'active',
        nextChargeAt: Between(now, new Date(now.getTime() + REMINDER_DAYS * 24 * HOUR_MS)),
      },
    });
    for (const rec of due) {
      if (rec.remindedFor?.getTime() === rec.nextChargeAt!.getTime()) continue;
      await this.tx.run(async (em) => {
        const locked = await this.lock(em, rec.id);
        if (
          !locked?.nextChargeAt ||
          locked.status !== 'active' ||
          locked.remindedFor?.getTime() === locked.nextChargeAt.getTime()
        )
          return;
        locked.remindedFor = locked.nextChargeAt;
        await em.getRepository(RecurringSubscription).save(locked);
        await this.events.publish('renewal.upcoming', {
          recurringId: locked.id,
          userId: locked.userId,
          plan: locked.plan,
          amount: locked.amount,
          currency: locked.currency,
          chargeAt: locked.nextChargeAt.toISOString(),
        });
      });
    }
  }

  /**
   * Hourly: the gateway follows the membership's pauses. An active subscription whose student's pause
   * has begun (a pause chosen for a later date) is paused at the gateway; a paused one whose pause is
   * over (its last day passed) is resumed. A gateway failure is logged and tried again next hour.
   */
  async syncPauses(now: Date): Promise<void> {
    const paused = await this.subscriptions.pausedUsersOn(istToday(now));
    const rows = await this.recurring.find({
      where: [
        { status: 'paused' },
        ...(paused.size ? [{ status: 'active' as const, userId: In([...paused]) }] : []),
      ],
    });
    for (const rec of rows) {
      const pause = rec.status === 'active';
      if (pause !== paused.has(rec.userId)) continue;
      await this.gatewayPauseOrResume(rec, pause).catch((error: unknown) =>
        this.logger.error(
          JSON.stringify({
            event: pause ? 'scheduled_pause_failed' : 'scheduled_resume_failed',
            recurringId: rec.id,
            error: String(error),
          }),
        ),
      );
    }
  }

  /** Each student's latest subscription (`renewal` of GET /api/subscriptions/me), in one query. */
  async renewalsOf(userIds: readonly number[]): Promise<Map<number, RenewalInfo>> {
    const rows = await this.recurring.find({
      where: { userId: In([...new Set(userIds)]) },
      order: { id: 'ASC' },
    });
    // Ascending: each student's latest row is the one left in the map.
    return new Map(rows.map((rec) => [rec.userId, toRenewal(rec)]));
  }

  private requireGateway(): PaymentGateway {
    if (!this.gateway) throw new ApiError('payments_unavailable');
    return this.gateway;
  }

  /** POST /api/subscriptions/recurring: the gateway's subscription and what Checkout needs. */
  async create(
    userId: number,
    dto: { plan: string; currency: 'INR' | 'USD'; coupon?: string; state?: string },
  ): Promise<CreateRecurringResponse> {
    const gateway = this.requireGateway();
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const price = await this.plans.price(dto.plan, dto.currency);
    const live = await this.recurring.findBy({ userId, status: In(LIVE) });
    if (live.some((r) => r.status !== 'created')) throw new ApiError('recurring_exists');
    const offer = dto.coupon
      ? await this.coupons.quote({
          userId,
          code: dto.coupon,
          plan: dto.plan,
          currency: dto.currency,
          price: price.amount,
        })
      : null;
    const discount = offer?.discount ?? 0;
    const amount = price.amount - discount;
    const planId = await this.gatewayPlan(gateway, {
      plan: dto.plan,
      currency: dto.currency,
      amount,
      months: price.months,
      name: price.name,
    });
    let subscription;
    try {
      subscription = await gateway.createSubscription({
        plan_id: planId,
        total_count: Math.max(1, Math.floor((12 * YEARS_OF_CYCLES) / price.months)),
        customer_notify: 1,
        notes: { user_id: String(userId), plan: dto.plan, currency: dto.currency },
      });
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'subscription_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    // The place of supply: the one rule of one-off checkout (the state sent, else the profile's, else
    // the seller's; none for USD).
    const stateCode = await this.orders.placeOfSupply(userId, user.state, dto);
    await this.tx.run(async (em) => {
      await this.subscriptions.lockMembership(userId);
      // An earlier subscription never paid is abandoned: the newest checkout wins.
      for (const old of await em
        .getRepository(RecurringSubscription)
        .findBy({ userId, status: 'created' })) {
        await em
          .getRepository(RecurringSubscription)
          .update({ id: old.id }, { status: 'cancelled', nextChargeAt: null });
        const first = await em
          .getRepository(Payment)
          .findOneBy({ recurringId: old.id, status: 'created' });
        if (first) {
          const locked = await this.settlement.lockById(em, first.id);
          if (locked) await this.settlement.markFailed(em, locked);
        }
      }
      if (
        await em
          .getRepository(RecurringSubscription)
          .existsBy({ userId, status: In(LIVE.filter((s) => s !== 'created')) })
      )
        throw new ApiError('recurring_exists');
      const rec = await em.getRepository(RecurringSubscription).save(
        em.getRepository(RecurringSubscription).create({
          userId,
          gateway: gateway.name,
          gatewaySubscriptionId: subscription.id,
          gatewayPlanId: planId,
          plan: dto.plan,
          months: price.months,
          currency: dto.currency,
          amount,
          discount,
          coupon: offer?.code ?? null,
          status: 'created',
          method: null,
          nextChargeAt: null,
          paymentLink: null,
          cancelReason: null,
          remindedFor: null,
        }),
      );
      const first = await em.getRepository(Payment).save(
        em.getRepository(Payment).create({
          ...this.debitOf(rec, stateCode),
        }),
      );
      if (offer)
        await this.coupons.hold(em, offer, { userId, paymentId: first.id, currency: dto.currency });
    });
    const me = await this.subscriptions.me(userId);
    const now = this.clock.now();
    const startsAt =
      me.status !== 'expired' && me.ends_at && Date.parse(me.ends_at) > now.getTime()
        ? new Date(me.ends_at)
        : now;
    return {
      subscription_id: subscription.id,
      key_id: gateway.keyId,
      gateway: gateway.name,
      plan: { id: price.id, name: price.name, months: price.months, currency: price.currency },
      amount,
      currency: dto.currency,
      discount,
      coupon: offer?.code ?? null,
      period_starts_at: startsAt.toISOString(),
      next_charge_at: subscriptionEndDate(now, price.months).toISOString(),
      prefill: { name: user.name, email: user.email, contact: user.phone ?? '' },
    };
  }

  /** The gateway's plan for this price: created the first time, then kept. */
  private async gatewayPlan(
    gateway: PaymentGateway,
    key: { plan: string; currency: 'INR' | 'USD'; amount: number; months: number; name: string },
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
  private debitOf(rec: RecurringSubscription, stateCode: string | null): Partial<Payment> {
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
    };
  }

  private async own(userId: number, subscriptionId: string): Promise<RecurringSubscription> {
    const rec = await this.recurring.findOneBy({ gatewaySubscriptionId: subscriptionId });
    if (!rec || rec.userId !== userId) throw new ApiError('recurring_not_found');
    return rec;
  }

  lock(em: EntityManager, id: number): Promise<RecurringSubscription | null> {
    return this.tx
      .forUpdate(
        em.getRepository(RecurringSubscription).createQueryBuilder('r').where('r.id = :id', { id }),
      )
      .getOne();
  }

  /** POST /api/payments/verify with `razorpay_subscription_id`: the first payment (the authorisation). */
  async verify(
    userId: number,
    dto: {
      razorpay_subscription_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  ): Promise<VerifyPaymentResponse> {
    const rec = await this.recurring.findOneBy({
      gatewaySubscriptionId: dto.razorpay_subscription_id,
    });
    if (!rec || rec.userId !== userId) throw new ApiError('order_not_found');
    const gateway = this.gateway;
    if (
      !gateway ||
      rec.gateway !== gateway.name ||
      !gateway.subscriptionSignatureValid(
        dto.razorpay_subscription_id,
        dto.razorpay_payment_id,
        dto.razorpay_signature,
      )
    )
      throw new ApiError('payment_verification_failed');
    const payer = await this.settlement.payer(userId);
    await this.tx.run(async (em) => {
      const locked = await this.lock(em, rec.id);
      if (!locked) throw new ApiError('order_not_found');
      const charged = await this.settle(
        em,
        locked,
        { gatewayPaymentId: dto.razorpay_payment_id },
        payer,
      );
      await this.applyStatus(em, locked, 'activated', {}, charged);
    });
    const subscription = await this.subscriptions.me(userId);
    return {
      success: true,
      message: paymentSuccessMessage(subscription.ends_at ?? new Date()),
      subscription,
    };
  }

  /**
   * One debit (call with the subscription locked): recorded once by its gateway payment id, as the
   * first payment's row while the first is unpaid, else a new payment; settled (period, invoice, receipt).
   */
  private async settle(
    em: EntityManager,
    rec: RecurringSubscription,
    charge: Charge,
    payer: Payer,
    /** A payment link's payment: not one of the gateway's debits (its paid count stays). */
    viaLink = false,
  ): Promise<boolean> {
    if (await this.settlement.lockByGatewayPayment(em, charge.gatewayPaymentId)) return false;
    const repo = em.getRepository(Payment);
    const first = await repo.findOne({ where: { recurringId: rec.id }, order: { id: 'ASC' } });
    let payment =
      !viaLink &&
      first &&
      first.status !== 'paid' &&
      first.status !== 'refunded' &&
      rec.paidCount === 0
        ? await this.settlement.lockById(em, first.id)
        : null;
    payment ??= await repo.save(repo.create(this.debitOf(rec, first?.stateCode ?? null)));
    const paid = await this.settlement.markPaid(
      em,
      payment,
      {
        gatewayPaymentId: charge.gatewayPaymentId,
        amount: charge.amount,
        currency: charge.currency,
      },
      payer,
    );
    if (paid.status !== 'paid') return false;
    if (!viaLink) rec.paidCount += 1;
    rec.failures = 0;
    if (charge.method) rec.method = charge.method.slice(0, 16);
    await em.getRepository(RecurringSubscription).save(rec);
    return true;
  }

  /**
   * A subscription event's effect on the status (call with the subscription locked), whatever order
   * events come in: a final status stays; an event older than the debits we know (its paid count is
   * lower) changes nothing; a late `activated` after `charged` changes nothing.
   */
  private async applyStatus(
    em: EntityManager,
    rec: RecurringSubscription,
    event: SubscriptionEvent,
    facts: SubscriptionFacts,
    charged = false,
  ): Promise<'halted' | 'pending' | null> {
    const before = rec.status;
    const stale = facts.paidCount !== undefined && facts.paidCount < rec.paidCount;
    const nextFromGateway =
      facts.chargeAt !== undefined && facts.chargeAt !== null
        ? new Date(facts.chargeAt * 1000)
        : undefined;
    if (charged) {
      // The next debit: what the gateway says, else one cycle after the last (the first: from now).
      const base = rec.nextChargeAt && rec.paidCount > 1 ? rec.nextChargeAt : this.clock.now();
      const next = nextFromGateway ?? subscriptionEndDate(base, rec.months);
      if (!rec.nextChargeAt || next.getTime() > rec.nextChargeAt.getTime()) rec.nextChargeAt = next;
    }
    if (!FINAL.includes(rec.status) && !stale) {
      switch (event) {
        case 'activated':
        case 'charged':
          if (['created', 'pending', 'halted'].includes(rec.status) && rec.paidCount > 0)
            rec.status = 'active';
          if (rec.status === 'active' && rec.paidCount > 0 && !rec.nextChargeAt)
            rec.nextChargeAt = nextFromGateway ?? subscriptionEndDate(this.clock.now(), rec.months);
          break;
        case 'pending':
          if (rec.status === 'active' || rec.status === 'pending') {
            rec.status = 'pending';
            rec.failures += 1;
          }
          break;
        case 'halted':
          if (rec.status !== 'cancelling') {
            rec.status = 'halted';
            rec.failures = Math.max(rec.failures, RENEWAL_FAILURES_TO_HALT);
            rec.nextChargeAt = null;
          }
          break;
        case 'paused':
          if (rec.status === 'active') rec.status = 'paused';
          break;
        case 'resumed':
          if (rec.status === 'paused') rec.status = 'active';
          if (nextFromGateway) rec.nextChargeAt = nextFromGateway;
          break;
        case 'updated':
        case 'authenticated':
          if (nextFromGateway && rec.status === 'active') rec.nextChargeAt = nextFromGateway;
          break;
        default:
          break;
      }
    }
    if (event === 'cancelled' || event === 'completed') {
      if (!FINAL.includes(rec.status)) {
        rec.status = event;
        rec.nextChargeAt = null;
      }
    }
    await em.getRepository(RecurringSubscription).save(rec);
    if (rec.status !== before)
      await this.events.publish('renewal.changed', {
        recurringId: rec.id,
        userId: rec.userId,
        status: rec.status,
        previous: before,
        amount: rec.amount,
        currency: rec.currency,
        nextChargeAt: rec.nextChargeAt?.toISOString() ?? null,
      });
    return rec.status !== before && (rec.status === 'halted' || rec.status === 'pending')
      ? rec.status
      : null;
  }

  /**
   * A subscription webhook (the subscription and, for debits, the payment entity), inside the webhook's
   * transaction after its event id was recorded. Returns the subscription when it just halted (its
   * payment link is made after the commit).
   */
  async applyWebhook(
    em: EntityManager,
    rec: RecurringSubscription,
    event: SubscriptionEvent,
    facts: SubscriptionFacts,
    charge: Charge | null,
    payer: Payer,
  ): Promise<RecurringSubscription | null> {
    const locked = await this.lock(em, rec.id);
    if (!locked) return null;
    let charged = false;
    if (charge && (event === 'charged' || event === 'activated')) {
      if (charge.currency !== undefined && charge.currency !== locked.currency) return null;
      if (charge.amount !== undefined && charge.amount !== locked.amount) return null;
      charged = await this.settle(em, locked, charge, payer);
    }
    const change = await this.applyStatus(em, locked, event, facts, charged);
    return change === 'halted' ? locked : null;
  }

  /**
   * `payment_link.paid` (inside the webhook's transaction): the link a halted subscription's student
   * got was paid. The payment is settled like a debit (once, by its payment id: a paid payment, the
   * period, the invoice, the receipt) and the link is spent. Renewal is not promised again: Razorpay
   * keeps a halted subscription halted until the student updates the card or mandate there (its next
   * `charged` or `activated` then makes ours active, as after any halt), so the panel goes on saying
   * renewal stopped, and the student may set it up again. Returns false when the payment does not match
   * the subscription (amount or currency).
   */
  async applyLinkPaid(
    em: EntityManager,
    rec: RecurringSubscription,
    charge: Charge,
    payer: Payer,
  ): Promise<boolean> {
    const locked = await this.lock(em, rec.id);
    if (!locked) return false;
    if (charge.currency !== undefined && charge.currency !== locked.currency) return false;
    if (charge.amount !== undefined && charge.amount !== locked.amount) return false;
    const settled = await this.settle(em, locked, charge, payer, true);
    if (settled && locked.paymentLink) {
      locked.paymentLink = null;
      await em.getRepository(RecurringSubscription).save(locked);
    }
    return true;
  }

  /** Renewal stopped after the retries: a payment link to pay once (the student is told by message). */
  async sendPaymentLink(rec: RecurringSubscription): Promise<void> {
    const gateway = this.gateway;
    if (!gateway) return;
    const user = await this.users.findById(rec.userId);
    if (!user) return;
    try {
      const link = await gateway.createPaymentLink({
        amount: rec.amount,
        currency: rec.currency,
        description: `${await this.plans.name(rec.plan, rec.currency)}: renewal`,
        customer: {
          name: user.name,
          email: user.email,
          ...(user.phone ? { contact: user.phone } : {}),
        },
        notify: { sms: true, email: true },
        notes: {
          user_id: String(rec.userId),
          recurring_id: String(rec.id),
          subscription_id: rec.gatewaySubscriptionId,
        },
      });
      await this.tx.run(async (em) => {
        await em
          .getRepository(RecurringSubscription)
          .update({ id: rec.id }, { paymentLink: link.short_url });
        await this.events.publish('renewal.payment_link', {
          recurringId: rec.id,
          userId: rec.userId,
          amount: rec.amount,
          currency: rec.currency,
          url: link.short_url,
        });
      });
    } catch (error) {
      this.logger.error(
        JSON.stringify({ event: 'payment_link_failed', recurringId: rec.id, error: String(error) }),
      );
    }
  }

  /** The subscription a webhook names (by the gateway's id), read before its transaction. */
  byGatewayId(subscriptionId: string): Promise<RecurringSubscription | null> {
    return this.recurring.findOneBy({ gatewaySubscriptionId: subscriptionId });
  }

  /** POST /api/subscriptions/recurring/cancel: stops at the end of the paid cycle. */
  async cancel(userId: number, reason?: string): Promise<MySubscription> {
    const gateway = this.requireGateway();
    const rec = await this.recurring.findOne({ where: { userId }, order: { id: 'DESC' } });
    if (!rec) throw new ApiError('recurring_not_found');
    if (!LIVE.includes(rec.status) && rec.status !== 'halted')
      throw new ApiError('recurring_already_stopped');
    const atCycleEnd = rec.status !== 'created' && rec.status !== 'halted';
    try {
      await gateway.cancelSubscription(rec.gatewaySubscriptionId, atCycleEnd);
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'cancel_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async (em) => {
      const locked = await this.lock(em, rec.id);
      if (!locked || FINAL.includes(locked.status)) return;
      const before = locked.status;
      locked.status = atCycleEnd ? 'cancelling' : 'cancelled';
      locked.nextChargeAt = null;
      locked.cancelReason = reason?.trim().slice(0, 500) || null;
      await em.getRepository(RecurringSubscription).save(locked);
      await this.events.publish('renewal.changed', {
        recurringId: locked.id,
        userId,
        status: locked.status,
        previous: before,
        amount: locked.amount,
        currency: locked.currency,
        nextChargeAt: null,
      });
    });
    return this.subscriptions.me(userId);
  }

  /**
   * The account was deleted: its live subscription is cancelled at the gateway at once, so nothing is
   * debited after the account is gone (a failure throws: the event is delivered again).
   */
  @OnDomainEvent('user.deleted')
  async accountDeleted(event: DomainEvent<'user.deleted'>): Promise<void> {
    const live = await this.recurring.findBy({
      userId: event.payload.userId,
      status: In([...LIVE, 'halted', 'cancelling']),
    });
    for (const rec of live) {
      if (rec.gateway !== this.gateway?.name) continue;
      try {
        await this.gateway.cancelSubscription(rec.gatewaySubscriptionId, false);
      } catch (error) {
        // Cancelled already at the gateway (a redelivery, or the student's own stop at cycle end
        // that finished): what matters is that nothing more is debited.
        if (!(error instanceof GatewayError) || error.status !== 400) throw error;
      }
      await this.tx.run(async (em) => {
        const locked = await this.lock(em, rec.id);
        if (locked) await this.applyStatus(em, locked, 'cancelled', {});
      });
    }
  }

  /** The admin cancels a subscription at once (no more debits; the paid time stays). */
  async adminCancel(id: number): Promise<AdminRecurringRecord> {
    const gateway = this.requireGateway();
    const rec = await this.recurring.findOneBy({ id });
    if (!rec) throw new ApiError('recurring_not_found');
    if (FINAL.includes(rec.status)) throw new ApiError('recurring_already_stopped');
    try {
      await gateway.cancelSubscription(rec.gatewaySubscriptionId, false);
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'cancel_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async (em) => {
      const locked = await this.lock(em, rec.id);
      if (locked) await this.applyStatus(em, locked, 'cancelled', {});
    });
    return (await this.adminList([id]))[0];
  }

  /** Every subscription (admin), newest first; or these ids. */
  async adminList(ids?: number[]): Promise<AdminRecurringRecord[]> {
    const rows = await this.recurring.find({
      where: ids ? { id: In(ids) } : {},
      order: { id: 'DESC' },
      take: 500,
    });
    const users = await this.users.contactsOf(rows.map((r) => r.userId));
    return rows.map((r) => {
      const u = users.get(r.userId);
      return {
        ...toRenewal(r),
        id: r.id,
        user_id: r.userId,
        student: u ? { name: u.name, email: u.email } : null,
        paid_count: r.paidCount,
        created_at: r.createdAt.toISOString(),
      };
    });
  }

  /**
   * The student's live subscription before a pause: a recurring one must be active (it is paused at the
   * gateway); one stopped or never paid does not matter.
   */
  async pauseAtGateway(userId: number): Promise<RecurringSubscription | null> {
    const rec = await this.recurring.findOne({ where: { userId }, order: { id: 'DESC' } });
    // Paused already: the membership's own rule answers (a pause during a pause).
    if (!rec || ['created', 'cancelling', 'cancelled', 'completed', 'paused'].includes(rec.status))
      return null;
    if (rec.status !== 'active') throw new ApiError('pause_not_active_renewal');
    return rec;
  }

  /** The gateway's pause or resume of a subscription, and its status here. */
  async gatewayPauseOrResume(rec: RecurringSubscription, pause: boolean): Promise<void> {
    const gateway = this.requireGateway();
    try {
      if (pause) await gateway.pauseSubscription(rec.gatewaySubscriptionId);
      else await gateway.resumeSubscription(rec.gatewaySubscriptionId);
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'pause_failed', pause, error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async (em) => {
      const locked = await this.lock(em, rec.id);
      if (locked) await this.applyStatus(em, locked, pause ? 'paused' : 'resumed', {});
    });
  }

  /** The student's paused subscription (to resume with the membership), if any. */
  async pausedOf(userId: number): Promise<RecurringSubscription | null> {
    const rec = await this.recurring.findOne({ where: { userId }, order: { id: 'DESC' } });
    return rec?.status === 'paused' ? rec : null;
  }

  /**
   * POST /api/subscriptions/pause: the membership's pause (the subscriptions module's rules) and, for an
   * active recurring subscription, its pause at the gateway (when that fails the pause is undone: 502).
   */
  async pause(userId: number, from: string, days: number): Promise<MySubscription> {
    const rec = await this.pauseAtGateway(userId);
    await this.subscriptions.pause(userId, from, days, this.config.pauseDaysPerYear);
    // A pause from a later date is made at the gateway on that day (the hourly scan).
    if (rec && from <= istToday(this.clock.now()))
      try {
        await this.gatewayPauseOrResume(rec, true);
      } catch (error) {
        await this.subscriptions.resume(userId);
        throw error;
      }
    return this.subscriptions.me(userId);
  }

  /** POST /api/subscriptions/resume: the pause ends today; a paused subscription resumes at the gateway. */
  async resume(userId: number): Promise<MySubscription> {
    await this.subscriptions.resume(userId);
    const rec = await this.pausedOf(userId);
    if (rec)
      await this.gatewayPauseOrResume(rec, false).catch((error: unknown) =>
        this.logger.error(
          JSON.stringify({ event: 'resume_failed', recurringId: rec.id, error: String(error) }),
        ),
      );
    return this.subscriptions.me(userId);
  }

  // ---------------------------------------------------------------- sandbox

  private sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) throw new ApiError('not_found');
    return this.gateway;
  }

  /** Sandbox Checkout of a subscription's first payment: Razorpay's success payload. */
  async sandboxComplete(
    userId: number,
    subscriptionId: string,
    outcome: 'success' | 'failure',
    language: Language,
  ): Promise<
    | { razorpay_subscription_id: string; razorpay_payment_id: string; razorpay_signature: string }
    | { success: false; status: 'failed'; message: string }
  > {
    const sandbox = this.sandbox();
    const rec = await this.own(userId, subscriptionId);
    if (rec.status !== 'created') throw new ApiError('order_already_paid');
    if (outcome === 'success') return sandbox.completeSubscriptionPayment(subscriptionId);
    return {
      success: false,
      status: 'failed',
      message: translate(language, 'payment.failed_no_credits'),
    };
  }

  /**
   * Sandbox (not in production): the next renewal debit now, with the effects of Razorpay's webhooks:
   * success → `charged`; failure → `pending`, the third failure in a row → `halted` (and its link).
   */
  async sandboxCharge(
    userId: number,
    subscriptionId: string,
    outcome: 'success' | 'failure',
  ): Promise<MySubscription> {
    this.sandbox();
    if (!this.config.sandboxAllowed) throw new ApiError('not_found');
    const rec = await this.own(userId, subscriptionId);
    if (rec.status !== 'active' && rec.status !== 'pending')
      throw new ApiError('recurring_not_active');
    const payer = await this.settlement.payer(userId);
    const halted = await this.tx.run(async (em) => {
      const locked = await this.lock(em, rec.id);
      if (!locked) throw new ApiError('recurring_not_found');
      if (outcome === 'success') {
        const charged = await this.settle(
          em,
          locked,
          { gatewayPaymentId: sandboxId('pay'), method: locked.method ?? 'upi' },
          payer,
        );
        await this.applyStatus(em, locked, 'charged', {}, charged);
        return null;
      }
      const event: SubscriptionEvent =
        locked.failures + 1 >= RENEWAL_FAILURES_TO_HALT ? 'halted' : 'pending';
      if (event === 'halted') locked.failures += 1;
      return (await this.applyStatus(em, locked, event, {})) === 'halted' ? locked : null;
    });
    if (halted) await this.sendPaymentLink(halted);
    return this.subscriptions.me(userId);
  }
}

function toRenewal(rec: RecurringSubscription): RenewalInfo {
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
