import {
  formatPriceMinor,
  METRIC_DEFINITIONS,
  METRICS_WINDOW_DAYS,
  type AmountByCurrency,
  type BusinessMetrics,
} from '@yoga/contracts';

export interface BusinessFigure {
  /** `figure-<key>` is its test id. */
  key: string;
  label: string;
  /** The figure as shown: "12", "40%", "₹12,345 · $55". */
  value: string;
  /** What it is made of, when that helps ("2 of 5 trials"). */
  detail?: string;
  /** The definition shown in its tooltip (METRIC_DEFINITIONS, word for word as in the README). */
  definition: string;
}

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** "40%" for 0.4; a dash when there was nothing to measure. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** "₹12,345 · $55": an amount per currency, in the money helpers' format. */
export function formatByCurrency(amounts: AmountByCurrency): string {
  return `${formatPriceMinor(amounts.INR, 'INR')} · ${formatPriceMinor(amounts.USD, 'USD')}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The dashboard's business numbers, in order, with their definitions. */
export function businessFigures(m: BusinessMetrics): BusinessFigure[] {
  const window = `${METRICS_WINDOW_DAYS} days`;
  return [
    {
      key: 'active_members',
      label: 'Active members',
      value: String(m.active_members),
      definition: METRIC_DEFINITIONS.active_members,
    },
    {
      key: 'students_in_trial',
      label: 'Students in trial',
      value: String(m.students_in_trial),
      definition: METRIC_DEFINITIONS.students_in_trial,
    },
    {
      key: 'trial_conversion',
      label: `Trial-to-paid conversion (${window})`,
      value: formatRate(m.trial_conversion.rate),
      detail:
        m.trial_conversion.trials_ended === 0
          ? 'No trial ended'
          : `${m.trial_conversion.converted} of ${plural(m.trial_conversion.trials_ended, 'trial', 'trials')} paid`,
      definition: METRIC_DEFINITIONS.trial_conversion,
    },
    {
      key: 'mrr',
      label: 'Monthly recurring revenue',
      value: formatByCurrency(m.mrr),
      definition: METRIC_DEFINITIONS.mrr,
    },
    {
      key: 'churn',
      label: `Churn (${window})`,
      value: formatRate(m.churn.rate),
      detail:
        m.churn.periods_due === 0
          ? 'No renewal window closed'
          : `${m.churn.churned} of ${plural(m.churn.periods_due, 'period', 'periods')} not renewed`,
      definition: METRIC_DEFINITIONS.churn,
    },
    {
      key: 'revenue_this_month',
      label: 'Revenue this month',
      value: formatByCurrency(m.revenue.this_month),
      definition: METRIC_DEFINITIONS.revenue,
    },
    {
      key: 'revenue_last_month',
      label: 'Revenue last month',
      value: formatByCurrency(m.revenue.last_month),
      definition: METRIC_DEFINITIONS.revenue,
    },
  ];
}
