import { istInstant } from '@yoga/contracts';
import { currentIstMonthLabel, EMPTY_PAYMENT_FILTER, paymentsQuery } from './payment-filter';

const page = { current: 2, size: 20 };

describe('paymentsQuery (GET /api/payments)', () => {
  it('sends only the page when nothing is filtered', () => {
    expect(paymentsQuery(EMPTY_PAYMENT_FILTER, page)).toEqual({ page: 2, limit: 20 });
  });

  it('sends the trimmed search and every chosen filter', () => {
    expect(
      paymentsQuery(
        {
          search: '  priya@example.in ',
          status: 'paid',
          plan: 'super',
          currency: 'USD',
          from: '2026-11-01',
          to: '2026-11-30',
        },
        page,
      ),
    ).toEqual({
      page: 2,
      limit: 20,
      q: 'priya@example.in',
      status: 'paid',
      plan: 'super',
      currency: 'USD',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('reads a range typed backwards as the days between, and allows open ends', () => {
    expect(
      paymentsQuery({ ...EMPTY_PAYMENT_FILTER, from: '2026-11-30', to: '2026-11-01' }, page),
    ).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    const onlyTo = paymentsQuery({ ...EMPTY_PAYMENT_FILTER, to: '2026-11-30' }, page);
    expect(onlyTo).toEqual({ page: 2, limit: 20, to: '2026-11-30' });
  });
});

describe('currentIstMonthLabel', () => {
  it("names India's month, not the browser's", () => {
    // 31 Oct 19:00 UTC is already 1 November in India.
    expect(currentIstMonthLabel(new Date('2026-10-31T19:00:00.000Z'))).toBe('November 2026');
    expect(currentIstMonthLabel(istInstant('2026-12-31', '23:59'))).toBe('December 2026');
  });
});
