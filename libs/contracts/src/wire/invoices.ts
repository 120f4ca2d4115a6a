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
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/payments/dto and the schema classes of
 * backend/src/modules/payments/payments.schemas.ts); their documentation is there. GstExportQuery,
 * a query string's parameters, has no schema in the document and stays written here.
 */

export type { OfflinePaymentRequest, RefundRequest, RefundResponse } from './api.generated.js';

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
