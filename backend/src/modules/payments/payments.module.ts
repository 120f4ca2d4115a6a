import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { CreditsModule } from '../credits/credits.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { UsersModule } from '../users/users.module.js';
import { Payment } from './entities/payment.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { RazorpayGateway } from './gateways/razorpay.gateway.js';
import { SandboxGateway } from './gateways/sandbox.gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { PaymentsInvoicingService } from './payments-invoicing.service.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsPersonalData } from './payments.personal-data.js';
import { PaymentsService } from './payments.service.js';
import { WebhooksService } from './webhooks.service.js';

/** Razorpay with keys; the sandbox without them (never in production: then nothing is sold). */
export function paymentGateway(config: AppConfig): PaymentGateway | null {
  const { razorpay, sandboxAllowed, sandboxSecret } = config.payments;
  if (razorpay) return new RazorpayGateway(razorpay.keyId, razorpay.keySecret, razorpay.apiUrl);
  return sandboxAllowed ? new SandboxGateway(sandboxSecret) : null;
}

@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, WebhookEvent]),
    UsersModule,
    CreditsModule,
    SubscriptionsModule,
    InvoicesModule,
  ],
  controllers: [PaymentsController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [APP_CONFIG], useFactory: paymentGateway },
    PaymentsService,
    PaymentsPersonalData,
    PaymentSettlementService,
    PaymentsAdminService,
    PaymentsInvoicingService,
    WebhooksService,
  ],
  exports: [PaymentsAdminService],
})
export class PaymentsModule {}
