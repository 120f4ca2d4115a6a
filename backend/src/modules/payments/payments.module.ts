import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './config.js';
import { CouponsModule } from '../coupons/index.js';
import { CreditsModule } from '../credits/index.js';
import { InvoicesModule } from '../invoices/index.js';
import { PlansModule } from '../plans/index.js';
import { PurchaseGrantsModule } from '../purchase-grants/index.js';
import { UsersModule } from '../users/index.js';
import { Payment } from './entities/payment.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import { ReconciliationController } from './reconciliation.controller.js';
import { ReconciliationService } from './reconciliation.service.js';
import { ReconciliationItem } from './entities/reconciliation-item.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { RazorpayGateway } from './gateways/razorpay.gateway.js';
import { SandboxGateway } from './gateways/sandbox.gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsInvoicingService } from './payments-invoicing.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsPersonalData } from './payments.personal-data.js';
import { PaymentsService } from './payments.service.js';
import { RenewalHooks } from './renewal-hooks.js';
import { WebhooksService } from './webhooks.service.js';
import { CheckoutLifecycleService } from './checkout-lifecycle.service.js';

/** Razorpay with keys; the sandbox without them (never in production: then nothing is sold). */
export function paymentGateway(config: PaymentsConfig): PaymentGateway | null {
  const { razorpay, sandboxAllowed, sandboxSecret } = config;
  if (razorpay) return new RazorpayGateway(razorpay.keyId, razorpay.keySecret, razorpay.apiUrl);
  return sandboxAllowed ? new SandboxGateway(sandboxSecret) : null;
}

/**
 * The money: orders, payments, refunds, invoices and credit notes (through the invoices module), the
 * gateway and the lifecycle of its objects, webhooks and the reconciliation. What a purchase grants is
 * each purpose's owner's (PurchaseGrants); renewals are the renewals module's (RenewalHooks).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, WebhookEvent, RecurringSubscription, ReconciliationItem]),
    UsersModule,
    CreditsModule,
    CouponsModule,
    InvoicesModule,
    PlansModule,
    PurchaseGrantsModule,
  ],
  controllers: [PaymentsController, ReconciliationController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [PAYMENTS_CONFIG], useFactory: paymentGateway },
    PaymentsService,
    PaymentsPersonalData,
    PaymentSettlementService,
    PaymentsAdminService,
    PaymentsInvoicingService,
    WebhooksService,
    CheckoutLifecycleService,
    ReconciliationService,
    RenewalHooks,
  ],
  exports: [
    PaymentsAdminService,
    PaymentsService,
    PaymentSettlementService,
    CheckoutLifecycleService,
    RenewalHooks,
    PAYMENT_GATEWAY,
    PurchaseGrantsModule,
  ],
})
export class PaymentsModule {}
