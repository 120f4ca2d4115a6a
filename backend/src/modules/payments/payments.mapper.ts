import { planPrice, type PaymentRecord } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import type { Payment } from './entities/payment.entity.js';

export function toPaymentRecord(p: Payment): PaymentRecord {
  return {
    id: p.id,
    plan: {
      id: p.plan,
      name: planPrice(p.plan, p.currency).name,
      months: p.months,
      currency: p.currency,
    },
    currency: p.currency,
    amount: p.amount,
    credits_applied: p.creditsApplied,
    gateway: p.gateway,
    order_id: p.gatewayOrderId ?? '',
    gateway_payment_id: p.gatewayPaymentId,
    status: p.status,
    created_at: iso(p.createdAt),
    paid_at: p.paidAt ? iso(p.paidAt) : null,
  };
}
