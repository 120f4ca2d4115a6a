import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  paymentSuccessMessage,
  subscriptionEndDate,
  type CreateRecurringResponse,
  type Currency,
  type RenewalPurpose,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { CouponsService } from '../coupons/index.js';
import {
  CheckoutLifecycleService,
  Payment,
  PaymentSettlementService,
  PaymentsService,
  PurchaseGrants,
  RENEWAL_PAYMENT_PURPOSE,
  RecurringSubscription,
} from '../payments/index.js';
import { PlansService } from '../plans/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { RenewalRecords, LIVE } from './renewal-records.js';
import { RenewalDebits } from './renewal-debits.service.js';

/** Razorpay's subscriptions need a number of cycles: ten years of them. */
const YEARS_OF_CYCLES = 10;

/** A renewal's record as it starts, its subscription just made at the gateway: nothing charged or stopped. */
const FRESH_RENEWAL = {
  status: 'created',
  method: null,
  nextChargeAt: null,
  paymentLink: null,
  cancelReason: null,
  remindedFor: null,
  stoppedAt: null,
  supersededAt: null,
} as const;
/**
 * A renewing membership's checkout: the gateway's subscription (the newest checkout supersedes the
 * student's open ones) and its first payment (verify, through payments' shared verify path).
 */
@Injectable()
export class RenewalCheckout {
  private readonly logger = new Logger('Renewals');

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    private readonly settlement: PaymentSettlementService,
    private readonly orders: PaymentsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly lifecycle: CheckoutLifecycleService,
    private readonly records: RenewalRecords,
    private readonly debits: RenewalDebits,
    private readonly grants: PurchaseGrants,
  ) {}

  /** POST /api/subscriptions/recurring: the gateway's subscription and what Checkout needs. */
  async create(
    userId: number,
    dto: { plan: string; currency: Currency; coupon?: string; state?: string },
  ): Promise<CreateRecurringResponse> {
    const gateway = this.records.requireGateway();
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const price = await this.plans.price(dto.plan, dto.currency);
    const live = await this.recurring.findBy({ userId, purpose: 'membership', status: In(LIVE) });
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
    const planId = await this.records.gatewayPlan(gateway, {
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
    try {
      await this.tx.run(async (em) => {
        await this.subscriptions.lockMembership(userId);
        // The newest checkout wins: the student's open orders and never-paid subscriptions are
        // superseded (those cancelled at the gateway after the commit).
        await this.lifecycle.supersedeOpen(userId);
        if (
          await em.getRepository(RecurringSubscription).existsBy({
            userId,
            purpose: 'membership',
            status: In(LIVE.filter((s) => s !== 'created')),
          })
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
            ...FRESH_RENEWAL,
            gatewayStatus: subscription.status ?? 'created',
          }),
        );
        const first = await em.getRepository(Payment).save(
          em.getRepository(Payment).create({
            ...this.records.debitOf(rec, stateCode),
          }),
        );
        if (offer)
          await this.coupons.hold(offer, {
            userId,
            paymentId: first.id,
            currency: dto.currency,
          });
        await this.records.changed(rec);
      });
    } catch (error) {
      // Nothing here points at the subscription just made at the gateway: cancel it there too.
      await this.lifecycle.cancelGatewaySubscription(subscription.id);
      throw error;
    }
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

  /**
   * POST /api/households/:id/renewal and /api/companies/:id/renewal (issue 35): the gateway's
   * subscription that renews a household (its payer) or a company's seats (one of its admins), at the
   * terms its owner sets (the household's size, the company's seats, priced now). One live renewal per
   * household or company: an unpaid earlier one (whoever started it) is superseded and cancelled at the
   * gateway; a paid one that still renews answers 409 `recurring_exists`. Its first payment is verified
   * like any subscription's, and every debit extends the household or the seats by one period through
   * the owner's grant.
   */
  async createOwned(
    userId: number,
    purpose: Exclude<RenewalPurpose, 'membership'>,
    referenceId: number,
  ): Promise<CreateRecurringResponse> {
    const gateway = this.records.requireGateway();
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const owner = this.grants.renewalFor(purpose);
    const terms = await owner.terms(userId, referenceId);
    const stillLive = { purpose, referenceId, status: In(LIVE.filter((s) => s !== 'created')) };
    if (await this.recurring.existsBy(stillLive)) throw new ApiError('recurring_exists');
    const planId = await this.records.gatewayPlan(gateway, terms);
    let subscription;
    try {
      subscription = await gateway.createSubscription({
        plan_id: planId,
        total_count: Math.max(1, Math.floor((12 * YEARS_OF_CYCLES) / terms.months)),
        customer_notify: 1,
        notes: {
          user_id: String(userId),
          plan: terms.plan,
          currency: terms.currency,
          purpose,
          reference_id: String(referenceId),
        },
      });
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'subscription_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    const stateCode =
      terms.currency !== 'INR'
        ? null
        : (terms.stateCode ??
          (await this.orders.placeOfSupply(userId, user.state, { currency: terms.currency })));
    try {
      await this.tx.run(async (em) => {
        const repo = em.getRepository(RecurringSubscription);
        await this.grants.for(RENEWAL_PAYMENT_PURPOSE[purpose]).lockBuyer(userId);
        await this.lifecycle.supersedeOpen(userId, { purpose, referenceId });
        if (await repo.existsBy(stillLive)) throw new ApiError('recurring_exists');
        const rec = await repo.save(
          repo.create({
            userId,
            purpose,
            referenceId,
            gateway: gateway.name,
            gatewaySubscriptionId: subscription.id,
            gatewayPlanId: planId,
            plan: terms.plan,
            months: terms.months,
            currency: terms.currency,
            amount: terms.amount,
            discount: 0,
            coupon: null,
            ...FRESH_RENEWAL,
            gatewayStatus: subscription.status ?? 'created',
          }),
        );
        await this.records.newDebit(rec, stateCode);
        await this.records.changed(rec);
      });
    } catch (error) {
      await this.lifecycle.cancelGatewaySubscription(subscription.id);
      throw error;
    }
    const now = this.clock.now();
    const startsAt = terms.endsAt && terms.endsAt.getTime() > now.getTime() ? terms.endsAt : now;
    return {
      subscription_id: subscription.id,
      key_id: gateway.keyId,
      gateway: gateway.name,
      plan: { id: terms.plan, name: terms.name, months: terms.months, currency: terms.currency },
      amount: terms.amount,
      currency: terms.currency,
      discount: 0,
      coupon: null,
      period_starts_at: startsAt.toISOString(),
      next_charge_at: subscriptionEndDate(now, terms.months).toISOString(),
      prefill: { name: user.name, email: user.email, contact: user.phone ?? '' },
    };
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
    // A newer checkout superseded this subscription (or its offer code's hold was lost): nothing is
    // granted, the debit is refunded and the subscription cancelled at the gateway (verifyCheckout's 409).
    await this.settlement.verifyCheckout(
      userId,
      {
        gateway: rec.gateway,
        signed: (gateway) =>
          gateway.subscriptionSignatureValid(
            dto.razorpay_subscription_id,
            dto.razorpay_payment_id,
            dto.razorpay_signature,
          ),
      },
      async (payer) => {
        const locked = await this.records.lock(rec.id);
        if (!locked) throw new ApiError('order_not_found');
        const charged = await this.debits.settle(
          locked,
          { gatewayPaymentId: dto.razorpay_payment_id },
          payer,
        );
        await this.debits.applyStatus(locked, 'activated', {}, charged);
        return this.settlement.lockByGatewayPayment(dto.razorpay_payment_id);
      },
    );
    const subscription = await this.records.me(userId);
    return {
      success: true,
      message: paymentSuccessMessage(subscription.ends_at ?? new Date()),
      subscription,
    };
  }
}
