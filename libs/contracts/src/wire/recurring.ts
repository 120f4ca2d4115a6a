import type {
  CheckoutSubscriptionPayload,
  SandboxCompleteRequest as SandboxCompleteAnyRequest,
  SandboxFailureResponse,
} from './api.generated.js';

/**
 * Memberships that renew themselves (issue 26): a Razorpay subscription per student (UPI AutoPay,
 * cards, eMandate), stopped or paused by the student. Money in minor units; instants ISO 8601; `from`
 * and `until` are IST dates (YYYY-MM-DD).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/renewals/dto and backend/src/modules/payments/dto, the schema classes of
 * backend/src/modules/renewals/renewals.schemas.ts, and payments/payments.schemas.ts and
 * reconciliation.schemas.ts); their documentation is there. Three keep their contract names over a
 * schema named otherwise: VerifySubscriptionPaymentRequest is the document's
 * CheckoutSubscriptionPayload, VerifyAnyPaymentRequest and SandboxCompleteAnyRequest are the
 * document's VerifyPaymentRequest and SandboxCompleteRequest (the bodies the server accepts: an
 * order's or a subscription's).
 */
export type {
  AdminRecurringRecord,
  CancelRecurringRequest,
  CheckoutSubscriptionPayload as VerifySubscriptionPaymentRequest,
  CreateRecurringRequest,
  CreateRecurringResponse,
  OwnedRenewal,
  PauseInfo,
  PauseRequest,
  ReconciliationChecked,
  ReconciliationItem,
  ReconciliationRunResponse,
  RecurringStudent,
  RenewalInfo,
  SandboxChargeRequest,
  SandboxCompleteRequest as SandboxCompleteAnyRequest,
  VerifyPaymentRequest as VerifyAnyPaymentRequest,
} from './api.generated.js';

export const RENEWAL_STATUSES = [
  'created',
  'active',
  'pending',
  'halted',
  'cancelling',
  'cancelled',
  'paused',
  'completed',
] as const;

/**
 * - `created`: waiting for the first payment (the authorisation).
 * - `active`: renews on `next_charge_at`.
 * - `pending`: a renewal charge failed; Razorpay retries, access runs to the end of the paid period.
 * - `halted`: the retries are exhausted, renewal stopped (a payment link was sent).
 * - `cancelling`: stopped by the student: nothing more is charged, the membership runs to its paid end.
 * - `cancelled`, `completed`: over. `paused`: paused with the membership.
 */
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/**
 * What a renewal renews (issue 35): the student's own membership, a household she pays for (its
 * members' access with it) or a company's seats (a B2B invoice each debit). `household` and `company`
 * renewals name their household or company (`reference_id`).
 */
export const RENEWAL_PURPOSES = ['membership', 'household', 'company'] as const;
export type RenewalPurpose = (typeof RENEWAL_PURPOSES)[number];

/** POST /api/payments/sandbox/complete for a subscription (sandbox only). */
export type SandboxCompleteSubscriptionRequest = Required<
  Pick<SandboxCompleteAnyRequest, 'subscription_id' | 'outcome'>
>;

/** 200 of POST /api/payments/sandbox/complete for a subscription. */
export type SandboxCompleteSubscriptionResponse =
  CheckoutSubscriptionPayload | SandboxFailureResponse;

export const PAUSE_MIN_DAYS = 7;
export const PAUSE_MAX_DAYS = 30;
export const PAUSE_DAYS_PER_YEAR_DEFAULT = 30;
/** Renewal failures in a row that halt a subscription (Razorpay's retries; the sandbox's too). */
export const RENEWAL_FAILURES_TO_HALT = 3;

/**
 * What the reconciliation with the gateway found and fixed (issue 35): each difference once, by its
 * kind and the gateway's id.
 * - `payment_unknown`: a captured payment of one of our orders that was never recorded here (settled, or
 *   refunded when its checkout was superseded or its holds lost);
 * - `debit_unknown`: a subscription's debit never recorded here (settled, or refunded after a stop);
 * - `payment_foreign`: a captured payment of no order or subscription of ours (listed, left alone);
 * - `subscription_unknown` / `subscription_live_there`: live at the gateway but unknown or stopped here
 *   (cancelled there at once);
 * - `refund_unknown`: a refund made at the gateway (its dashboard) and not recorded here (recorded).
 */
export const RECONCILIATION_KINDS = [
  'payment_unknown',
  'debit_unknown',
  'payment_foreign',
  'subscription_unknown',
  'subscription_live_there',
  'refund_unknown',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];
export const RECONCILIATION_ACTIONS = [
  'settled',
  'refunded',
  'cancelled',
  'recorded',
  'listed',
] as const;
export type ReconciliationAction = (typeof RECONCILIATION_ACTIONS)[number];
