import {
  formatIstDateTime,
  formatPriceMinor,
  type PaymentRecord,
  type PaymentStatus,
} from '@yoga/contracts';
import { formatDateTime, type Locale, type LocaleState } from '@yoga/i18n';

/**
 * Words (message IDs) and solid tag colours (white text at AA contrast) of a payment's status. A checkout
 * never paid (`created`) and one that failed or she cancelled (`failed`) are both "Not completed", in a
 * neutral colour: no money was taken (issue 38).
 */
export const PAYMENT_STATUS_VIEW: Record<PaymentStatus, { label: string; color: string }> = {
  created: { label: 'user.payments.status.created', color: '#595959' },
  paid: { label: 'user.payments.status.paid', color: '#2f7d32' },
  failed: { label: 'user.payments.status.failed', color: '#595959' },
  refunded: { label: 'user.payments.status.refunded', color: '#0958d9' },
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

/**
 * One row of the history in the active language: the paid time when paid (else when it was started),
 * in India time.
 */
export function paymentRow(p: PaymentRecord, t: LocaleState['t'], locale: Locale): PaymentRow {
  const when = p.paid_at ?? p.created_at;
  return {
    key: p.id,
    date: locale === 'en' ? formatIstDateTime(when) : formatDateTime(when, locale),
    plan: t('user.payments.planValue', { plan: p.plan.name, months: p.plan.months }),
    amount: formatPriceMinor(p.amount, p.currency),
    credits: p.credits_applied > 0 ? formatPriceMinor(p.credits_applied, p.currency) : '—',
    status: p.status,
    invoiceNo: p.invoice_no,
    creditNoteNo: p.credit_note_no,
  };
}
