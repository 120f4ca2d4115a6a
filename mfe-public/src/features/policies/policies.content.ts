import type { Plan } from '@yoga/contracts';
import type { Translate } from '../../shared/i18n';

/** The date of the policies' latest change (IST date; shown "26 November 2026" / "26 नवंबर 2026"). */
export const POLICY_UPDATED = '2026-11-26';

/** The lengths of the plans on sale (GET /api/plans), "3, 6 or 12", shortest first. */
export function planMonthsText(t: Translate, plans: readonly Pick<Plan, 'months'>[]): string {
  const months = [...new Set(plans.map((p) => p.months))].sort((a, b) => a - b).map(String);
  const last = months.pop() ?? '';
  return months.length ? t('public.policy.periods', { list: months.join(', '), last }) : last;
}
