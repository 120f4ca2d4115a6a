import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PAYMENT_MESSAGES, type SuccessResponse } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Transactions } from '../../database/transactions.js';
import { isDuplicateKey } from '../users/users.service.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { hmacHex, sameHex } from './gateways/payment-gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

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
    try {
      const applied = await this.tx.run(async (em) => {
        if (id) await this.record(em, id, event);
        return this.apply(em, event, body);
      });
      return { success: true, message: applied ? 'Event applied.' : 'Event ignored.' };
    } catch (error) {
      if (error instanceof DuplicateEvent)
        return { success: true, message: 'Event already applied.' };
      throw error;
    }
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

  private async apply(em: EntityManager, event: string, body: RazorpayEvent): Promise<boolean> {
    const payment = body.payload?.payment?.entity;
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = str(body.payload?.order?.entity?.id) ?? str(payment?.order_id);
        const gatewayPaymentId = str(payment?.id);
        if (!orderId || !gatewayPaymentId) return false;
        const row = await this.settlement.lockByOrder(em, orderId);
        if (!row) return false;
        await this.settlement.markPaid(em, row, {
          gatewayPaymentId,
          amount: int(payment?.amount),
          currency: str(payment?.currency),
        });
        return true;
      }
      case 'payment.failed': {
        const orderId = str(payment?.order_id);
        const row = orderId ? await this.settlement.lockByOrder(em, orderId) : null;
        if (!row) return false;
        await this.settlement.markFailed(em, row);
        return true;
      }
      case 'refund.processed': {
        const gatewayPaymentId = str(body.payload?.refund?.entity?.payment_id) ?? str(payment?.id);
        const orderId = str(payment?.order_id);
        const row =
          (gatewayPaymentId
            ? await this.settlement.lockByGatewayPayment(em, gatewayPaymentId)
            : null) ?? (orderId ? await this.settlement.lockByOrder(em, orderId) : null);
        if (!row) return false;
        await this.settlement.markRefunded(em, row, gatewayPaymentId);
        return true;
      }
      default:
        this.logger.log(JSON.stringify({ event: 'webhook_ignored', type: event }));
        return false;
    }
  }
}
