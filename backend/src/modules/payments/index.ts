/**
 * The payments module's public surface: orders, payments, refunds, invoices through settlement, the
 * gateway and its objects' lifecycle, and the admin's payment list. What a paid purchase grants is
 * registered per purpose in PurchaseGrants (re-exported here); the renewals module registers its
 * handler of the gateway's subscription events in RenewalHooks.
 */
export { PaymentsModule } from './payments.module.js';
export { CheckoutPrefillSchema, CreateOrderResponseSchema } from './payments.schemas.js';
export { PaymentsAdminService, type PaymentFact } from './payments-admin.service.js';
export { PaymentsService } from './payments.service.js';
export { PaymentSettlementService, type Payer } from './payment-settlement.service.js';
export { CheckoutLifecycleService, GATEWAY_LIVE_STATUSES } from './checkout-lifecycle.service.js';
export {
  RenewalHooks,
  type Charge,
  type RenewalHandler,
  type SubscriptionEvent,
  type SubscriptionFacts,
} from './renewal-hooks.js';
export { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
export { SandboxGateway, sandboxId } from './gateways/sandbox.gateway.js';
export { GATEWAY_ID, GATEWAY_ID_MESSAGE, PlanChoiceDto } from './dto/payment.dto.js';
export { Payment } from './entities/payment.entity.js';
export { RecurringSubscription } from './entities/recurring-subscription.entity.js';
export {
  PurchaseGrants,
  type Granted,
  type Purchase,
  type PurchaseBuyer,
  type PurchaseGrantHandler,
  type RenewalGrantHandler,
  type RenewalTerms,
  RENEWAL_PAYMENT_PURPOSE,
} from '../purchase-grants/index.js';
import { Payment } from './entities/payment.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import { ReconciliationItem } from './entities/reconciliation-item.entity.js';

import type { MigrationClass } from '../../database/migrations/index.js';
import { RenewalPurposes1796720000000 } from './migrations/1796720000000-RenewalPurposes.js';

export const PAYMENTS_ENTITIES = [Payment, WebhookEvent, RecurringSubscription, ReconciliationItem];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const PAYMENTS_MIGRATIONS: MigrationClass[] = [RenewalPurposes1796720000000];
export { PAYMENTS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { PAYMENTS_CONFIG, loadPaymentsConfig } from './config.js';
import { PaymentsModule } from './payments.module.js';
import { PAYMENTS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PAYMENTS_FEATURE = defineFeature({
  name: 'payments',
  module: PaymentsModule,
  entities: PAYMENTS_ENTITIES,
  migrations: PAYMENTS_MIGRATIONS,
  errors: PAYMENTS_ERRORS,
  config: {
    key: 'payments',
    token: PAYMENTS_CONFIG,
    needs: ['auth'],
    load: (env, { mode, core }) => loadPaymentsConfig(env, mode, core.auth.jwtSecret),
  },
});
