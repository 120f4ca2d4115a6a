import { METRIC_DEFINITIONS } from '@yoga/contracts';
import { businessFigures, formatRate } from './business-numbers';
import { METRICS } from '../../test-fixtures';

describe('businessFigures', () => {
  it('shows every figure with its definition, money in the money helpers format', () => {
    expect(businessFigures(METRICS).map((f) => [f.label, f.value, f.detail, f.definition])).toEqual(
      [
        ['Paying members', '45', undefined, METRIC_DEFINITIONS.paying_members],
        ['Members in paid time today', '42', undefined, METRIC_DEFINITIONS.active_members],
        ['Students in trial', '7', undefined, METRIC_DEFINITIONS.students_in_trial],
        [
          'Trial-to-paid conversion (30 days)',
          '40%',
          '2 of 5 trials paid',
          METRIC_DEFINITIONS.trial_conversion,
        ],
        ['Monthly recurring revenue', '₹12,345.67 · $55', undefined, METRIC_DEFINITIONS.mrr],
        ['Churn (30 days)', '33.3%', '1 of 3 periods not renewed', METRIC_DEFINITIONS.churn],
        [
          'Renewal rate, auto-renew (30 days)',
          '75%',
          '3 of 4 periods renewed',
          METRIC_DEFINITIONS.renewal_rate,
        ],
        [
          'Renewal rate, paid once (30 days)',
          '0%',
          '0 of 2 periods renewed',
          METRIC_DEFINITIONS.renewal_rate,
        ],
        ['Revenue this month', '₹2,499 · $0', undefined, METRIC_DEFINITIONS.revenue],
        ['Revenue last month', '₹10,197 · $35', undefined, METRIC_DEFINITIONS.revenue],
        [
          'Auto-renew revenue this month',
          '₹1,699 · $0',
          undefined,
          METRIC_DEFINITIONS.revenue_split,
        ],
        ['One-off revenue this month', '₹800 · $0', undefined, METRIC_DEFINITIONS.revenue_split],
      ],
    );
  });

  it('shows the revenue cards in every currency paid in, INR and USD always, never added together', () => {
    const figures = businessFigures({
      ...METRICS,
      mrr: { INR: 1_234_567, USD: 5_500, AED: 19_900 },
      revenue: {
        this_month: { INR: 249_900, USD: 0, GBP: 4_550, SGD: 3_000 },
        last_month: { INR: 0, USD: 0 },
      },
    });
    // Intl writes a no-break space between a currency code and its figure.
    const value = (key: string) =>
      figures.find((f) => f.key === key)?.value?.replace(/\u00a0/g, ' ');
    expect(value('mrr')).toBe('₹12,345.67 · $55 · AED 199');
    // In the plans' order (GBP before SGD), whatever the server's order.
    expect(value('revenue_this_month')).toBe('₹2,499 · $0 · £45.50 · S$30');
    expect(value('revenue_last_month')).toBe('₹0 · $0');
  });

  it('shows a dash, not 0%, when nothing could be measured', () => {
    const figures = businessFigures({
      ...METRICS,
      trial_conversion: { trials_ended: 0, converted: 0, rate: null },
      churn: { periods_due: 0, churned: 0, rate: null },
    });
    expect(figures[3]).toMatchObject({ value: '—', detail: 'No trial ended' });
    expect(figures[5]).toMatchObject({ value: '—', detail: 'No renewal window closed' });
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(1)).toBe('100%');
  });
});
