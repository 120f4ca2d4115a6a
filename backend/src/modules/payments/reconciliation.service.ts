import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type {
  ReconciliationItem as ReconciliationItemRecord,
  ReconciliationRunResponse,
} from '@yoga/contracts';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { GstDocumentsService } from '../invoices/index.js';
import { CheckoutLifecycleService, GATEWAY_LIVE_STATUSES } from './checkout-lifecycle.service.js';
import { Payment } from './entities/payment.entity.js';
import { ReconciliationItem } from './entities/reconciliation-item.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import {
  PAYMENT_GATEWAY,
  type GatewayListQuery,
  type GatewayPayment,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateways/payment-gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { RenewalHooks } from './renewal-hooks.js';

export const RECONCILIATION_JOB = 'payments.reconcile';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back each run looks at the gateway. */
const WINDOW_DAYS = 3;
/** Razorpay's list APIs answer at most 100 items a page. */
const PAGE = 100;
/** A safety stop: at most this many pages of one list per run. */
const MAX_PAGES = 200;
/** Our statuses in which a subscription may debit: the gateway may keep it live only then. */
const LIVE_HERE = ['created', 'active', 'pending', 'paused', 'halted', 'cancelling'];

type Finding = Omit<ReconciliationItemRecord, 'id' | 'created_at'>;

/**
 * The daily reconciliation with the gateway (issue 35), also run on demand by the admin: Razorpay's
 * payments, subscriptions and refunds of the last days (its list APIs, paged) compared with what is
 * recorded here. A captured payment unknown here is settled (or refunded, through the same rules as
 * verify: superseded, holds lost, after a stop); a subscription live there and unknown or stopped here
 * is cancelled there; a refund made in the dashboard is recorded. Each difference is fixed and listed
 * once (`reconciliation_items`, unique by kind and gateway id).
 */
@Injectable()
export class ReconciliationService implements OnModuleInit {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(RecurringSubscription)
    private readonly recurring: Repository<RecurringSubscription>,
    @InjectRepository(ReconciliationItem)
    private readonly items: Repository<ReconciliationItem>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly hooks: RenewalHooks,
    private readonly lifecycle: CheckoutLifecycleService,
    private readonly documents: GstDocumentsService,
    private readonly tx: Transactions,
    private readonly jobs: JobsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: RECONCILIATION_JOB,
      everyMs: DAY_MS,
      runOnStart: false,
      run: async (now) => {
        if (this.gateway?.name === 'razorpay') await this.run(now);
      },
    });
  }

  /** GET /api/admin/reconciliation: what the runs found and fixed, newest first. */
  async list(): Promise<ReconciliationItemRecord[]> {
    const rows = await this.items.find({ order: { id: 'DESC' }, take: 500 });
    return rows.map(toRecord);
  }

  /** One run over the last WINDOW_DAYS days: each difference fixed and recorded once. */
  /** `actorId`: the admin who asked for this run (the audit log); none for the daily job. */
  async run(
    now: Date = this.clock.now(),
    actorId: number | null = null,
  ): Promise<ReconciliationRunResponse> {
    const gateway = this.gateway;
    if (!gateway) throw new ApiError('payments_unavailable');
    const to = Math.floor(now.getTime() / 1000);
    const from = to - WINDOW_DAYS * 24 * 3600;
    const found: ReconciliationItemRecord[] = [];
    const keep = async (finding: Finding | null) => {
      if (!finding) return;
      const saved = await this.record(finding);
      if (saved) found.push(saved);
    };
    const payments = await this.all((q) => gateway.listPayments(q), from, to);
    for (const p of payments) await keep(await this.payment(p));
    const subscriptions = await this.all((q) => gateway.listSubscriptions(q), from, to);
    for (const s of subscriptions) await keep(await this.subscription(s.id, s.status, s.notes));
    const refunds = await this.all((q) => gateway.listRefunds(q), from, to);
    for (const r of refunds)
      await keep(await this.refund(r.id, r.payment_id, r.amount, r.currency));
    this.logger.log(
      JSON.stringify({
        event: 'reconciliation_run',
        payments: payments.length,
        subscriptions: subscriptions.length,
        refunds: refunds.length,
        fixed: found.length,
      }),
    );
    const checked = {
      payments: payments.length,
      subscriptions: subscriptions.length,
      refunds: refunds.length,
    };
    // The audit log: who ran it and what it fixed (each fix committed in its own transaction above).
    if (actorId !== null)
      await this.tx.run(() =>
        this.events.publish('admin.changed', {
          actorId,
          entity: 'reconciliation',
          entityId: 'run',
          action: 'run',
          before: null,
          after: { ...checked, fixed: found.length },
        }),
      );
    return { checked, items: found };
  }

  /** Every page of one list API for the window. */
  private async all<T>(
    page: (query: GatewayListQuery) => Promise<T[]>,
    from: number,
    to: number,
  ): Promise<T[]> {
    const result: T[] = [];
    for (let i = 0; i < MAX_PAGES; i++) {
      const items = await page({ from, to, count: PAGE, skip: i * PAGE });
      result.push(...items);
      if (items.length < PAGE) break;
    }
    return result;
  }

  private async known(kind: Finding['kind'], gatewayId: string): Promise<boolean> {
    return this.items.existsBy({ kind, gatewayId });
  }

  /** A captured payment: recorded here already, one of our orders, a subscription's debit, or neither. */
  private async payment(p: GatewayPayment): Promise<Finding | null> {
    if (p.status !== 'captured' && p.status !== 'refunded') return null;
    if (await this.payments.existsBy({ gatewayPaymentId: p.id })) return null;
    const base = { gateway_id: p.id, amount: p.amount, currency: p.currency, detail: null };
    const order = p.order_id ? await this.payments.findOneBy({ gatewayOrderId: p.order_id }) : null;
    if (order) {
      if (await this.known('payment_unknown', p.id)) return null;
      const payer = await this.settlement.payer(order.userId);
      const settled = await this.tx.run(async () => {
        const locked = await this.settlement.lockById(order.id);
        if (!locked) return null;
        return this.settlement.markPaid(
          locked,
          { gatewayPaymentId: p.id, amount: p.amount, currency: p.currency },
          payer,
        );
      });
      if (!settled) return null;
      return {
        ...base,
        kind: 'payment_unknown',
        payment_id: order.id,
        recurring_id: null,
        user_id: order.userId,
        action: settled.rejectedReason
          ? 'refunded'
          : settled.status === 'paid'
            ? 'settled'
            : 'listed',
        detail: settled.rejectedReason ?? (settled.status === 'paid' ? null : settled.status),
      };
    }
    const invoice = p.invoice_id ? await this.gateway!.fetchInvoice(p.invoice_id) : null;
    const rec = invoice?.subscription_id
      ? await this.recurring.findOneBy({ gatewaySubscriptionId: invoice.subscription_id })
      : null;
    if (rec) {
      if (await this.known('debit_unknown', p.id)) return null;
      const payer = await this.settlement.payer(rec.userId);
      await this.tx.run(() =>
        this.hooks.renewals.applyWebhook(
          rec,
          'charged',
          {},
          {
            gatewayPaymentId: p.id,
            amount: p.amount,
            currency: p.currency,
            method: p.method,
            createdAt: p.created_at,
          },
          payer,
        ),
      );
      const row = await this.payments.findOneBy({ gatewayPaymentId: p.id });
      return {
        ...base,
        kind: 'debit_unknown',
        payment_id: row?.id ?? null,
        recurring_id: rec.id,
        user_id: rec.userId,
        action: row?.rejectedReason ? 'refunded' : row?.status === 'paid' ? 'settled' : 'listed',
        detail: row?.rejectedReason ?? null,
      };
    }
    if (await this.known('payment_foreign', p.id)) return null;
    return {
      ...base,
      kind: 'payment_foreign',
      payment_id: null,
      recurring_id: null,
      user_id: null,
      action: 'listed',
      detail: 'No order or subscription of this site: left alone.',
    };
  }

  /**
   * A subscription live at the gateway must be live here too; otherwise it is cancelled there. One
   * unknown here is cancelled only when it is one of this site's (its notes name a student and a plan,
   * as every subscription this site makes): another product's on the same account is only listed.
   */
  private async subscription(
    id: string,
    status: string,
    notes: GatewaySubscription['notes'],
  ): Promise<Finding | null> {
    const rec = await this.recurring.findOneBy({ gatewaySubscriptionId: id });
    if (rec && rec.gatewayStatus !== status)
      await this.tx.run((em) =>
        em.getRepository(RecurringSubscription).update({ id: rec.id }, { gatewayStatus: status }),
      );
    if (!GATEWAY_LIVE_STATUSES.includes(status)) return null;
    if (rec && LIVE_HERE.includes(rec.status)) return null;
    const kind = rec ? 'subscription_live_there' : 'subscription_unknown';
    if (await this.known(kind, id)) return null;
    const ours =
      !!notes && !Array.isArray(notes) && typeof notes.user_id === 'string' && !!notes.plan;
    if (!rec && !ours)
      return {
        kind,
        gateway_id: id,
        payment_id: null,
        recurring_id: null,
        user_id: null,
        amount: null,
        currency: null,
        action: 'listed',
        detail: `Not made by this site (${status}): left alone.`,
      };
    if (rec) await this.lifecycle.cancelAtGateway([rec.id]);
    else await this.lifecycle.cancelGatewaySubscription(id);
    return {
      kind,
      gateway_id: id,
      payment_id: null,
      recurring_id: rec?.id ?? null,
      user_id: rec?.userId ?? null,
      amount: rec?.amount ?? null,
      currency: rec?.currency ?? null,
      action: 'cancelled',
      detail: rec ? `Stopped here (${rec.status}), ${status} at the gateway.` : status,
    };
  }

  /** A refund made at the gateway and not recorded here (the dashboard): recorded like refund.processed. */
  private async refund(
    id: string,
    paymentId: string,
    amount: number,
    currency: string,
  ): Promise<Finding | null> {
    const payment = await this.payments.findOneBy({ gatewayPaymentId: paymentId });
    if (!payment || payment.status === 'refunded' || payment.gatewayRefundId === id) return null;
    if (await this.known('refund_unknown', id)) return null;
    const applied = await this.tx.run(async () => {
      if (await this.documents.hasRefund(id)) return false;
      const locked = await this.settlement.lockById(payment.id);
      if (!locked || locked.status === 'refunded') return false;
      if (amount > locked.amount - locked.refundedAmount) return false;
      await this.settlement.markRefunded(locked, {
        gatewayPaymentId: paymentId,
        gatewayRefundId: id,
        amount,
      });
      return true;
    });
    if (!applied) return null;
    return {
      kind: 'refund_unknown',
      gateway_id: id,
      payment_id: payment.id,
      recurring_id: payment.recurringId,
      user_id: payment.userId,
      amount,
      currency,
      action: 'recorded',
      detail: null,
    };
  }

  private async record(finding: Finding): Promise<ReconciliationItemRecord | null> {
    this.logger.warn(JSON.stringify({ event: 'reconciliation_difference', ...finding }));
    try {
      const saved = await this.tx.run((em) =>
        em.getRepository(ReconciliationItem).save(
          em.getRepository(ReconciliationItem).create({
            kind: finding.kind,
            gatewayId: finding.gateway_id,
            paymentId: finding.payment_id,
            recurringId: finding.recurring_id,
            userId: finding.user_id,
            amount: finding.amount,
            currency: finding.currency,
            action: finding.action,
            detail: finding.detail?.slice(0, 500) ?? null,
          }),
        ),
      );
      return toRecord(saved);
    } catch (error) {
      if (isDuplicateKey(error)) return null;
      throw error;
    }
  }
}

function toRecord(row: ReconciliationItem): ReconciliationItemRecord {
  return {
    id: row.id,
    kind: row.kind,
    gateway_id: row.gatewayId,
    payment_id: row.paymentId,
    recurring_id: row.recurringId,
    user_id: row.userId,
    amount: row.amount,
    currency: row.currency,
    action: row.action,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}
