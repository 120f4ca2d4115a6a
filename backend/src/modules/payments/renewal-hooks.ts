import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type {
  Language,
  SandboxCompleteSubscriptionResponse,
  VerifyPaymentResponse,
} from '@yoga/contracts';
import type { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import type { Payer } from './payment-settlement.service.js';

/** One debit of a subscription as a webhook (or the sandbox) reports it. */
export interface Charge {
  gatewayPaymentId: string;
  amount?: number;
  currency?: string;
  /** Razorpay's payment method: upi, card, emandate, … */
  method?: string;
  /** Unix seconds the gateway made the payment (its entity's `created_at`); now when unknown. */
  createdAt?: number;
}

/** What a subscription event says (Razorpay's subscription entity, the parts read here). */
export interface SubscriptionFacts {
  /** Debits Razorpay counts as paid: an event older than what we know changes no status. */
  paidCount?: number;
  /** Unix seconds of the next charge. */
  chargeAt?: number | null;
  /** The gateway's own status of the subscription (mirrored in `gatewayStatus`). */
  gatewayStatus?: string;
}

export type SubscriptionEvent =
  | 'authenticated'
  | 'activated'
  | 'charged'
  | 'pending'
  | 'halted'
  | 'cancelled'
  | 'completed'
  | 'paused'
  | 'resumed'
  | 'updated';

/**
 * What payments hands to the renewals module: the gateway's subscription events (webhooks, the
 * reconciliation) and the two checkout routes payments serves for orders and subscriptions alike
 * (`POST /api/payments/verify` and `/sandbox/complete` with a subscription id). Each debit it settles
 * comes back through PaymentSettlementService (and so through the `membership` grant handler).
 */
export interface RenewalHandler {
  /**
   * A subscription webhook, inside the webhook's transaction (the ambient one) after its event id was
   * recorded. Returns the subscription when it just halted (its payment link is made after the commit).
   */
  applyWebhook(
    rec: RecurringSubscription,
    event: SubscriptionEvent,
    facts: SubscriptionFacts,
    charge: Charge | null,
    payer: Payer,
  ): Promise<RecurringSubscription | null>;
  /** `payment_link.paid` (inside the webhook's transaction); false when it does not match. */
  applyLinkPaid(rec: RecurringSubscription, charge: Charge, payer: Payer): Promise<boolean>;
  /** Renewal halted after the retries: the link to pay once. */
  sendPaymentLink(rec: RecurringSubscription): Promise<void>;
  /** `POST /api/payments/verify` with `razorpay_subscription_id`. */
  verify(
    userId: number,
    dto: {
      razorpay_subscription_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    },
  ): Promise<VerifyPaymentResponse>;
  /** `POST /api/payments/sandbox/complete` with `subscription_id`. */
  sandboxComplete(
    userId: number,
    subscriptionId: string,
    outcome: 'success' | 'failure',
    language: Language,
  ): Promise<SandboxCompleteSubscriptionResponse>;
}

/**
 * The renewals module registers its handler here (its `onModuleInit`): payments cannot import it
 * (renewals import payments). Without one the application does not start.
 */
@Injectable()
export class RenewalHooks implements OnApplicationBootstrap {
  private handler: RenewalHandler | null = null;

  register(handler: RenewalHandler): void {
    if (this.handler) throw new Error('A renewal handler is registered twice');
    this.handler = handler;
  }

  get renewals(): RenewalHandler {
    if (!this.handler) throw new Error('No renewal handler registered (the renewals module)');
    return this.handler;
  }

  onApplicationBootstrap(): void {
    if (!this.handler) throw new Error('No renewal handler registered (the renewals module)');
  }
}
