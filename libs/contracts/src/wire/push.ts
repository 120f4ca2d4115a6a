/**
 * Web push subscriptions (/api/push).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/push/dto and the schema classes of
 * backend/src/modules/push/push.schemas.ts);
 * their documentation is there.
 */
export type {
  PushPublicKey,
  PushSubscriptionKeys,
  PushSubscriptionRequest,
  PushSubscriptionState,
  PushUnsubscribeRequest,
} from './api.generated.js';
