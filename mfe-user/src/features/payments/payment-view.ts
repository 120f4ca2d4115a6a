import {
  formatIstDateTime,
  formatPriceMinor,
  type PaymentRecord,
  type PaymentStatus,
} from '@yoga/contracts';

/** Words and solid tag colours (white text at AA contrast) of a payment's status. */
export const PAYMENT_STATUS_VIEW: Record<PaymentStatus, { label: string; color: string }> = {
  created: { label: 'Not completed', color: '#595959' },
  paid: { label: 'Paid', color: '#2f7d32' },
  failed: { label: 'Failed', color: '#a8071a' },
  refunded: { label: 'Refunded', color: '#0958d9' },
};

export interface PaymentRow {
  key: number;
  date: string;
  plan: string;
  amount: string;
  credits: string;
  status: PaymentStatus;
  /** The GST invoice's number once paid, and the credit note's once refunded. */
  invoiceNo: string | null;
  creditNoteNo: string | null;
}

/** One row of the history: the paid time when paid (else when it was started), in India time. */
export function paymentRow(p: PaymentRecord): PaymentRow {
  return {
    key: p.id,
    date: formatIstDateTime(p.paid_at ?? p.created_at),
    plan: `${p.plan.name} (${p.plan.months} months)`,
    amount: formatPriceMinor(p.amount, p.currency),
    credits: p.credits_applied > 0 ? formatPriceMinor(p.credits_applied, p.currency) : '—',
    status: p.status,
    invoiceNo: p.invoice_no,
    creditNoteNo: p.credit_note_no,
  };
}
