import { POLICY_LIMITS } from '@yoga/contracts';

export const POLICY_UPDATED = '1 November 2026';

/** "monthly, quarterly, semi-annual or annual" */
export function subscriptionPeriodsText(): string {
  const periods = [...POLICY_LIMITS.subscriptionPeriods];
  const last = periods.pop();
  return `${periods.join(', ')} or ${last}`;
}
