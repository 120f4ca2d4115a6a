/** The payments module's public surface: payments, refunds and the admin's payment list. */
export { PaymentsModule } from './payments.module.js';
export { PaymentsAdminService } from './payments-admin.service.js';
export { PaymentsService } from './payments.service.js';
import { Payment } from './entities/payment.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { GatewayPlan } from './entities/gateway-plan.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';

export const PAYMENTS_ENTITIES = [Payment, WebhookEvent, GatewayPlan, RecurringSubscription];
