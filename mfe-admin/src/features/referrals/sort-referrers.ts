import type { ReferralRow } from '@yoga/contracts';

/** Most referrals first; ties by name so the order is stable. */
export function sortReferrers(rows: readonly ReferralRow[]): ReferralRow[] {
  return [...rows].sort(
    (a, b) => b.referral_count - a.referral_count || a.name.localeCompare(b.name),
  );
}
