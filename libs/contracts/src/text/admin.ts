import { METRICS_WINDOW_DAYS, RENEWAL_GRACE_DAYS } from '../rules/business-metrics.js';

/**
 * What each business metric means, word for word the same in the README and in the tooltip on each figure.
 */

/**
 * What each figure means, word for word the same in the README and in the tooltip on each figure.
 */
export const METRIC_DEFINITIONS: Record<
  | 'paying_members'
  | 'active_members'
  | 'students_in_trial'
  | 'trial_conversion'
  | 'mrr'
  | 'churn'
  | 'revenue'
  | 'renewal_rate'
  | 'revenue_split',
  string
> = {
  paying_members:
    'Students who have paid for time still ahead: a paid membership period running now or starting later (a plan bought during the free trial starts when the trial ends). Refunded payments do not count.',
  active_members:
    'Students in paid time today: a paid membership period running now. A plan bought during the free trial counts here from the day the trial ends.',
  students_in_trial:
    'Students whose free 14-day trial is running now (including any who already paid for a plan that starts when the trial ends).',
  trial_conversion: `Of the students whose free trial ended in the last ${METRICS_WINDOW_DAYS} days, the share who have made a successful payment (refunded payments do not count).`,
  mrr: 'Monthly recurring revenue: for every membership period running now, the amount paid for it divided by its months, added up per currency.',
  churn: `Membership periods whose ${RENEWAL_GRACE_DAYS}-day renewal window closed in the last ${METRICS_WINDOW_DAYS} days (the period ended ${RENEWAL_GRACE_DAYS} to ${METRICS_WINDOW_DAYS + RENEWAL_GRACE_DAYS} days ago), and the share of them not followed by another period starting within ${RENEWAL_GRACE_DAYS} days of the end.`,
  revenue:
    'Successful payments (less those refunded since) received in this calendar month and the last one, India time, per currency.',
  renewal_rate: `The membership periods judged as for churn (renewal window closed in the last ${METRICS_WINDOW_DAYS} days), and the share of them followed by another period within ${RENEWAL_GRACE_DAYS} days of the end: for periods paid by an automatic renewal (UPI AutoPay, card or eMandate) and for those paid once.`,
  revenue_split:
    "This calendar month's revenue (India time, per currency) split into automatic renewals' debits and one-off payments (plans paid once, gifts, offline payments).",
};
