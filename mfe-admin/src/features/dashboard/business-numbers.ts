import {
  currenciesShown,
  formatPriceMinor,
  HTML_LANG,
  METRICS_WINDOW_DAYS,
  RENEWAL_GRACE_DAYS,
  TRIAL_DAYS,
  type AmountByCurrency,
  type BusinessMetrics,
} from '@yoga/contracts';
import { formatLakhCrore, i18n, type Locale } from '@yoga/i18n';
import './i18n';

export interface BusinessFigure {
  /** `figure-<key>` is its test id. */
  key: string;
  label: string;
  /** The figure as shown: "12", "40%", "₹12,345 · $55". */
  value: string;
  /** What it is made of, when that helps ("2 of 5 trials"). */
  detail?: string;
  /** The definition shown in its tooltip (in English, METRIC_DEFINITIONS word for word as in the README). */
  definition: string;
}

const locale = () => i18n.locale as Locale;

/** "40%" for 0.4; a dash when there was nothing to measure. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return new Intl.NumberFormat(HTML_LANG[locale()], {
    style: 'percent',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(rate);
}

/**
 * "₹12,345 · $55 · £45.50": an amount per currency in the money helpers' format, INR and USD always, then
 * each added currency the server reports (never added together).
 */
export function formatByCurrency(amounts: AmountByCurrency): string {
  return currenciesShown(amounts)
    .map((currency) => formatPriceMinor(amounts[currency] ?? 0, currency))
    .join(' · ');
}

/** The definitions' figures (the same as in METRIC_DEFINITIONS). */
const DEFINITION_VALUES = {
  trialDays: TRIAL_DAYS,
  window: METRICS_WINDOW_DAYS,
  grace: RENEWAL_GRACE_DAYS,
  windowPlusGrace: METRICS_WINDOW_DAYS + RENEWAL_GRACE_DAYS,
};
const definition = (id: string) => i18n._(`admin.metrics.def.${id}`, DEFINITION_VALUES);

/** The dashboard's business numbers, in order, with their definitions, in the active language. */
export function businessFigures(m: BusinessMetrics): BusinessFigure[] {
  const t = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
  const count = (value: number) => formatLakhCrore(value, locale());
  const days = METRICS_WINDOW_DAYS;
  return [
    {
      key: 'paying_members',
      label: t('admin.metrics.payingMembers'),
      value: count(m.paying_members),
      definition: definition('payingMembers'),
    },
    {
      key: 'active_members',
      label: t('admin.metrics.activeMembers'),
      value: count(m.active_members),
      definition: definition('activeMembers'),
    },
    {
      key: 'students_in_trial',
      label: t('admin.metrics.studentsInTrial'),
      value: count(m.students_in_trial),
      definition: definition('studentsInTrial'),
    },
    {
      key: 'trial_conversion',
      label: t('admin.metrics.trialConversion', { days }),
      value: formatRate(m.trial_conversion.rate),
      detail:
        m.trial_conversion.trials_ended === 0
          ? t('admin.metrics.noTrialEnded')
          : t('admin.metrics.trialsPaid', {
              converted: m.trial_conversion.converted,
              trials: m.trial_conversion.trials_ended,
            }),
      definition: definition('trialConversion'),
    },
    {
      key: 'mrr',
      label: t('admin.metrics.mrr'),
      value: formatByCurrency(m.mrr),
      definition: definition('mrr'),
    },
    {
      key: 'churn',
      label: t('admin.metrics.churn', { days }),
      value: formatRate(m.churn.rate),
      detail:
        m.churn.periods_due === 0
          ? t('admin.metrics.noRenewalWindow')
          : t('admin.metrics.periodsNotRenewed', {
              churned: m.churn.churned,
              periods: m.churn.periods_due,
            }),
      definition: definition('churn'),
    },
    renewalFigure('renewal_auto', t('admin.metrics.renewalAuto', { days }), m.renewal.auto_renew),
    renewalFigure('renewal_once', t('admin.metrics.renewalOnce', { days }), m.renewal.one_off),
    {
      key: 'revenue_this_month',
      label: t('admin.metrics.revenueThisMonth'),
      value: formatByCurrency(m.revenue.this_month),
      definition: definition('revenue'),
    },
    {
      key: 'revenue_last_month',
      label: t('admin.metrics.revenueLastMonth'),
      value: formatByCurrency(m.revenue.last_month),
      definition: definition('revenue'),
    },
    {
      key: 'revenue_auto_renew',
      label: t('admin.metrics.revenueAutoRenew'),
      value: formatByCurrency(m.revenue_split.this_month.auto_renew),
      definition: definition('revenueSplit'),
    },
    {
      key: 'revenue_one_off',
      label: t('admin.metrics.revenueOneOff'),
      value: formatByCurrency(m.revenue_split.this_month.one_off),
      definition: definition('revenueSplit'),
    },
  ];
}

/** A renewal rate (automatic renewals or plans paid once) with what it is made of. */
function renewalFigure(
  key: string,
  label: string,
  r: BusinessMetrics['renewal']['auto_renew'],
): BusinessFigure {
  return {
    key,
    label,
    value: formatRate(r.rate),
    detail:
      r.periods_due === 0
        ? i18n._('admin.metrics.noRenewalWindow')
        : i18n._('admin.metrics.periodsRenewed', { renewed: r.renewed, periods: r.periods_due }),
    definition: definition('renewalRate'),
  };
}
