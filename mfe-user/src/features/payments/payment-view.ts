import {
  formatIstDateTime,
  formatMinor,
  type PaymentRecord,
  type PaymentStatus,
} from '@yoga/contracts';

/** Words and tag colours of a payment's status, for the student's history. */
export const PAYMENT_STATUS_VIEW: Record<PaymentStatus, { label: string; color: string }> = {
  created: { label: 'Not completed', color: 'default' },
  paid: { label: 'Paid', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  refunded: { label: 'Refunded', color: 'blue' },
};

export interface PaymentRow {
  key: number;
  date: string;
  plan: string;
  amount: string;
  credits: string;
  status: PaymentStatus;
}

/** One row of the history: the paid time when paid (else when it was started), in India time. */
export function paymentRow(p: PaymentRecord): PaymentRow {
  return {
    key: p.id,
    date: formatIstDateTime(p.paid_at ?? p.created_at),
    plan: `${p.plan.name} (${p.plan.months} months)`,
    amount: formatMinor(p.amount, p.currency),
    credits: p.credits_applied > 0 ? formatMinor(p.credits_applied, p.currency) : '—',
    status: p.status,
  };
}
