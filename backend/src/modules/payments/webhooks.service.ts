import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { PAYMENT_MESSAGES, type SuccessResponse } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Transactions } from '../../database/transactions.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { hmacHex, sameHex } from './gateways/payment-gateway.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentSettlementService, type Capture } from './payment-settlement.service.js';

/** The parts of Razorpay's event payloads this app reads. */
interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown };
    };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown } };
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const int = (v: unknown): number | undefined =>
  Number.isSafeInteger(v) ? (v as number) : undefined;

class DuplicateEvent extends Error {}

type Action =
  | { kind: 'paid'; orderId: string; capture: Capture }
  | { kind: 'failed'; orderId: string }
  | { kind: 'refunded'; orderId?: string; gatewayPaymentId?: string; gatewayRefundId?: string };

/**
 * POST /api/payments/webhook: the raw body signed with RAZORPAY_WEBHOOK_SECRET, each event applied
 * once (X-Razorpay-Event-Id, recorded in the same transaction), in any order relative to verify.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: Transactions,
    private readonly settlement: PaymentSettlementService,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
  ) {}

  async handle(
    raw: unknown,
    signature: string | undefined,
    eventId: string | undefined,
  ): Promise<SuccessResponse> {
    const secret = this.config.payments.webhookSecret;
    if (!secret || !Buffer.isBuffer(raw) || !sameHex(hmacHex(secret, raw), signature))
      throw new BadRequestException(PAYMENT_MESSAGES.invalidWebhookSignature);
    let body: RazorpayEvent;
    try {
      body = JSON.parse(raw.toString('utf8')) as RazorpayEvent;
    } catch {
      throw new BadRequestException('Malformed request body.');
    }
    const event = str(body?.event) ?? '';
    const id = eventId?.trim().slice(0, 64) || undefined;
    const action = this.action(event, body);
    // Read outside the transaction: the payment's student (inside it, only `em` is used).
    const target = action ? await this.find(action) : null;
    const payer =
      target && action?.kind === 'paid' ? await this.settlement.payer(target.userId) : null;
    try {
      await this.tx.run(async (em) => {
        if (id) await this.record(em, id, event);
        if (!action || !target) return;
        const locked = await this.settlement.lockById(em, target.id);
        if (!locked) return;
        if (action.kind === 'paid')
          await this.settlement.markPaid(em, locked, action.capture, payer!);
        else if (action.kind === 'failed') await this.settlement.markFailed(em, locked);
        else
          await this.settlement.markRefunded(em, locked, {
            gatewayPaymentId: action.gatewayPaymentId,
            gatewayRefundId: action.gatewayRefundId,
          });
      });
    } catch (error) {
      if (error instanceof DuplicateEvent)
        return { success: true, message: 'Event already applied.' };
      throw error;
    }
    if (!action || !target) {
      this.logger.log(JSON.stringify({ event: 'webhook_ignored', type: event }));
      return { success: true, message: 'Event ignored.' };
    }
    return { success: true, message: 'Event applied.' };
  }

  private async record(em: EntityManager, eventId: string, event: string): Promise<void> {
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
        return gatewayPaymentId || orderId
          ? { kind: 'refunded', orderId, gatewayPaymentId, gatewayRefundId }
          : null;
      }
      default:
        return null;
    }
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
