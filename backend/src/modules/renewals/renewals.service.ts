import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, IsNull, Repository, type FindOptionsWhere } from 'typeorm';
import {
  type AdminRecurringRecord,
  type MySubscription,
  type OwnedRenewal,
  type RenewalPurpose,
} from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents, OnDomainEvent, type DomainEvent } from '../../events/index.js';
import {
  CheckoutLifecycleService,
  GATEWAY_LIVE_STATUSES,
  GatewayError,
  PAYMENT_GATEWAY,
  PurchaseGrants,
  RecurringSubscription,
  RenewalHooks,
  type PaymentGateway,
  type RenewalHandler,
} from '../payments/index.js';
import { UsersService } from '../users/index.js';
import { RenewalRecords, LIVE, FINAL, HOUR_MS, toRenewal } from './renewal-records.js';
import { RenewalDebits } from './renewal-debits.service.js';
import { RenewalCheckout } from './renewal-checkout.service.js';
import { RenewalPauses } from './renewal-pauses.service.js';
import { RenewalSandbox } from './renewal-sandbox.service.js';

export const RENEWALS_SCAN_JOB = 'renewals.scan';
/** Our own reminder, days before each debit (the bank's pre-debit notice comes 24 h before). */
const REMINDER_DAYS = 3;

/**
 * Memberships that renew themselves (issue 26): the gateway's plan per (plan, currency, price), the
 * student's subscription, its first payment (verify), every renewal debit (webhooks or the sandbox's
 * charge), stop at the cycle's end, and the link to pay once after retries ran out. Every debit is a
 * payment settled by PaymentSettlementService (one period, one invoice, the receipt), in a transaction
 * that locks the subscription row first. This service registers the module's handler of payments'
 * RenewalHooks and its hourly job, and serves the stop and the admin's list; the rest is in
 * renewal-checkout (create, verify), renewal-debits (the gateway's events), renewal-pauses,
 * renewal-sandbox and renewal-records (what they share).
 */
@Injectable()
export class RenewalsService implements OnModuleInit {
  private readonly logger = new Logger('Renewals');

  constructor(
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly hooks: RenewalHooks,
    private readonly checkout: RenewalCheckout,
    private readonly sandboxes: RenewalSandbox,
    private readonly records: RenewalRecords,
    private readonly debits: RenewalDebits,
    private readonly pauses: RenewalPauses,
    private readonly grants: PurchaseGrants,
    private readonly lifecycle: CheckoutLifecycleService,
  ) {}

  onModuleInit(): void {
    // The gateway's subscription events and the subscription checkout (payments' routes) come here.
    const handler: RenewalHandler = {
      applyWebhook: (rec, event, facts, charge, payer) =>
        this.debits.applyWebhook(rec, event, facts, charge, payer),
      applyLinkPaid: (rec, charge, payer) => this.debits.applyLinkPaid(rec, charge, payer),
      sendPaymentLink: (rec) => this.debits.sendPaymentLink(rec),
      verify: (userId, dto) => this.checkout.verify(userId, dto),
      sandboxComplete: (userId, subscriptionId, outcome, language) =>
        this.sandboxes.sandboxComplete(userId, subscriptionId, outcome, language),
    };
    this.hooks.register(handler);
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
    await this.pauses.syncPauses(now);
    const due = await this.recurring.find({
      where: {
        status: 'active',
        nextChargeAt: Between(now, new Date(now.getTime() + REMINDER_DAYS * 24 * HOUR_MS)),
      },
    });
    for (const rec of due) {
      if (rec.remindedFor?.getTime() === rec.nextChargeAt!.getTime()) continue;
      await this.tx.run(async (em) => {
        const locked = await this.records.lock(rec.id);
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
          purpose: locked.purpose,
          plan: locked.plan,
          amount: locked.amount,
          currency: locked.currency,
          chargeAt: locked.nextChargeAt.toISOString(),
        });
      });
    }
  }

  /** POST /api/subscriptions/recurring/cancel: stops her membership's renewal at the end of the paid cycle. */
  async cancel(userId: number, reason?: string): Promise<MySubscription> {
    const rec = await this.recurring.findOne({
      where: { userId, purpose: 'membership' },
      order: { id: 'DESC' },
    });
    if (!rec) throw new ApiError('recurring_not_found');
    await this.stop(rec, reason);
    return this.records.me(userId);
  }

  /**
   * DELETE /api/households/:id/renewal and /api/companies/:id/renewal (issue 35): the household's payer
   * or one of the company's admins stops its renewal at the end of the paid cycle (its owner decides who
   * may: 403 `household_not_payer`, 404 `company_not_found`). Its answer is the renewal as now shown.
   */
  async stopOwned(
    userId: number,
    purpose: Exclude<RenewalPurpose, 'membership'>,
    referenceId: number,
  ): Promise<OwnedRenewal | null> {
    await this.grants.renewalFor(purpose).assertManager(userId, referenceId);
    const rec = await this.recurring.findOne({
      where: { purpose, referenceId, supersededAt: IsNull() },
      order: { id: 'DESC' },
    });
    if (!rec) throw new ApiError('recurring_not_found');
    await this.stop(rec);
    return this.lifecycle.renewalOf(purpose, referenceId);
  }

  /** Stops a renewal at the end of the paid cycle (at once when never paid, or halted). */
  private async stop(rec: RecurringSubscription, reason?: string): Promise<void> {
    const gateway = this.records.requireGateway();
    if (!LIVE.includes(rec.status) && rec.status !== 'halted')
      throw new ApiError('recurring_already_stopped');
    const atCycleEnd = rec.status !== 'created' && rec.status !== 'halted';
    let gatewayStatus: string;
    try {
      gatewayStatus = (await gateway.cancelSubscription(rec.gatewaySubscriptionId, atCycleEnd))
        .status;
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'cancel_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async (em) => {
      const locked = await this.records.lock(rec.id);
      if (!locked || FINAL.includes(locked.status)) return;
      locked.status = atCycleEnd ? 'cancelling' : 'cancelled';
      locked.nextChargeAt = null;
      locked.stoppedAt = this.clock.now();
      locked.gatewayStatus = gatewayStatus.slice(0, 16);
      locked.cancelReason = reason?.trim().slice(0, 500) || null;
      await em.getRepository(RecurringSubscription).save(locked);
      await this.records.changed(locked);
    });
  }

  /**
   * The account was deleted: its live subscription is cancelled at the gateway at once, so nothing is
   * debited after the account is gone (a failure throws: the event is delivered again).
   */
  @OnDomainEvent('user.deleted')
  async accountDeleted(event: DomainEvent<'user.deleted'>): Promise<void> {
    // Every mandate that may still debit her: live here, or live at the gateway as last seen there
    // (a superseded subscription whose cancellation at the gateway failed, say); her household's and
    // company's renewals too (she pays them).
    await this.cancelAtOnce([
      { userId: event.payload.userId, status: In([...LIVE, 'halted', 'cancelling']) },
      { userId: event.payload.userId, gatewayStatus: In([...GATEWAY_LIVE_STATUSES]) },
    ]);
  }

  /**
   * A household ended by a refund (issue 35): its renewal is cancelled at the gateway at once, so no later
   * debit silently starts it again (one that still lands is refunded: made after the stop).
   */
  @OnDomainEvent('household.ended')
  async householdEnded(event: DomainEvent<'household.ended'>): Promise<void> {
    const owned = { purpose: 'household' as const, referenceId: event.payload.householdId };
    await this.cancelAtOnce([
      { ...owned, status: In([...LIVE, 'halted', 'cancelling']) },
      { ...owned, gatewayStatus: In([...GATEWAY_LIVE_STATUSES]) },
    ]);
  }

  /** Cancels these subscriptions at the gateway at once (a failure throws: the event comes again). */
  private async cancelAtOnce(where: FindOptionsWhere<RecurringSubscription>[]): Promise<void> {
    const live = await this.recurring.find({ where });
    for (const rec of live) {
      if (rec.gateway !== this.gateway?.name) continue;
      try {
        await this.gateway.cancelSubscription(rec.gatewaySubscriptionId, false);
      } catch (error) {
        // Cancelled already at the gateway (a redelivery, or the student's own stop at cycle end
        // that finished): what matters is that nothing more is debited.
        if (!(error instanceof GatewayError) || error.status !== 400) throw error;
      }
      await this.tx.run(async () => {
        const locked = await this.records.lock(rec.id);
        if (locked)
          await this.debits.applyStatus(locked, 'cancelled', { gatewayStatus: 'cancelled' });
      });
    }
  }

  /** The admin cancels a subscription at once (no more debits; the paid time stays). */
  async adminCancel(actorId: number, id: number): Promise<AdminRecurringRecord> {
    const gateway = this.records.requireGateway();
    const rec = await this.recurring.findOneBy({ id });
    if (!rec) throw new ApiError('recurring_not_found');
    if (FINAL.includes(rec.status)) throw new ApiError('recurring_already_stopped');
    try {
      await gateway.cancelSubscription(rec.gatewaySubscriptionId, false);
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'cancel_failed', error: String(error) }));
      throw new ApiError('payment_gateway_error');
    }
    await this.tx.run(async () => {
      const locked = await this.records.lock(rec.id);
      if (!locked) return;
      const before = locked.status;
      await this.debits.applyStatus(locked, 'cancelled', { gatewayStatus: 'cancelled' });
      // The audit log: who stopped whose automatic renewal (in the change's transaction).
      await this.events.publish('admin.changed', {
        actorId,
        entity: 'recurring',
        entityId: String(rec.id),
        action: 'cancel',
        subjectUserId: rec.userId,
        before: { status: before },
        after: { status: locked.status },
      });
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
        purpose: r.purpose,
        reference_id: r.referenceId,
        user_id: r.userId,
        student: u ? { name: u.name, email: u.email } : null,
        paid_count: r.paidCount,
        created_at: r.createdAt.toISOString(),
      };
    });
  }
}
