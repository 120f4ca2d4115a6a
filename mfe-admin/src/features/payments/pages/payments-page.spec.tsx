import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AdminRecurringRecord,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
  type AdminPaymentsResponse,
} from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import PaymentsPage from './payments-page';
import { PAID_PAYMENT } from '../../../test-fixtures';

const paid = PAID_PAYMENT;
const refunded: AdminPaymentRecord = {
  ...paid,
  id: 2,
  user: { id: 6, name: 'Rahul Verma', email: 'rahul@example.in' },
  method: 'upi',
  reference: 'UTR123456789',
  status: 'refunded',
  invoice_no: 'YS/2627/00008',
  credit_note_no: 'YS/CN/2627/0001',
  refunded_at: '2026-11-24T04:00:00.000Z',
  refund_reason: 'Moved abroad before the first class',
};

let response: AdminPaymentsResponse;
const queries: AdminPaymentsQuery[] = [];
const fetchDocument = jest.fn();
jest.mock('../payments.api', () => ({
  useAdminPaymentsQuery: (query: AdminPaymentsQuery) => {
    queries.push(query);
    return { data: response, isFetching: false, error: undefined, refetch: jest.fn() };
  },
  usePaymentDocumentMutation: () => [fetchDocument],
  useRefundPaymentMutation: () => [jest.fn(), { isLoading: false }],
  useRecordOfflinePaymentMutation: () => [jest.fn(), { isLoading: false }],
  useGstExportMutation: () => [jest.fn(), { isLoading: false }],
  useStudentOptionsQuery: () => ({ data: [], isFetching: false }),
  usePlanOptionsQuery: () => ({ data: [] }),
  useAdminRecurringQuery: () => ({
    data: recurring,
    isFetching: false,
    error: undefined,
    refetch: jest.fn(),
  }),
  useCancelRecurringMutation: () => [cancelRecurring, { isLoading: false }],
}));

const cancelRecurring = jest.fn();
let recurring: AdminRecurringRecord[] = [];

/** The table row of a student's payment (role queries over the whole table are slow in jsdom). */
function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The open refund dialog (antd's test ids make its accessible name unreliable in jsdom). */
async function refundDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Refund payment')).toBeTruthy();
  return dialog;
}

const saved: string[] = [];
beforeEach(() => {
  queries.length = 0;
  saved.length = 0;
  fetchDocument.mockReset();
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.getAttribute('href')}`);
  });
});

// The full payments table with its action buttons renders slowly in jsdom on a busy machine.
jest.setTimeout(90_000);

describe('PaymentsPage (Manage Payment)', () => {
  it('shows the revenue of the month per currency and each payment formatted from paise', () => {
    response = { items: [paid], total: 1, revenue_this_month: { INR: 199_900, USD: 5_500 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    expect(screen.getByTestId('revenue-INR').textContent).toContain('₹1,999');
    expect(screen.getByTestId('revenue-USD').textContent).toContain('$55');
    const row = rowOf('Priya Sharma');
    for (const text of [
      '23 Nov 2026, 9:31 am IST',
      'priya@example.in',
      'Super Saver (6 months)',
      '₹1,999',
      '₹500',
      'Paid',
      'YS/2026/00001',
      'YS/2627/00007',
      'Razorpay',
      'order_A1',
      'pay_B2',
    ]) {
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: /Refund/ })).toBeTruthy();
  });

  it('shows a refunded offline payment with its method, UTR, reason and credit note, and no refund', () => {
    response = { items: [refunded], total: 1, revenue_this_month: { INR: 0, USD: 0 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const row = rowOf('Rahul Verma');
    for (const text of [
      'Refunded',
      'Reason: Moved abroad before the first class',
      'UPI',
      'UTR UTR123456789',
      'YS/2627/00008',
      'Credit note YS/CN/2627/0001',
    ]) {
      expect(within(row).getByText(text, { exact: false })).toBeTruthy();
    }
    expect(within(row).queryByRole('button', { name: /Refund/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /Download credit note/ })).toBeTruthy();
  });

  it("shows a payment's offer-code discount and its code beside the credits; none without a code", () => {
    response = {
      items: [{ ...paid, discount: 62_500, coupon: 'DIWALI25' }, refunded],
      total: 2,
      revenue_this_month: { INR: 0, USD: 0 },
    };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const row = rowOf('Priya Sharma');
    expect(within(row).getByText('Discount ₹625 (code DIWALI25)')).toBeTruthy();
    expect(within(row).getByText('Credits: ₹500')).toBeTruthy();
    expect(within(rowOf('Rahul Verma')).queryByText(/Discount/)).toBeNull();
  });

  it('shows a partly refunded payment as paid with what went back, and still offers a refund', () => {
    response = {
      items: [{ ...paid, refunded_amount: 50_000, credit_note_no: 'YS/CN/2627/0002' }],
      total: 1,
      revenue_this_month: { INR: 0, USD: 0 },
    };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const row = rowOf('Priya Sharma');
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('Partly refunded: ₹500')).toBeTruthy();
    expect(within(row).getByText('Credit note YS/CN/2627/0002', { exact: false })).toBeTruthy();
    expect(within(row).getByRole('button', { name: /Refund/ })).toBeTruthy();
  });

  it('downloads the invoice PDF named after its number, and toasts a failure', async () => {
    response = { items: [paid], total: 1, revenue_this_month: { INR: 0, USD: 0 } };
    fetchDocument.mockReturnValueOnce({
      unwrap: () => Promise.resolve({ url: 'blob:pdf/7', type: 'application/pdf' }),
    });
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    await act(async () => {
      fireEvent.click(
        within(rowOf('Priya Sharma')).getByRole('button', { name: /Download invoice/ }),
      );
    });
    expect(fetchDocument).toHaveBeenCalledWith({ id: 1, kind: 'invoice' });
    expect(saved).toEqual(['invoice-YS-2627-00007.pdf blob:pdf/7']);

    fetchDocument.mockReturnValueOnce({
      unwrap: () => Promise.reject({ status: 404, data: { message: 'Invoice not found.' } }),
    });
    await act(async () => {
      fireEvent.click(
        within(rowOf('Priya Sharma')).getByRole('button', { name: /Download invoice/ }),
      );
    });
    // The toast can take a while to mount in jsdom on a loaded machine: waited for, not timed.
    expect(
      await screen.findByText(
        'Could not download the invoice YS/2627/00007. Invoice not found.',
        {},
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });

  it('opens the refund confirmation from a paid payment', async () => {
    response = { items: [paid], total: 1, revenue_this_month: { INR: 0, USD: 0 } };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    fireEvent.click(within(rowOf('Priya Sharma')).getByRole('button', { name: /Refund/ }));
    const dialog = await refundDialog();
    expect(dialog.textContent).toContain('The full ₹1,999 that Priya Sharma paid');
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

  it('lists the recurring subscriptions with their state and cancels one after a confirmation', async () => {
    recurring = [
      {
        id: 5,
        user_id: 9,
        student: { name: 'Meera Shah', email: 'meera@test.local' },
        subscription_id: 'sub_1',
        status: 'active',
        next_charge_at: '2027-02-07T04:30:00.000Z',
        amount: 169_900,
        currency: 'INR',
        method: 'upi',
        plan: 'big',
        months: 3,
        payment_link: null,
        paid_count: 2,
        created_at: '2026-11-07T04:30:00.000Z',
      },
    ];
    cancelRecurring.mockReturnValue({
      unwrap: () => Promise.resolve({ ...recurring[0], status: 'cancelled' }),
    });
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const card = await screen.findByTestId('recurring');
    expect(card.textContent).toContain('Meera Shah');
    expect(card.textContent).toContain('₹1,699');
    expect(card.textContent).toContain('active');
    expect(card.textContent).toContain('Debits paid');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByText(/Cancel this subscription now\?/);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(popup).getByRole('button', { name: 'Yes, cancel it' }));
    });
    expect(cancelRecurring).toHaveBeenCalledWith(5);
  });
});
