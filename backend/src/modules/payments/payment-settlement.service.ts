import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { planPrice } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Transactions } from '../../database/transactions.js';
import { CreditsService } from '../credits/credits.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import { GstDocumentsService } from '../invoices/gst-documents.service.js';
import { Payment } from './entities/payment.entity.js';

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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: GstDocumentsService,
  ) {}

  /** The student and their referrer, for markPaid(). */
  async payer(userId: number): Promise<Payer> {
    const student = await this.users.findById(userId);
    if (!student) throw new NotFoundException('User not found.');
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
    const membership = await this.subscriptions.lockMembership(em, payment.userId);
    if (!payment.creditsTaken && payment.creditsApplied > 0) {
      await this.credits.lockBalance(em, payment.userId, payment.currency);
      await this.credits.change(em, {
        userId: payment.userId,
        currency: payment.currency,
        amount: -payment.creditsApplied,
        kind: 'redeemed',
        paymentId: payment.id,
      });
      payment.creditsTaken = true;
    }
    await this.rewardReferrer(em, payment, payer);
    const period = await this.subscriptions.addPeriod(
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
    const now = this.clock.now();
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
        payment.currency === 'USD' ? null : (payment.stateCode ?? this.config.seller.stateCode),
      currency: payment.currency,
      total: payment.amount,
      plan: payment.plan,
      planName: planPrice(payment.plan, payment.currency).name,
      months: payment.months,
      period: { from: period.startsAt, to: period.endsAt },
      subscriptionNo: membership.subscriptionNo,
      method: payment.method,
      paymentRef: payment.reference ?? payment.gatewayPaymentId,
    });
    return payment;
  }

  /** created → failed: the credits held for it go back. A paid or refunded payment stays. */
  async markFailed(em: EntityManager, payment: Payment): Promise<Payment> {
    if (payment.status !== 'created') return payment;
    await this.returnCredits(em, payment);
    payment.status = 'failed';
    await em.getRepository(Payment).save(payment);
    return payment;
  }

  /**
   * → refunded (final), once however often it is asked (the admin's refund and Razorpay's
   * `refund.processed` both come here): removes the period (later ones move earlier), returns the
   * credits the buyer applied, takes back the referral reward if unspent, and issues the credit note
   * (with the reason the admin gave, if any).
   */
  async markRefunded(
    em: EntityManager,
    payment: Payment,
    refund: { gatewayPaymentId?: string; gatewayRefundId?: string } = {},
  ): Promise<Payment> {
    if (payment.status === 'refunded') return payment;
    const wasPaid = payment.status === 'paid';
    const now = this.clock.now();
    if (wasPaid) {
      await this.subscriptions.lockMembership(em, payment.userId);
      await this.subscriptions.removePeriod(em, payment.id);
    }
    await this.returnCredits(em, payment);
    if (wasPaid) await this.credits.reverseReward(em, payment.id);
    payment.status = 'refunded';
    payment.refundedAt = now;
    payment.refundRequestedAt = null;
    payment.gatewayPaymentId ??= refund.gatewayPaymentId ?? null;
    payment.gatewayRefundId ??= refund.gatewayRefundId ?? null;
    await em.getRepository(Payment).save(payment);
    if (wasPaid) await this.documents.issueCreditNote(em, payment.id, now, payment.refundReason);
    return payment;
  }

  /** Gives back the credits an unpaid order held (call with the payment locked). */
  async returnCredits(em: EntityManager, payment: Payment): Promise<void> {
    if (!payment.creditsTaken || payment.creditsApplied <= 0) return;
    await this.credits.lockBalance(em, payment.userId, payment.currency);
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
      amount: this.config.payments.referralReward[payment.currency],
      paymentId: payment.id,
    });
  }
}
