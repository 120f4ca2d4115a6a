import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { subscriptionEndDate } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { CouponsService } from '../coupons/index.js';
import { CreditsService } from '../credits/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { GstDocumentsService } from '../invoices/index.js';
import { PlansService } from '../plans/index.js';
import { Payment } from './entities/payment.entity.js';
import { ApiError } from '../../common/errors/api-error.js';

/** The paying student, read before the transaction (inside it only `em` is used). */
export interface Payer {
  userId: number;
  registeredAt: Date;
  referrerId: number | null;
  /** Printed on the tax invoice (a snapshot: later profile changes do not alter it). */
  name: string;
  email: string;
}

/** What the gateway says was paid, checked against the order before a plan is activated. */
export interface Capture {
  /** Null for an offline payment (its UTR is the payment's `reference`). */
  gatewayPaymentId: string | null;
  amount?: number;
  currency?: string;
}

/**
 * Every change of a payment's status, each inside the caller's transaction with the payment row
 * locked first (then the membership, the payer's credits, the referrer's credits, the year's
 * counter: always in this order). Verify and every webhook go through here, in any order, any
 * number of times: paid happens once, with one period.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly tx: Transactions,
    private readonly subscriptions: SubscriptionsService,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SiteSettingsService,
    private readonly documents: GstDocumentsService,
    private readonly events: DomainEvents,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
  ) {}

  /** The student and their referrer, for markPaid(). */
  async payer(userId: number): Promise<Payer> {
    const student = await this.users.findById(userId);
    if (!student) throw new ApiError('user_not_found');
    const referrer = student.referredBy
      ? await this.users.findByReferralCode(student.referredBy)
      : null;
    return {
      userId,
      registeredAt: student.createdAt,
      referrerId: referrer && referrer.id !== student.id ? referrer.id : null,
      name: student.name,
      email: student.email,
    };
  }

  lockByOrder(em: EntityManager, orderId: string): Promise<Payment | null> {
    return this.tx
      .forUpdate(
        em
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where('p.gateway_order_id = :orderId', { orderId }),
      )
      .getOne();
  }

  lockById(em: EntityManager, id: number): Promise<Payment | null> {
    return this.tx
      .forUpdate(em.getRepository(Payment).createQueryBuilder('p').where('p.id = :id', { id }))
      .getOne();
  }

  async lockByGatewayPayment(em: EntityManager, gatewayPaymentId: string): Promise<Payment | null> {
    return this.tx
      .forUpdate(
        em
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where('p.gateway_payment_id = :gatewayPaymentId', { gatewayPaymentId }),
      )
      .getOne();
  }

  /** created/failed → paid: take the credits, add the period, reward the referrer. */
  async markPaid(
    em: EntityManager,
    payment: Payment,
    capture: Capture,
    payer: Payer,
    /** When the money arrived, if not now (an offline payment recorded later). */
    paidAt?: Date,
  ): Promise<Payment> {
    if (payment.status === 'paid' || payment.status === 'refunded') return payment;
    if (payer.userId !== payment.userId) throw new Error('payer does not match the payment');
    if (
      (capture.amount !== undefined && capture.amount !== payment.amount) ||
      (capture.currency !== undefined && capture.currency !== payment.currency)
    ) {
      this.logger.warn(
        JSON.stringify({ event: 'capture_mismatch', paymentId: payment.id, capture }),
      );
      return payment;
    }
    const membership = await this.subscriptions.lockMembership(payment.userId);
    if (!payment.creditsTaken && payment.creditsApplied > 0) {
      // Its credits went back (a newer checkout holds them, or it failed first): it takes what
      // the balance still has, never more, and records what it really used.
      const balance = await this.credits.lockBalance(payment.userId, payment.currency);
      const take = Math.max(0, Math.min(balance, payment.creditsApplied));
      if (take < payment.creditsApplied)
        this.logger.warn(
          JSON.stringify({
            event: 'credits_short',
            paymentId: payment.id,
            applied: payment.creditsApplied,
            taken: take,
          }),
        );
      await this.credits.change(em, {
        userId: payment.userId,
        currency: payment.currency,
        amount: -take,
        kind: 'redeemed',
        paymentId: payment.id,
      });
      payment.creditsApplied = take;
      payment.creditsTaken = take > 0;
    }
    const now = this.clock.now();
    const gift = payment.purpose === 'gift';
    // A gift: the period is the recipient's, added when they redeem it (the invoice shows its length).
    if (!gift) await this.rewardReferrer(em, payment, payer);
    if (payment.coupon) await this.coupons.markUsed(em, payment.id);
    const period = gift
      ? { startsAt: now, endsAt: subscriptionEndDate(now, payment.months) }
      : await this.subscriptions.addPeriod(
          em,
          membership,
          {
            userId: payment.userId,
            paymentId: payment.id,
            plan: payment.plan,
            months: payment.months,
            currency: payment.currency,
          },
          payer.registeredAt,
        );
    payment.status = 'paid';
    payment.paidAt = paidAt ?? now;
    payment.gatewayPaymentId = capture.gatewayPaymentId;
    await em.getRepository(Payment).save(payment);
    // The tax invoice, numbered last (the year's counter is the last lock taken).
    await this.documents.issueInvoice(em, {
      paymentId: payment.id,
      userId: payment.userId,
      issuedAt: now,
      buyer: { name: payer.name, email: payer.email },
      stateCode:
        payment.currency === 'USD'
          ? null
          : (payment.stateCode ?? (await this.settings.seller()).stateCode),
      currency: payment.currency,
      total: payment.amount,
      discount: payment.coupon ? { amount: payment.discount, coupon: payment.coupon } : null,
      plan: payment.plan,
      planName: await this.plans.name(payment.plan, payment.currency),
      months: payment.months,
      period: { from: period.startsAt, to: period.endsAt },
      subscriptionNo: membership.subscriptionNo,
      method: payment.method,
      paymentRef: payment.reference ?? payment.gatewayPaymentId,
    });
    await this.events.publish('payment.paid', {
      paymentId: payment.id,
      userId: payment.userId,
      plan: payment.plan,
      months: payment.months,
      currency: payment.currency,
      amount: payment.amount,
      method: payment.method,
      paidAt: payment.paidAt.toISOString(),
      purpose: payment.purpose,
    });
    return payment;
  }

  /** created → failed: the credits held for it go back. A paid or refunded payment stays. */
  async markFailed(em: EntityManager, payment: Payment): Promise<Payment> {
    if (payment.status !== 'created') return payment;
    await this.returnCredits(em, payment);
    if (payment.coupon) await this.coupons.releaseHeld(em, payment.id);
    payment.status = 'failed';
    await em.getRepository(Payment).save(payment);
    return payment;
  }

  /**
   * A refund (the admin's refund and Razorpay's `refund.processed` both come here), each refund once
   * however often it is reported (by its gateway refund id). `amount` (minor units, by default all that
   * is left) short of what is left is a partial refund: the payment stays paid with its period (shortened
   * in proportion when the admin chose `shortenMembership`), and gets a credit note for that amount. The refund that completes it → refunded (final): removes the period
   * (later ones move earlier), returns the credits the buyer applied, takes back the referral reward if
   * unspent, and issues the credit note of the rest (with the reason the admin gave, if any).
   */
  async markRefunded(
    em: EntityManager,
    payment: Payment,
    refund: {
      gatewayPaymentId?: string;
      gatewayRefundId?: string;
      amount?: number;
      /** A partial refund: shorten the payment's period in proportion (the admin chose to). */
      shortenMembership?: boolean;
    } = {},
  ): Promise<Payment> {
    if (payment.status === 'refunded') return payment;
    const wasPaid = payment.status === 'paid';
    const now = this.clock.now();
    if (
      wasPaid &&
      refund.gatewayRefundId &&
      (await this.documents.hasRefund(em, refund.gatewayRefundId))
    )
      return payment;
    const left = payment.amount - payment.refundedAmount;
    if (wasPaid && refund.amount !== undefined && refund.amount > 0 && refund.amount < left) {
      payment.refundedAmount += refund.amount;
      payment.refundedAt = now;
      payment.refundRequestedAt = null;
      payment.gatewayPaymentId ??= refund.gatewayPaymentId ?? null;
      payment.gatewayRefundId = refund.gatewayRefundId ?? payment.gatewayRefundId;
      await em.getRepository(Payment).save(payment);
      await this.documents.issueCreditNote(em, payment.id, now, payment.refundReason, {
        amount: refund.amount,
        refundId: refund.gatewayRefundId,
      });
      if (refund.shortenMembership) {
        await this.subscriptions.lockMembership(payment.userId);
        await this.subscriptions.shortenPeriod(em, payment.id, refund.amount / payment.amount);
      }
      return payment;
    }
    if (wasPaid) {
      await this.subscriptions.lockMembership(payment.userId);
      await this.subscriptions.removePeriod(em, payment.id);
    }
    await this.returnCredits(em, payment);
    if (wasPaid) await this.credits.reverseReward(em, payment.id);
    payment.status = 'refunded';
    payment.refundedAt = now;
    payment.refundRequestedAt = null;
    payment.refundedAmount = payment.amount;
    payment.gatewayPaymentId ??= refund.gatewayPaymentId ?? null;
    payment.gatewayRefundId = refund.gatewayRefundId ?? payment.gatewayRefundId;
    await em.getRepository(Payment).save(payment);
    if (wasPaid)
      await this.documents.issueCreditNote(em, payment.id, now, payment.refundReason, {
        refundId: refund.gatewayRefundId,
      });
    await this.events.publish('payment.refunded', {
      paymentId: payment.id,
      userId: payment.userId,
      currency: payment.currency,
      amount: payment.amount,
      wasPaid,
      refundedAt: now.toISOString(),
    });
    return payment;
  }

  /** Gives back the credits an unpaid order held (call with the payment locked). */
  async returnCredits(em: EntityManager, payment: Payment): Promise<void> {
    if (!payment.creditsTaken || payment.creditsApplied <= 0) return;
    await this.credits.lockBalance(payment.userId, payment.currency);
    await this.credits.change(em, {
      userId: payment.userId,
      currency: payment.currency,
      amount: payment.creditsApplied,
      kind: 'returned',
      paymentId: payment.id,
    });
    payment.creditsTaken = false;
  }

  private async rewardReferrer(em: EntityManager, payment: Payment, payer: Payer): Promise<void> {
    if (payer.referrerId === null) return;
    await this.credits.rewardReferrer(em, {
      referrerId: payer.referrerId,
      referredUserId: payment.userId,
      currency: payment.currency,
      amount: (await this.settings.rules()).referral_reward[payment.currency],
      paymentId: payment.id,
    });
  }
}
