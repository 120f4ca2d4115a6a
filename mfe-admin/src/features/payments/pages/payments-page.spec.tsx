import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  AdminPaymentRecord,
  AdminPaymentsQuery,
  AdminPaymentsResponse,
} from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import PaymentsPage from './payments-page';

const paid: AdminPaymentRecord = {
  id: 1,
  user: { id: 5, name: 'Priya Sharma', email: 'priya@example.in' },
  subscription_no: 'YS/2026/00001',
  plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
  currency: 'INR',
  amount: 199_900,
  credits_applied: 50_000,
  gateway: 'razorpay',
  order_id: 'order_A1',
  gateway_payment_id: 'pay_B2',
  status: 'paid',
  created_at: '2026-11-23T04:00:00.000Z',
  paid_at: '2026-11-23T04:01:00.000Z',
};

let response: AdminPaymentsResponse;
const queries: AdminPaymentsQuery[] = [];
jest.mock('../payments.api', () => ({
  useAdminPaymentsQuery: (query: AdminPaymentsQuery) => {
    queries.push(query);
    return { data: response, isFetching: false, error: undefined, refetch: jest.fn() };
  },
}));

beforeEach(() => {
  queries.length = 0;
});

describe('PaymentsPage (Manage Payment)', () => {
  it('shows the revenue of the month per currency and each payment formatted from paise', () => {
    response = { items: [paid], total: 1, revenue_this_month: { INR: 199_900, USD: 5_500 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    expect(screen.getByTestId('revenue-INR').textContent).toContain('₹1,999');
    expect(screen.getByTestId('revenue-USD').textContent).toContain('$55');
    const row = screen.getByRole('row', { name: /Priya Sharma/ });
    for (const text of [
      '23 Nov 2026, 9:31 am IST',
      'priya@example.in',
      'Super Saver (6 months)',
      '₹1,999',
      '₹500',
      'Paid',
      'YS/2026/00001',
      'order_A1',
      'pay_B2',
    ]) {
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    }
  });

  it('keeps the empty state when there are no payments at all', () => {
    response = { items: [], total: 0, revenue_this_month: { INR: 0, USD: 0 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    expect(screen.getByText('No payments yet')).toBeTruthy();
  });

  it('asks the server with the search once typing pauses, from the first page', async () => {
    response = { items: [paid], total: 1, revenue_this_month: { INR: 0, USD: 0 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    fireEvent.change(screen.getByLabelText('Search by name or email'), {
      target: { value: 'priya' },
    });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: 1, limit: 20, q: 'priya', from: '2026-11-01' }),
    );
  });
});
