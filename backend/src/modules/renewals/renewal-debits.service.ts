import { Inject, Injectable, Logger } from '@nestjs/common';
import { RENEWAL_FAILURES_TO_HALT, subscriptionEndDate } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { CouponsService } from '../coupons/index.js';
import {
  CheckoutLifecycleService,
  PAYMENT_GATEWAY,
  Payment,
  PaymentSettlementService,
  RecurringSubscription,
  type Charge,
  type Payer,
  type PaymentGateway,
  type SubscriptionEvent,
  type SubscriptionFacts,
} from '../payments/index.js';
import { PlansService } from '../plans/index.js';
import { UsersService } from '../users/index.js';
import { RenewalRecords, FINAL } from './renewal-records.js';

/**
 * The gateway's subscription events (payments' webhooks and reconciliation through RenewalHooks, the
 * sandbox's debits): every debit is a payment settled by PaymentSettlementService (one period, one
 * invoice, the receipt) with the subscription row locked first; the status follows the events in any
 * order; a halted subscription gets its link to pay once.
 */
@Injectable()
export class RenewalDebits {
  private readonly logger = new Logger('Renewals');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly plans: PlansService,
    private readonly coupons: CouponsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly lifecycle: CheckoutLifecycleService,
    private readonly records: RenewalRecords,
  ) {}

  /**
   * One debit (call with the subscription locked): recorded once by its gateway payment id, as the
   * first payment's row while the first is unpaid, else a new payment; settled (period, invoice, receipt).
   */
  async settle(
    rec: RecurringSubscription,
    charge: Charge,
    payer: Payer,
    /** A payment link's payment: not one of the gateway's debits (its paid count stays). */
    viaLink = false,
  ): Promise<boolean> {
    const em = this.tx.open();
    if (await this.settlement.lockByGatewayPayment(charge.gatewayPaymentId)) return false;
    const repo = em.getRepository(Payment);
    const first = await repo.findOne({ where: { recurringId: rec.id }, order: { id: 'ASC' } });
    const madeAt =
      charge.createdAt !== undefined ? charge.createdAt * 1000 : this.clock.now().getTime();
    if (rec.supersededAt || (rec.stoppedAt && madeAt > rec.stoppedAt.getTime())) {
      // A debit on a superseded subscription, or made after the student (or the admin, or the
      // account's deletion) stopped it: recorded, refunded in full after the commit, nothing granted;
      // the subscription is cancelled at the gateway again if it may still debit there.
      const row =
        first && first.status === 'failed' && !first.gatewayPaymentId && rec.paidCount === 0
          ? await this.settlement.lockById(first.id)
          : await this.records.newDebit(rec, first?.stateCode ?? null);
      await this.settlement.reject(
        row!,
        {
          gatewayPaymentId: charge.gatewayPaymentId,
          amount: charge.amount,
          currency: charge.currency,
        },
        rec.supersededAt ? 'superseded' : 'after_stop',
      );
      this.tx.afterCommit(() => {
        void this.lifecycle.cancelAtGateway([rec.id]);
      });
      return false;
    }
    let payment =
      !viaLink &&
      first &&
      first.status !== 'paid' &&
      first.status !== 'refunded' &&
      rec.paidCount === 0
        ? await this.settlement.lockById(first.id)
        : null;
    payment ??= await this.records.newDebit(rec, first?.stateCode ?? null);
    const paid = await this.settlement.markPaid(
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
    if (!viaLink && rec.paidCount === 1 && rec.discount > 0)
      await this.endFirstPaymentOffer(rec, payment.id);
    rec.failures = 0;
    if (charge.method) rec.method = charge.method.slice(0, 16);
    await em.getRepository(RecurringSubscription).save(rec);
    return true;
  }

  /**
   * After the first debit, a code for the first payment only (issue 38): the gateway's subscription
   * moves to the plan at the full price from the end of this cycle, and so does our record (later
   * debits, reminders). When the gateway refuses (Razorpay cannot update a UPI mandate) the discount
   * stays on every debit: the student is never charged more than she agreed to; it is logged.
   */
  private async endFirstPaymentOffer(rec: RecurringSubscription, paymentId: number): Promise<void> {
    if (!this.gateway || (await this.coupons.discountsRenewals(paymentId))) return;
    const full = rec.amount + rec.discount;
    try {
      const planId = await this.records.gatewayPlan(this.gateway, {
        plan: rec.plan,
        currency: rec.currency,
        amount: full,
        months: rec.months,
        name: (await this.plans.price(rec.plan, rec.currency)).name,
      });
      await this.gateway.updateSubscriptionPlan(rec.gatewaySubscriptionId, planId);
      Object.assign(rec, { amount: full, discount: 0, coupon: null, gatewayPlanId: planId });
    } catch (error) {
      this.logger.error(
        JSON.stringify({ event: 'offer_end_failed', recurringId: rec.id, error: String(error) }),
      );
    }
  }

  /**
   * A subscription event's effect on the status (call with the subscription locked), whatever order
   * events come in: a final status stays; an event older than the debits we know (its paid count is
   * lower) changes nothing; a late `activated` after `charged` changes nothing.
   */
  async applyStatus(
    rec: RecurringSubscription,
    event: SubscriptionEvent,
    facts: SubscriptionFacts,
    charged = false,
  ): Promise<'halted' | 'pending' | null> {
    const em = this.tx.open();
    const before = rec.status;
    const stale = facts.paidCount !== undefined && facts.paidCount < rec.paidCount;
    const nextFromGateway =
      facts.chargeAt !== undefined && facts.chargeAt !== null
        ? new Date(facts.chargeAt * 1000)
        : undefined;
    if (facts.gatewayStatus) rec.gatewayStatus = facts.gatewayStatus.slice(0, 16);
    // A stopped subscription never shows a next debit again, whatever arrives late.
    if (charged && !FINAL.includes(rec.status) && rec.status !== 'cancelling') {
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
    if ((FINAL.includes(rec.status) || rec.status === 'cancelling') && !rec.stoppedAt)
      rec.stoppedAt = this.clock.now();
    await em.getRepository(RecurringSubscription).save(rec);
    await this.records.changed(rec);
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
    rec: RecurringSubscription,
    event: SubscriptionEvent,
    facts: SubscriptionFacts,
    charge: Charge | null,
    payer: Payer,
  ): Promise<RecurringSubscription | null> {
    const locked = await this.records.lock(rec.id);
    if (!locked) return null;
    let charged = false;
    if (charge && (event === 'charged' || event === 'activated')) {
      if (charge.currency !== undefined && charge.currency !== locked.currency) return null;
      if (charge.amount !== undefined && charge.amount !== locked.amount) return null;
      charged = await this.settle(locked, charge, payer);
    }
    const change = await this.applyStatus(locked, event, facts, charged);
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
  async applyLinkPaid(rec: RecurringSubscription, charge: Charge, payer: Payer): Promise<boolean> {
    const em = this.tx.open();
    const locked = await this.records.lock(rec.id);
    if (!locked) return false;
    if (charge.currency !== undefined && charge.currency !== locked.currency) return false;
    if (charge.amount !== undefined && charge.amount !== locked.amount) return false;
    const settled = await this.settle(locked, charge, payer, true);
    if (settled && locked.paymentLink) {
      locked.paymentLink = null;
      await em.getRepository(RecurringSubscription).save(locked);
    }
    await this.records.changed(locked);
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
        const locked = await this.records.lock(rec.id);
        if (!locked) return;
        locked.paymentLink = link.short_url;
        await em.getRepository(RecurringSubscription).save(locked);
        await this.records.changed(locked);
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
}
