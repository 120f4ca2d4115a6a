import type { PaymentRecord } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import type { DocumentNumbers } from '../invoices/index.js';
import type { PlanNames } from '../plans/index.js';
import type { Payment } from './entities/payment.entity.js';

/** A payment as its student sees it; `names` from PlansService.names, `numbers` from GstDocumentsService.numbersFor. */
export function toPaymentRecord(
  p: Payment,
  names: PlanNames,
  numbers?: DocumentNumbers,
): PaymentRecord {
  return {
    id: p.id,
    plan: {
      id: p.plan,
      name: names.name(p.plan, p.currency),
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
    method: p.method,
    invoice_no: numbers?.invoice ?? null,
    credit_note_no: numbers?.creditNote ?? null,
    refunded_at: p.refundedAt ? iso(p.refundedAt) : null,
    refunded_amount: p.refundedAmount,
    purpose: p.purpose,
  };
}
