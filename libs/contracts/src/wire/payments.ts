import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type {
  CheckoutOrderPayload,
  SandboxCompleteRequest as SandboxCompleteAnyRequest,
  SandboxFailureResponse,
} from './api.generated.js';

/**
 * Checkout, verification and payment records (/api/payments). Every money field is an integer in the
 * smallest unit of its currency (paise for INR, cents for USD); times are ISO 8601.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/payments/dto and the schema classes of
 * backend/src/modules/payments/payments.schemas.ts); their documentation is there. Two keep their
 * contract names over a schema named otherwise: VerifyPaymentRequest is the document's
 * CheckoutOrderPayload (the document's VerifyPaymentRequest, the body the server accepts, is
 * VerifyAnyPaymentRequest in wire/recurring.ts), and SandboxCompleteRequest is the order form of the
 * document's SandboxCompleteRequest. AdminPaymentsQuery, a query string's parameters, has no schema
 * and stays written here.
 */
export type {
  AdminPaymentRecord,
  AdminPaymentsResponse,
  CheckoutPrefill,
  CreateOrderRequest,
  CreateOrderResponse,
  PaymentRecord,
  PaymentUser,
  SandboxFailureResponse,
  VerifyPaymentResponse,
} from './api.generated.js';

// ---------------------------------------------------------------- checkout

export const PAYMENT_GATEWAYS = ['razorpay', 'sandbox'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunded';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['created', 'paid', 'failed', 'refunded'];

/** What Razorpay Checkout hands to its success handler; also the body of POST /api/payments/verify. */
export type { CheckoutOrderPayload as VerifyPaymentRequest } from './api.generated.js';

/** POST /api/payments/sandbox/complete for an order (the order's owner; 404 in production). */
export type SandboxCompleteRequest = Required<
  Pick<SandboxCompleteAnyRequest, 'order_id' | 'outcome'>
>;

/** outcome "success" → exactly Razorpay Checkout's success payload; "failure" → the payment failed. */
export type SandboxCompleteResponse = CheckoutOrderPayload | SandboxFailureResponse;

/**
 * GET /api/payments (admin). All filters optional: `q` matches name or email (substring),
 * `from`/`to` are IST calendar dates (YYYY-MM-DD, inclusive) on the payment's creation time.
 * Newest first; `page` from 1, `limit` up to 100 (default 100).
 */
export interface AdminPaymentsQuery {
  q?: string;
  status?: PaymentStatus;
  plan?: PlanId;
  currency?: Currency;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}
