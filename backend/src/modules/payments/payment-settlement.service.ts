import { Inject, Injectable, Logger } from '@nestjs/common';
import { ApiError } from '../../common/errors/api-error.js';
import type { Currency } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { CouponsService } from '../coupons/index.js';
import { CreditsService } from '../credits/index.js';
import { UsersService } from '../users/index.js';
import { GstDocumentsService } from '../invoices/index.js';
import { PlansService } from '../plans/index.js';
import { Payment, type RejectedReason } from './entities/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { PurchaseGrants, purchaseOf } from '../purchase-grants/index.js';

/** The paying student, read before the transaction (inside it only `em` is used). */
export interface Payer {
  userId: number;
  registeredAt: Date;
  referrerId: number | null;
  /** Printed on the tax invoice (a snapshot: later profile changes do not alter it). */
  name: string;
  email: string;
  /** The account no longer exists. */
  deleted?: boolean;
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
 * locked first (then the purpose's buyer lock, the payer's credits, the referrer's credits, the year's
 * counter: always in this order). Verify and every webhook go through here, in any order, any
 * number of times: paid happens once, with one grant. What a payment grants is its purpose's handler's
 * (PurchaseGrants): payments records the money, the owner of the purpose grants and revokes.
 */
@Injectable()
export class PaymentSettlementService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly tx: Transactions,
    private readonly grants: PurchaseGrants,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SiteSettingsService,
    private readonly documents: GstDocumentsService,
    private readonly events: DomainEvents,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  /**
   * `POST /api/payments/verify`, for an order and for a subscription's first payment alike: Checkout's
   * signature is checked (`signed`, in constant time) by the checkout's own gateway, the payer is read,
   * then `settle` runs in one transaction. Money that reached a superseded checkout, or one whose holds
   * were lost, is refunded (`reject`): the answer is checkout_superseded / checkout_hold_lost. Returns
   * what `settle` returned (the settled payment).
   */
  async verifyCheckout<P extends Pick<Payment, 'rejectedReason'> | null>(
    userId: number,
    checkout: { gateway: string; signed: (gateway: PaymentGateway) => boolean },
    settle: (payer: Payer) => Promise<P>,
  ): Promise<P> {
    const gateway = this.gateway;
    if (!gateway || checkout.gateway !== gateway.name || !checkout.signed(gateway))
      throw new ApiError('payment_verification_failed');
    const payer = await this.payer(userId);
    const settled = await this.tx.run(() => settle(payer));
    // Superseded, or priced with holds that were lost: nothing granted, the money goes back in full.
    const rejected = settled?.rejectedReason;
    if (rejected)
      throw new ApiError(rejected === 'hold_lost' ? 'checkout_hold_lost' : 'checkout_superseded');
    return settled;
  }

  /** The student and their referrer, for markPaid(). */
  async payer(userId: number): Promise<Payer> {
    const student = await this.users.findById(userId);
    // The account was deleted: money that still arrives for it is refunded (markPaid rejects it).
    if (!student)
      return {
        userId,
        registeredAt: new Date(0),
        referrerId: null,
        name: '',
        email: '',
        deleted: true,
      };
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

  lockByOrder(orderId: string): Promise<Payment | null> {
    const em = this.tx.open();
    return this.tx
      .forUpdate(
        em
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where('p.gateway_order_id = :orderId', { orderId }),
      )
      .getOne();
  }

  lockById(id: number): Promise<Payment | null> {
    const em = this.tx.open();
    return this.tx
      .forUpdate(em.getRepository(Payment).createQueryBuilder('p').where('p.id = :id', { id }))
      .getOne();
  }

  async lockByGatewayPayment(gatewayPaymentId: string): Promise<Payment | null> {
    const em = this.tx.open();
    return this.tx
      .forUpdate(
        em
          .getRepository(Payment)
          .createQueryBuilder('p')
          .where('p.gateway_payment_id = :gatewayPaymentId', { gatewayPaymentId }),
      )
      .getOne();
  }

  /** created/failed → paid: take the credits, grant what it bought, reward the referrer, invoice it. */
  async markPaid(
    payment: Payment,
    capture: Capture,
    payer: Payer,
    /** When the money arrived, if not now (an offline payment recorded later). */
    paidAt?: Date,
  ): Promise<Payment> {
    const em = this.tx.open();
    if (payment.status === 'paid' || payment.status === 'refunded') return payment;
    // Rejected already (its money is on its way back): a repeat of verify or a webhook changes nothing.
    if (payment.rejectedReason) return payment;
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
    const handler = this.grants.for(payment.purpose);
    await handler.lockBuyer(payment.userId);
    // A newer checkout superseded it, or what it was priced with is no longer held: the money goes
    // back in full (after the commit), nothing is granted.
    if (payer.deleted) return this.reject(payment, capture, 'account_deleted');
    if (payment.supersededAt) return this.reject(payment, capture, 'superseded');
    if (!(await this.claimHolds(payment))) return this.reject(payment, capture, 'hold_lost');
    const now = this.clock.now();
    if (handler.rewardsReferrer) await this.rewardReferrer(payment, payer);
    payment.paidAt = paidAt ?? now;
    const { period, subscriptionNo, recipient, quantity } = await handler.grant(
      purchaseOf(payment),
      {
        userId: payer.userId,
        registeredAt: payer.registeredAt,
      },
    );
    payment.status = 'paid';
    payment.gatewayPaymentId = capture.gatewayPaymentId;
    await em.getRepository(Payment).save(payment);
    // The tax invoice, numbered last (the year's counter is the last lock taken).
    await this.documents.issueInvoice({
      paymentId: payment.id,
      userId: payment.userId,
      issuedAt: now,
      buyer: { name: payer.name, email: payer.email },
      b2b: recipient ?? null,
      quantity: quantity ?? 1,
      stateCode:
        payment.currency !== 'INR'
          ? null
          : (recipient?.stateCode ?? payment.stateCode ?? (await this.settings.seller()).stateCode),
      currency: payment.currency,
      total: payment.amount,
      discount: payment.coupon ? { amount: payment.discount, coupon: payment.coupon } : null,
      plan: payment.plan,
      planName: await this.plans.name(payment.plan, payment.currency),
      months: payment.months,
      period: { from: period.startsAt, to: period.endsAt },
      subscriptionNo,
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

  /**
   * The holds an order was priced with, re-checked at settlement under the ledger's and the coupon's
   * locks (issue 35): its credits (taken again only when the whole amount is still in the balance) and
   * its offer code's use (`CouponsService.claim`). True when every hold stands; then they are spent.
   * False when one was lost; then nothing changed.
   */
  private async claimHolds(payment: Payment): Promise<boolean> {
    const retakeCredits = !payment.creditsTaken && payment.creditsApplied > 0;
    if (
      retakeCredits &&
      (await this.credits.lockBalance(payment.userId, payment.currency)) < payment.creditsApplied
    )
      return false;
    if (payment.coupon && !(await this.coupons.claim(payment.id, payment.userId))) return false;
    if (retakeCredits) {
      await this.credits.change({
        userId: payment.userId,
        currency: payment.currency,
        amount: -payment.creditsApplied,
        kind: 'redeemed',
        paymentId: payment.id,
      });
      payment.creditsTaken = true;
    }
    return true;
  }

  /**
   * Money reached a checkout that can no longer be settled: it is recorded against the payment
   * (`rejectedReason`, the gateway's payment id), whatever the payment still held is given back, and
   * the full refund is made after the commit (CheckoutLifecycleService; its job retries a failure).
   */
  async reject(payment: Payment, capture: Capture, reason: RejectedReason): Promise<Payment> {
    const em = this.tx.open();
    this.logger.warn(
      JSON.stringify({ event: 'payment_rejected', paymentId: payment.id, reason, capture }),
    );
    await this.returnCredits(payment);
    if (payment.coupon) await this.coupons.releaseHeld(payment.id);
    if (payment.status === 'created') payment.status = 'failed';
    payment.rejectedReason = reason;
    payment.gatewayPaymentId = capture.gatewayPaymentId ?? payment.gatewayPaymentId;
    await em.getRepository(Payment).save(payment);
    await this.events.publish('payment.rejected', {
      paymentId: payment.id,
      userId: payment.userId,
      reason,
      amount: capture.amount ?? payment.amount,
      currency: payment.currency,
    });
    return payment;
  }

  /** created → failed: the credits held for it go back. A paid or refunded payment stays. */
  async markFailed(payment: Payment): Promise<Payment> {
    const em = this.tx.open();
    if (payment.status !== 'created') return payment;
    await this.returnCredits(payment);
    if (payment.coupon) await this.coupons.releaseHeld(payment.id);
    payment.status = 'failed';
    await em.getRepository(Payment).save(payment);
    return payment;
  }

  /**
   * A refund (the admin's refund and Razorpay's `refund.processed` both come here), each refund once
   * however often it is reported (by its gateway refund id). `amount` (minor units, by default all that
   * is left) short of what is left is a partial refund: the payment stays paid with its period (shortened
   * in proportion when the admin chose `shortenMembership`), and gets a credit note for that amount. The refund that completes it → refunded (final): its purpose's handler
   * revokes what it granted (a membership period: later ones move earlier), returns the credits the buyer applied, takes back the referral reward if
   * unspent, and issues the credit note of the rest (with the reason the admin gave, if any).
   */
  async markRefunded(
    payment: Payment,
    refund: {
      gatewayPaymentId?: string;
      gatewayRefundId?: string;
      amount?: number;
      /** A partial refund: shorten the payment's period in proportion (the admin chose to). */
      shortenMembership?: boolean;
    } = {},
  ): Promise<Payment> {
    const em = this.tx.open();
    if (payment.status === 'refunded') return payment;
    const wasPaid = payment.status === 'paid';
    const now = this.clock.now();
    if (
      wasPaid &&
      refund.gatewayRefundId &&
      (await this.documents.hasRefund(refund.gatewayRefundId))
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
      await this.documents.issueCreditNote(payment.id, now, payment.refundReason, {
        amount: refund.amount,
        refundId: refund.gatewayRefundId,
      });
      if (refund.shortenMembership) {
        const handler = this.grants.for(payment.purpose);
        await handler.lockBuyer(payment.userId);
        await handler.shorten(purchaseOf(payment), refund.amount / payment.amount);
      }
      return payment;
    }
    if (wasPaid) {
      const handler = this.grants.for(payment.purpose);
      await handler.lockBuyer(payment.userId);
      await handler.revoke(purchaseOf(payment));
    }
    await this.returnCredits(payment);
    if (wasPaid) await this.credits.reverseReward(payment.id);
    payment.status = 'refunded';
    payment.refundedAt = now;
    payment.refundRequestedAt = null;
    payment.refundedAmount = payment.amount;
    payment.gatewayPaymentId ??= refund.gatewayPaymentId ?? null;
    payment.gatewayRefundId = refund.gatewayRefundId ?? payment.gatewayRefundId;
    await em.getRepository(Payment).save(payment);
    if (wasPaid)
      await this.documents.issueCreditNote(payment.id, now, payment.refundReason, {
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
  async returnCredits(payment: Payment): Promise<void> {
    if (!payment.creditsTaken || payment.creditsApplied <= 0) return;
    await this.credits.lockBalance(payment.userId, payment.currency);
    await this.credits.change({
      userId: payment.userId,
      currency: payment.currency,
      amount: payment.creditsApplied,
      kind: 'returned',
      paymentId: payment.id,
    });
    payment.creditsTaken = false;
  }

  private async rewardReferrer(payment: Payment, payer: Payer): Promise<void> {
    if (payer.referrerId === null) return;
    await this.credits.rewardReferrer({
      referrerId: payer.referrerId,
      referredUserId: payment.userId,
      // Credits are kept in rupees and dollars: a payment in an added currency (GBP, …) earns dollars.
      currency: rewardCurrency(payment.currency),
      amount: (await this.settings.rules()).referral_reward[rewardCurrency(payment.currency)],
      paymentId: payment.id,
    });
  }
}

function rewardCurrency(currency: Currency): 'INR' | 'USD' {
  return currency === 'INR' ? 'INR' : 'USD';
}
