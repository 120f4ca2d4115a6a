import { SUBSCRIPTION_REQUIRED_ERROR } from '../rules/membership.js';

/**
 * The student's trial or plan (GET /api/subscriptions/me) and the 403 of a student who is not entitled.
 * Money fields are integers in the smallest unit of their currency; times are ISO 8601.
 *
 * The response types are generated from the server's classes (ADR 0016: the schema classes of
 * backend/src/modules/subscriptions/subscriptions.schemas.ts); their documentation is there.
 */
export type { MySubscription, SubscriptionPlan } from './api.generated.js';

// ---------------------------------------------------------------- membership

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * 403 body of a not-entitled student on join or class booking. Errors are documented as the one
 * ApiErrorBody in the OpenAPI document, so this narrower body has no schema of its own and stays written
 * here.
 */
export interface SubscriptionRequiredBody {
  success: false;
  message: string;
  error: typeof SUBSCRIPTION_REQUIRED_ERROR;
}
