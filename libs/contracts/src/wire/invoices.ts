import type { OfflineMethod } from '../rules/invoicing.js';
import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { AdminPaymentRecord } from './payments.js';

/**
 * GST invoices, refunds with credit notes, offline payments and the GST export (issue 10).
 * Money in integer minor units (paise, cents); dates as IST calendar dates (YYYY-MM-DD) where named `*_on`.
 *
 * Routes:
 * - GET  /api/payments/:id/invoice      → application/pdf (the payment's owner or an admin; anyone else 404;
 *                                          a payment without an invoice (not paid) → 404)
 * - GET  /api/payments/:id/credit-note  → application/pdf (same rules; only a (partly) refunded payment has
 *                                          one; after partial refunds, the latest)
 * - POST /api/payments/:id/refund       (admin) RefundRequest → 200 RefundResponse;
 *                                          already refunded → 409; not paid → 409; gateway failure → 502 (nothing changed)
 * - POST /api/payments/offline          (admin) OfflinePaymentRequest → 201 AdminPaymentRecord; repeated UTR → 409
 * - GET  /api/payments/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (admin) → text/csv attachment, streamed
 *                                          (IST invoice dates, inclusive; both optional: from defaults to the
 *                                          1st of the current month, to to today; a bad date or from > to → 400)
 * - GET  /api/admin/metrics             (admin) → BusinessMetrics (wire/admin.ts)
 */

export interface RefundRequest {
  /** Why the money goes back (1–500 characters); printed on the credit note. */
  reason: string;
  /**
   * Part of the payment to refund, minor units (1 to what is left); all that is left when omitted. A partial
   * refund keeps the plan and gets a credit note for its own amount; the part that completes the refund
   * removes the plan's period like a full refund.
   */
  amount?: number;
  /**
   * A partial refund only: also shorten the membership in proportion (the payment's period ends
   * round(period days × amount ÷ price) days earlier, never before now; later periods move earlier).
   * Left out or false: the membership is kept whole.
   */
  shorten_membership?: boolean;
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
  partiallyRefunded: 'Part of the payment refunded. A credit note has been issued.',
  alreadyRefunded: 'This payment is already refunded.',
  notPaid: 'Only a paid payment can be refunded.',
  refundFailed: 'The payment service refused the refund. Nothing was changed.',
  duplicateReference: 'A payment with this reference (UTR) is already recorded.',
  offlineRecorded: 'Payment recorded. The plan and the invoice are ready.',
  noInvoice: 'Invoice not found.',
} as const;

/** GET /api/payments/export.csv (admin): IST invoice dates, inclusive; from defaults to the 1st of this month, to to today. */
export interface GstExportQuery {
  from?: string;
  to?: string;
}
