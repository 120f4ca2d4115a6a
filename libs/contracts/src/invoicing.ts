import type { Currency } from './packages.js';
import type { AdminPaymentRecord, PlanId } from './subscriptions.js';

/**
 * GST invoices, refunds with credit notes, offline payments and the GST export (issue 10).
 * Money in integer minor units (paise, cents); dates as IST calendar dates (YYYY-MM-DD) where named `*_on`.
 *
 * Routes:
 * - GET  /api/payments/:id/invoice      → application/pdf (the payment's owner or an admin; anyone else 404;
 *                                          a payment without an invoice (not paid) → 404)
 * - GET  /api/payments/:id/credit-note  → application/pdf (same rules; only a refunded payment has one)
 * - POST /api/payments/:id/refund       (admin) RefundRequest → 200 RefundResponse;
 *                                          already refunded → 409; not paid → 409; gateway failure → 502 (nothing changed)
 * - POST /api/payments/offline          (admin) OfflinePaymentRequest → 201 AdminPaymentRecord; repeated UTR → 409
 * - GET  /api/payments/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin) → text/csv attachment, streamed
 *                                          (IST invoice dates, inclusive; both optional: from defaults to the
 *                                          1st of the current month, to to today; a bad date or from > to → 400)
 * - GET  /api/admin/metrics             (admin) → BusinessMetrics (business-metrics.ts)
 */

export const CHECKOUT_METHODS = ['razorpay', 'sandbox'] as const;
export const OFFLINE_METHODS = ['upi', 'bank_transfer', 'cash'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export type PaymentMethod = (typeof CHECKOUT_METHODS)[number] | OfflineMethod;
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const REFUND_REASON_MAX_LENGTH = 500;
export const PAYMENT_REFERENCE_MAX_LENGTH = 64;

export interface RefundRequest {
  /** Why the money goes back (1–500 characters); printed on the credit note. */
  reason: string;
}

export interface RefundResponse {
  success: true;
  message: string;
  payment: AdminPaymentRecord;
}

export interface OfflinePaymentRequest {
  user_id: number;
  plan: PlanId;
  currency: Currency;
  /** Received, in minor units: a positive integer, at most the plan's offer price. */
  amount: number;
  method: OfflineMethod;
  /** UTR, cheque or receipt number: unique across all payments (a repeat → 409). */
  reference: string;
  /** The IST calendar date the money arrived (YYYY-MM-DD), not in the future. */
  paid_on: string;
  /** Buyer's GST state code for an INR payment; defaults like checkout (profile, then the seller's state). */
  state?: string;
}

export const INVOICING_MESSAGES = {
  refunded: 'Payment refunded. A credit note has been issued.',
  alreadyRefunded: 'This payment is already refunded.',
  notPaid: 'Only a paid payment can be refunded.',
  refundFailed: 'The payment service refused the refund. Nothing was changed.',
  duplicateReference: 'A payment with this reference (UTR) is already recorded.',
  offlineRecorded: 'Payment recorded. The plan and the invoice are ready.',
  noInvoice: 'Invoice not found.',
} as const;
