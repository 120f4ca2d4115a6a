import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type SuccessResponse } from '@yoga/contracts';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config.js';
import { Transactions } from '../../database/transactions.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { hmacHex, sameHex } from './gateways/payment-gateway.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentSettlementService, type Capture } from './payment-settlement.service.js';
import { ApiError } from '../../common/errors/api-error.js';
import { RenewalHooks, type Charge, type SubscriptionEvent } from './renewal-hooks.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';

const SUBSCRIPTION_EVENTS: readonly SubscriptionEvent[] = [
  'authenticated',
  'activated',
  'charged',
  'pending',
  'halted',
  'cancelled',
  'completed',
  'paused',
  'resumed',
  'updated',
];

/** The parts of Razorpay's event payloads this app reads. */
interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: {
        id?: unknown;
        order_id?: unknown;
        amount?: unknown;
        currency?: unknown;
        status?: unknown;
        method?: unknown;
        created_at?: unknown;
      };
    };
    subscription?: {
      entity?: { id?: unknown; status?: unknown; paid_count?: unknown; charge_at?: unknown };
    };
    order?: { entity?: { id?: unknown } };
    payment_link?: {
      entity?: {
        id?: unknown;
        status?: unknown;
        short_url?: unknown;
        notes?: { subscription_id?: unknown; recurring_id?: unknown } | null;
      };
    };
    refund?: {
      entity?: { id?: unknown; payment_id?: unknown; amount?: unknown; currency?: unknown };
    };
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const int = (v: unknown): number | undefined =>
  Number.isSafeInteger(v) ? (v as number) : undefined;

class DuplicateEvent extends Error {}
/** An event that does not match the payment it names: nothing applied, its id not recorded. */
class MismatchedEvent extends Error {
  constructor(readonly what: 'amount' | 'currency' | 'order') {
    super(what);
  }
}

type Action =
  | {
      kind: 'paid';
      orderId: string;
      capture: Capture;
      /** The payment entity's order, when the event also names the order (order.paid). */
      paymentOrderId?: string;
    }
  | { kind: 'failed'; orderId: string }
  | {
      kind: 'refunded';
      orderId?: string;
      gatewayPaymentId?: string;
      gatewayRefundId?: string;
      /** This refund's amount (minor units); all that is left when the event does not say. */
      amount?: number;
      currency?: string;
    };

/**
 * POST /api/payments/webhook: the raw body signed with RAZORPAY_WEBHOOK_SECRET, each event applied
 * once (X-Razorpay-Event-Id, recorded in the same transaction), in any order relative to verify.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(PAYMENTS_CONFIG) private readonly config: Pick<PaymentsConfig, 'webhookSecret'>,
    private readonly tx: Transactions,
    private readonly settlement: PaymentSettlementService,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @InjectRepository(RecurringSubscription)
    private readonly subscriptions: Repository<RecurringSubscription>,
    private readonly hooks: RenewalHooks,
  ) {}

  /** The subscription a webhook names (by the gateway's id), read before its transaction. */
  private byGatewayId(gatewaySubscriptionId: string): Promise<RecurringSubscription | null> {
    return this.subscriptions.findOneBy({ gatewaySubscriptionId });
  }

  async handle(
    raw: unknown,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<SuccessResponse> {
    const secret = this.config.webhookSecret;
    if (!secret || !Buffer.isBuffer(raw) || !sameHex(hmacHex(secret, raw), signature))
      throw new ApiError('webhook_signature_invalid');
    let body: RazorpayEvent;
    try {
      body = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
    } catch {
      throw new ApiError('malformed_body');
    }
    const event = str(body?.event) ?? '';
    const id = eventId?.trim().slice(0, 64) || undefined;
    if (event.startsWith('subscription.')) return this.subscriptionEvent(event, body, id);
    if (event === 'payment_link.paid') return this.paymentLinkPaid(event, body, id);
    const action = this.action(event, body);
    // Read outside the transaction: the payment's student (inside it, only `em` is used).
    const target = action ? await this.find(action) : null;
    const payer =
      target && action?.kind === 'paid' ? await this.settlement.payer(target.userId) : null;
    try {
      await this.tx.run(async () => {
        if (id) await this.record(id, event);
        if (!action || !target) return;
        const locked = await this.settlement.lockById(target.id);
        if (!locked) return;
        const mismatch = this.mismatch(action, locked);
        if (mismatch) throw new MismatchedEvent(mismatch);
        if (action.kind === 'paid') await this.settlement.markPaid(locked, action.capture, payer!);
        else if (action.kind === 'failed') await this.settlement.markFailed(locked);
        else
          await this.settlement.markRefunded(locked, {
            gatewayPaymentId: action.gatewayPaymentId,
            gatewayRefundId: action.gatewayRefundId,
            amount: action.amount,
          });
      });
    } catch (error) {
      if (error instanceof DuplicateEvent)
        return { success: true, message: 'Event already applied.' };
      if (error instanceof MismatchedEvent) {
        this.logger.warn(
          JSON.stringify({
            event: 'webhook_mismatch',
            type: event,
            mismatch: error.what,
            eventId: id ?? null,
            paymentId: target?.id ?? null,
          }),
        );
        return { success: true, message: `Event ignored: ${error.what} mismatch.` };
      }
      throw error;
    }
    if (!action || !target) {
      this.logger.log(JSON.stringify({ event: 'webhook_ignored', type: event }));
      return { success: true, message: 'Event ignored.' };
    }
    return { success: true, message: 'Event applied.' };
  }

  /**
   * `subscription.*` (issue 26): the subscription's status and, with a captured payment, its debit
   * (a paid payment, the next period, the invoice, the receipt), each event once, in any order.
   */
  private async subscriptionEvent(
    event: string,
    body: RazorpayEvent,
    id: string | undefined,
  ): Promise<SuccessResponse> {
    const kind = event.slice('subscription.'.length) as SubscriptionEvent;
    const entity = body.payload?.subscription?.entity;
    const subscriptionId = str(entity?.id);
    const rec =
      subscriptionId && SUBSCRIPTION_EVENTS.includes(kind)
        ? await this.byGatewayId(subscriptionId)
        : null;
    const payer = rec ? await this.settlement.payer(rec.userId) : null;
    const payment = body.payload?.payment?.entity;
    const gatewayPaymentId = str(payment?.id);
    const charge: Charge | null =
      gatewayPaymentId && (str(payment?.status) ?? 'captured') === 'captured'
        ? {
            gatewayPaymentId,
            amount: int(payment?.amount),
            currency: str(payment?.currency),
            method: str(payment?.method),
            createdAt: int(payment?.created_at),
          }
        : null;
    let halted: RecurringSubscription | null = null;
    try {
      await this.tx.run(async () => {
        if (id) await this.record(id, event);
        if (!rec || !payer) return;
        halted = await this.hooks.renewals.applyWebhook(
          rec,
          kind,
          {
            paidCount: int(entity?.paid_count),
            chargeAt: int(entity?.charge_at) ?? null,
            gatewayStatus: str(entity?.status),
          },
          charge,
          payer,
        );
      });
    } catch (error) {
      if (error instanceof DuplicateEvent)
        return { success: true, message: 'Event already applied.' };
      throw error;
    }
    if (halted) await this.hooks.renewals.sendPaymentLink(halted);
    if (!rec) {
      this.logger.log(JSON.stringify({ event: 'webhook_ignored', type: event }));
      return { success: true, message: 'Event ignored.' };
    }
    return { success: true, message: 'Event applied.' };
  }

  /**
   * `payment_link.paid`: the link a halted subscription's student got (its notes name the
   * subscription) was paid. The payment is settled like any debit (found by its payment id: once,
   * in any order with the subscription's events) and renewal resumes.
   */
  private async paymentLinkPaid(
    event: string,
    body: RazorpayEvent,
    id: string | undefined,
  ): Promise<SuccessResponse> {
    const link = body.payload?.payment_link?.entity;
    const payment = body.payload?.payment?.entity;
    const subscriptionId = str(link?.notes?.subscription_id);
    const gatewayPaymentId = str(payment?.id);
    const rec =
      subscriptionId && gatewayPaymentId && (str(payment?.status) ?? 'captured') === 'captured'
        ? await this.byGatewayId(subscriptionId)
        : null;
    const payer = rec ? await this.settlement.payer(rec.userId) : null;
    let applied = false;
    try {
      await this.tx.run(async () => {
        if (id) await this.record(id, event);
        if (!rec || !payer || !gatewayPaymentId) return;
        applied = await this.hooks.renewals.applyLinkPaid(
          rec,
          {
            gatewayPaymentId,
            amount: int(payment?.amount),
            currency: str(payment?.currency),
            method: str(payment?.method),
            createdAt: int(payment?.created_at),
          },
          payer,
        );
      });
    } catch (error) {
      if (error instanceof DuplicateEvent)
        return { success: true, message: 'Event already applied.' };
      throw error;
    }
    if (!applied) {
      this.logger.log(JSON.stringify({ event: 'webhook_ignored', type: event }));
      return { success: true, message: 'Event ignored.' };
    }
    return { success: true, message: 'Event applied.' };
  }

  private async record(eventId: string, event: string): Promise<void> {
    const em = this.tx.open();
    if (await em.getRepository(WebhookEvent).existsBy({ eventId })) throw new DuplicateEvent();
    try {
      await em.getRepository(WebhookEvent).insert({ eventId, event: event.slice(0, 64) });
    } catch (error) {
      if (isDuplicateKey(error)) throw new DuplicateEvent();
      throw error;
    }
  }

  /** What an event asks for, from the parts of its payload this app reads. */
  private action(event: string, body: RazorpayEvent): Action | null {
    const payment = body.payload?.payment?.entity;
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = str(body.payload?.order?.entity?.id) ?? str(payment?.order_id);
        const gatewayPaymentId = str(payment?.id);
        if (!orderId || !gatewayPaymentId) return null;
        return {
          kind: 'paid',
          orderId,
          paymentOrderId: str(payment?.order_id),
          capture: {
            gatewayPaymentId,
            amount: int(payment?.amount),
            currency: str(payment?.currency),
          },
        };
      }
      case 'payment.failed': {
        const orderId = str(payment?.order_id);
        return orderId ? { kind: 'failed', orderId } : null;
      }
      case 'refund.processed': {
        const gatewayPaymentId = str(body.payload?.refund?.entity?.payment_id) ?? str(payment?.id);
        const orderId = str(payment?.order_id);
        const gatewayRefundId = str(body.payload?.refund?.entity?.id);
        const amount = int(body.payload?.refund?.entity?.amount);
        const currency = str(body.payload?.refund?.entity?.currency);
        return gatewayPaymentId || orderId
          ? { kind: 'refunded', orderId, gatewayPaymentId, gatewayRefundId, amount, currency }
          : null;
      }
      default:
        return null;
    }
  }

  /** What in the event does not match the payment it names (the payment locked), if anything. */
  private mismatch(action: Action, payment: Payment): 'amount' | 'currency' | 'order' | null {
    if (action.kind === 'paid') {
      const { amount, currency } = action.capture;
      if (action.paymentOrderId !== undefined && action.paymentOrderId !== action.orderId)
        return 'order';
      if (currency !== undefined && currency !== payment.currency) return 'currency';
      if (amount !== undefined && amount !== payment.amount) return 'amount';
    } else if (action.kind === 'refunded') {
      if (
        action.orderId !== undefined &&
        payment.gatewayOrderId !== null &&
        action.orderId !== payment.gatewayOrderId
      )
        return 'order';
      if (action.currency !== undefined && action.currency !== payment.currency) return 'currency';
      if (
        payment.status === 'paid' &&
        action.amount !== undefined &&
        (action.amount <= 0 || action.amount > payment.amount - payment.refundedAmount)
      )
        return 'amount';
    }
    return null;
  }

  private async find(action: Action): Promise<Payment | null> {
    const repo = this.payments;
    if (action.kind === 'refunded' && action.gatewayPaymentId) {
      const byPayment = await repo.findOneBy({ gatewayPaymentId: action.gatewayPaymentId });
      if (byPayment) return byPayment;
    }
    return action.orderId ? repo.findOneBy({ gatewayOrderId: action.orderId }) : null;
  }
}
