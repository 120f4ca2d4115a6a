import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import type { OwnedRenewal, RenewalPurpose } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { Payment } from './entities/payment.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/**
 * The gateway's subscription statuses in which it may still debit the student (Razorpay: a `created`
 * subscription can still be authorised, a `halted` one resumes when the mandate is updated).
 */
export const GATEWAY_LIVE_STATUSES: readonly string[] = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
];

/**
 * One lifecycle for every checkout made at the gateway (issue 35). The newest checkout of a student
 * always wins: a new order or subscription supersedes her open ones in the same transaction (their
 * holds given back, the subscriptions cancelled at the gateway after the commit), money that reaches a
 * superseded checkout, or one whose holds were lost, is refunded in full (`payment.rejected`, delivered
 * at least once: the refund is made there, once), and every subscription the gateway may still debit
 * is known by what the gateway last said of it (`gatewayStatus`).
 */
@Injectable()
export class CheckoutLifecycleService {
  private readonly logger = new Logger('Checkout');

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Inside a new checkout's transaction, with the student's membership locked: every open checkout of
   * hers is superseded. An unpaid order fails (its credits and offer-code use go back) and is no longer
   * payable; a subscription never paid is cancelled here and, after the commit, at the gateway.
   * Subscriptions are superseded per what they renew (issue 35, `renewal`): a checkout of her membership
   * (the default: any one-off order too) supersedes her membership's, a renewal checkout of a household
   * or company supersedes that household's or company's (whoever started it), never another's.
   */
  async supersedeOpen(
    userId: number,
    renewal: { purpose: RenewalPurpose; referenceId: number | null } = {
      purpose: 'membership',
      referenceId: null,
    },
  ): Promise<void> {
    const em = this.tx.open();
    const now = this.clock.now();
    const subs = await em.getRepository(RecurringSubscription).findBy(
      renewal.purpose === 'membership'
        ? { userId, purpose: 'membership', status: 'created' }
        : {
            purpose: renewal.purpose,
            referenceId: renewal.referenceId ?? -1,
            status: 'created',
          },
    );
    // Her open orders, and the first payments of the subscriptions superseded here (a first payment
    // of a renewal of something else stays payable with its subscription).
    const superseding = new Set(subs.map((sub) => sub.id));
    const open = await em.getRepository(Payment).findBy({ userId, status: 'created' });
    for (const row of open) {
      if (row.recurringId !== null && !superseding.has(row.recurringId)) continue;
      const locked = await this.settlement.lockById(row.id);
      if (locked?.status !== 'created') continue;
      await this.settlement.markFailed(locked);
      locked.supersededAt = now;
      await em.getRepository(Payment).save(locked);
    }
    const cancel: number[] = [];
    for (const sub of subs) {
      const changed = await em
        .createQueryBuilder()
        .update(RecurringSubscription)
        .set({
          status: 'cancelled',
          nextChargeAt: null,
          supersededAt: now,
          stoppedAt: now,
          cancelReason: 'superseded',
        })
        .where('id = :id AND status = :status', { id: sub.id, status: 'created' })
        .execute();
      if (!changed.affected) continue;
      cancel.push(sub.id);
      await this.events.publish('renewal.changed', {
        recurringId: sub.id,
        userId: sub.userId,
        purpose: sub.purpose,
        referenceId: sub.referenceId,
        status: 'cancelled',
        previous: 'created',
        amount: sub.amount,
        currency: sub.currency,
        nextChargeAt: null,
        subscriptionId: sub.gatewaySubscriptionId,
        plan: sub.plan,
        months: sub.months,
        method: sub.method,
        paymentLink: null,
        changedAt: now.toISOString(),
      });
    }
    if (cancel.length)
      this.tx.afterCommit(() => {
        void this.cancelAtGateway(cancel);
      });
  }

  /**
   * A household's or company's automatic renewal as its owner shows it (issue 35): its latest one not
   * superseded by a newer checkout, or null. A stopped one never shows a next debit.
   */
  async renewalOf(purpose: RenewalPurpose, referenceId: number): Promise<OwnedRenewal | null> {
    const rec = await this.recurring.findOne({
      where: { purpose, referenceId, supersededAt: IsNull() },
      order: { id: 'DESC' },
    });
    if (!rec) return null;
    const live = rec.status === 'active' || rec.status === 'pending';
    return {
      status: rec.status,
      next_debit_at: live ? (rec.nextChargeAt?.toISOString() ?? null) : null,
      amount: rec.amount,
      currency: rec.currency,
    };
  }

  /**
   * Cancels these subscriptions at the gateway at once (`cancel_at_cycle_end: 0`) and records what the
   * gateway answered. A subscription cancelled there already counts as cancelled; any other failure is
   * logged and left to the reconciliation, which cancels whatever is live there and not here.
   */
  async cancelAtGateway(ids: readonly number[]): Promise<void> {
    const gateway = this.gateway;
    if (!gateway || !ids.length) return;
    const rows = await this.recurring.findBy({ id: In([...ids]) });
    for (const rec of rows) {
      if (rec.gateway !== gateway.name) continue;
      let status: string;
      try {
        status = (await gateway.cancelSubscription(rec.gatewaySubscriptionId, false)).status;
      } catch (error) {
        if (error instanceof GatewayError && error.status === 400) status = 'cancelled';
        else {
          this.logger.error(
            JSON.stringify({
              event: 'gateway_cancel_failed',
              recurringId: rec.id,
              error: String(error),
            }),
          );
          continue;
        }
      }
      await this.tx.run((em) =>
        em.getRepository(RecurringSubscription).update({ id: rec.id }, { gatewayStatus: status }),
      );
    }
  }

  /** A subscription made at the gateway that nothing here points at: cancelled there (best effort). */
  async cancelGatewaySubscription(gatewaySubscriptionId: string): Promise<void> {
    try {
      await this.gateway?.cancelSubscription(gatewaySubscriptionId, false);
    } catch (error) {
      this.logger.error(
        JSON.stringify({
          event: 'gateway_cancel_failed',
          subscription: gatewaySubscriptionId,
          error: String(error),
        }),
      );
    }
  }

  /**
   * Money reached a checkout that could not be settled (superseded, holds lost, a debit after the stop):
   * it goes back in full. Delivered at least once; the refund is made once (a payment refunded already
   * is only recorded), and `refund.processed` later finds it refunded.
   */
  @OnDomainEvent('payment.rejected')
  async refundRejected(event: DomainEvent<'payment.rejected'>): Promise<void> {
    const payment = await this.settlement.lockById(event.payload.paymentId);
    if (!payment || payment.status === 'refunded' || !payment.gatewayPaymentId) return;
    const gateway = this.gateway;
    if (!gateway || gateway.name !== payment.gateway) {
      this.logger.error(
        JSON.stringify({ event: 'rejected_refund_no_gateway', paymentId: payment.id }),
      );
      return;
    }
    let refundId: string | undefined;
    try {
      refundId = (
        await gateway.refund(payment.gatewayPaymentId, {
          notes: { reason: event.payload.reason, payment: String(payment.id) },
        })
      ).id;
    } catch (error) {
      // Refunded there already (a redelivery after the refund, or the admin's dashboard): record it.
      if (!(error instanceof GatewayError && error.status === 400)) throw error;
      const there = await gateway.fetchPayment(payment.gatewayPaymentId);
      if (there.amount_refunded < there.amount) throw error;
    }
    await this.settlement.markRefunded(payment, {
      gatewayPaymentId: payment.gatewayPaymentId,
      gatewayRefundId: refundId,
    });
    this.logger.log(
      JSON.stringify({
        event: 'rejected_payment_refunded',
        paymentId: payment.id,
        reason: event.payload.reason,
      }),
    );
  }
}
