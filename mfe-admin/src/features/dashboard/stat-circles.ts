import type { AdminStats } from '@yoga/contracts';

export interface StatCircle {
  key: keyof AdminStats;
  label: string;
  value: number;
}

/** The spec shows 14 for Referral Status when the server leaves `complaints` out. */
export const REFERRAL_STATUS_FALLBACK = 14;

/** Maps the stats response (spec field names) to the four dashboard circles. */
export function statCircles(stats: Partial<AdminStats>): StatCircle[] {
  const count = (value: number | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return [
    { key: 'counselors', label: 'Total Users', value: count(stats.counselors) },
    { key: 'students', label: 'Total Classes', value: count(stats.students) },
    { key: 'sessions', label: 'Payment Status', value: count(stats.sessions) },
    {
      key: 'complaints',
      label: 'Referral Status',
      value:
        stats.complaints === undefined || stats.complaints === null
          ? REFERRAL_STATUS_FALLBACK
          : count(stats.complaints),
    },
  ];
}
