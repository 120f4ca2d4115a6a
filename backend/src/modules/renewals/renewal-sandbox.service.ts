import { Inject, Injectable } from '@nestjs/common';
import { RENEWAL_FAILURES_TO_HALT, type Language, type MySubscription } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { translate } from '../../common/i18n/catalog.js';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../payments/config.js';
import { Transactions } from '../../database/transactions.js';
import {
  PAYMENT_GATEWAY,
  PaymentSettlementService,
  SandboxGateway,
  sandboxId,
  type PaymentGateway,
  type SubscriptionEvent,
} from '../payments/index.js';
import { RenewalRecords } from './renewal-records.js';
import { RenewalDebits } from './renewal-debits.service.js';

/** The sandbox gateway's subscription checkout and renewal debits (never in production). */
@Injectable()
export class RenewalSandbox {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    private readonly settlement: PaymentSettlementService,
    private readonly tx: Transactions,
    private readonly records: RenewalRecords,
    private readonly debits: RenewalDebits,
  ) {}

  // ---------------------------------------------------------------- sandbox

  private sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) throw new ApiError('not_found');
    return this.gateway;
  }

  /** Sandbox Checkout of a subscription's first payment: Razorpay's success payload. */
  async sandboxComplete(
    userId: number,
    subscriptionId: string,
    outcome: 'success' | 'failure',
    language: Language,
  ): Promise<
    | { razorpay_subscription_id: string; razorpay_payment_id: string; razorpay_signature: string }
    | { success: false; status: 'failed'; message: string }
  > {
    const sandbox = this.sandbox();
    const rec = await this.records.own(userId, subscriptionId);
    if (rec.status !== 'created') throw new ApiError('order_already_paid');
    if (outcome === 'success') return sandbox.completeSubscriptionPayment(subscriptionId);
    return {
      success: false,
      status: 'failed',
      message: translate(language, 'payment.failed_no_credits'),
    };
  }

  /**
   * Sandbox (not in production): the next renewal debit now, with the effects of Razorpay's webhooks:
   * success → `charged`; failure → `pending`, the third failure in a row → `halted` (and its link).
   */
  async sandboxCharge(
    userId: number,
    subscriptionId: string,
    outcome: 'success' | 'failure',
  ): Promise<MySubscription> {
    this.sandbox();
    if (!this.config.sandboxAllowed) throw new ApiError('not_found');
    const rec = await this.records.own(userId, subscriptionId);
    if (rec.status !== 'active' && rec.status !== 'pending')
      throw new ApiError('recurring_not_active');
    const payer = await this.settlement.payer(userId);
    const halted = await this.tx.run(async () => {
      const locked = await this.records.lock(rec.id);
      if (!locked) throw new ApiError('recurring_not_found');
      if (outcome === 'success') {
        const charged = await this.debits.settle(
          locked,
          { gatewayPaymentId: sandboxId('pay'), method: locked.method ?? 'upi' },
          payer,
        );
        await this.debits.applyStatus(locked, 'charged', {}, charged);
        return null;
      }
      const event: SubscriptionEvent =
        locked.failures + 1 >= RENEWAL_FAILURES_TO_HALT ? 'halted' : 'pending';
      if (event === 'halted') locked.failures += 1;
      return (await this.debits.applyStatus(locked, event, {})) === 'halted' ? locked : null;
    });
    if (halted) await this.debits.sendPaymentLink(halted);
    return this.records.me(userId);
  }
}
