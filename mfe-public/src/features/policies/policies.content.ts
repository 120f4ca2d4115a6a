import { POLICY_LIMITS } from '@yoga/contracts';
import type { Translate } from '../../shared/i18n';

/** The date of the policies' latest change (IST date; shown "1 November 2026" / "1 नवंबर 2026"). */
export const POLICY_UPDATED = '2026-11-01';

/** "monthly, quarterly, semi-annual or annual" in the page's language. */
export function subscriptionPeriodsText(t: Translate): string {
  const periods = POLICY_LIMITS.subscriptionPeriods.map((p) => t(`public.policy.period.${p}`));
  const last = periods.pop() ?? '';
  return t('public.policy.periods', { list: periods.join(', '), last });
}
