import { planMonthsText } from './policies.content';

const t = (id: string, values?: Record<string, unknown>) =>
  id === 'public.policy.periods' ? `${String(values?.list)} or ${String(values?.last)}` : id;

describe('policy texts from the contracts', () => {
  it('names the lengths of the plans on sale, shortest first', () => {
    expect(planMonthsText(t, [{ months: 12 }, { months: 6 }, { months: 3 }, { months: 6 }])).toBe(
      '3, 6 or 12',
    );
    expect(planMonthsText(t, [{ months: 12 }])).toBe('12');
  });
});
