import type { Currency } from './packages.js';

/** An amount per currency, in the smallest unit (paise, cents). */
export type AmountByCurrency = Record<Currency, number>;

/** `GET /api/admin/metrics`: the owner's business numbers, as of `as_of`. */
export interface BusinessMetrics {
  as_of: string;
  active_members: number;
  students_in_trial: number;
  trial_conversion: { trials_ended: number; converted: number; rate: number | null };
  mrr: AmountByCurrency;
  churn: { periods_due: number; churned: number; rate: number | null };
  revenue: { this_month: AmountByCurrency; last_month: AmountByCurrency };
}

/** Days looked back by the conversion and churn figures. */
export const METRICS_WINDOW_DAYS = 30;
/** A member who pays again within this many days of their period's end has renewed. */
export const RENEWAL_GRACE_DAYS = 7;

/**
 * What each figure means, word for word the same in the README and in the tooltip on each figure.
 */
export const METRIC_DEFINITIONS: Record<
  'active_members' | 'students_in_trial' | 'trial_conversion' | 'mrr' | 'churn' | 'revenue',
  string
> = {
  active_members: 'Students with a paid membership period running now.',
  students_in_trial:
    'Students whose free 14-day trial is running now (including any who already paid for a plan that starts when the trial ends).',
  trial_conversion: `Of the students whose free trial ended in the last ${METRICS_WINDOW_DAYS} days, the share who have made a successful payment (refunded payments do not count).`,
  mrr: 'Monthly recurring revenue: for every membership period running now, the amount paid for it divided by its months, added up per currency.',
  churn: `Membership periods whose ${RENEWAL_GRACE_DAYS}-day renewal window closed in the last ${METRICS_WINDOW_DAYS} days (the period ended ${RENEWAL_GRACE_DAYS} to ${METRICS_WINDOW_DAYS + RENEWAL_GRACE_DAYS} days ago), and the share of them not followed by another period starting within ${RENEWAL_GRACE_DAYS} days of the end.`,
  revenue:
    'Successful payments (less those refunded since) received in this calendar month and the last one, India time, per currency.',
};
