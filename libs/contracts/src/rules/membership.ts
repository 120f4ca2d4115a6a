import type { SubscriptionStatus } from '../wire/subscriptions.js';

/**
 * Who may join live classes and book paid ones.
 */

/** Entitled to join live classes and book paid classes. Admins and instructors always are. */
export function isEntitledStatus(status: SubscriptionStatus): boolean {
  return status === 'trial' || status === 'active';
}

export const SUBSCRIPTION_REQUIRED_ERROR = 'subscription_required';
