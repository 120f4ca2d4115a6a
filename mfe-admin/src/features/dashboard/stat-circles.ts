import type { AdminStats } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import './i18n';

export interface StatCircle {
  key: keyof AdminStats;
  label: string;
  value: number;
}

/** The spec shows 14 for Referral Status when the server leaves `complaints` out. */
export const REFERRAL_STATUS_FALLBACK = 14;

/** Maps the stats response (spec field names) to the four dashboard circles (labels in the active language). */
export function statCircles(stats: Partial<AdminStats>): StatCircle[] {
  const count = (value: number | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return [
    {
      key: 'counselors',
      label: i18n._('admin.dashboard.totalUsers'),
      value: count(stats.counselors),
    },
    {
      key: 'students',
      label: i18n._('admin.dashboard.totalClasses'),
      value: count(stats.students),
    },
    {
      key: 'sessions',
      label: i18n._('admin.dashboard.paymentStatus'),
      value: count(stats.sessions),
    },
    {
      key: 'complaints',
      label: i18n._('admin.dashboard.referralStatus'),
      value:
        stats.complaints === undefined || stats.complaints === null
          ? REFERRAL_STATUS_FALLBACK
          : count(stats.complaints),
    },
  ];
}
