import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AdminRecurringRecord,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
  type AdminPaymentsResponse,
  type ReconciliationItem,
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
  useAdminPaymentDocumentMutation: () => [fetchDocument],
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
  useAdminCancelRecurringMutation: () => [cancelRecurring, { isLoading: false }],
  useAdminReconciliationQuery: () => ({
    data: reconciliation,
    isFetching: false,
    error: undefined,
    refetch: jest.fn(),
  }),
  useRunReconciliationMutation: () => [runReconciliation, { isLoading: false }],
}));

const runReconciliation = jest.fn();
let reconciliation: ReconciliationItem[] = [];

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
  it('shows a figure for every currency paid in this month, each in its own currency, never added together', () => {
    response = {
      items: [paid],
      total: 1,
      revenue_this_month: { INR: 199_900, USD: 0, GBP: 4_550, AED: 19_900 },
    };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const cards = within(screen.getByTestId('revenue-summary'))
      .getAllByTestId(/^revenue-[A-Z]{3}$/)
      .map((el) => el.getAttribute('data-testid'));
    // INR and USD always (even at nothing), then the added currencies paid in, in the plans' order.
    expect(cards).toEqual(['revenue-INR', 'revenue-USD', 'revenue-GBP', 'revenue-AED']);
    expect(screen.getByTestId('revenue-INR').textContent).toMatch(/\(INR\)₹1,999$/);
    expect(screen.getByTestId('revenue-USD').textContent).toMatch(/\(USD\)\$0$/);
    expect(screen.getByTestId('revenue-GBP').textContent).toMatch(/\(GBP\)£45\.50$/);
    expect(screen.getByTestId('revenue-AED').textContent).toMatch(/\(AED\)AED\s?199$/);
    expect(screen.queryByTestId('revenue-CAD')).toBeNull();
  });

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

  it('labels checkouts that were never completed as such, in a neutral colour, not a red "Failed" (issue 38)', () => {
    response = {
      items: [
        {
          ...paid,
          id: 7,
          user: { id: 8, name: 'Nisha Unpaid', email: 'nisha@example.in' },
          status: 'created',
          paid_at: null,
          invoice_no: null,
        },
        {
          ...paid,
          id: 9,
          user: { id: 9, name: 'Omar Cancelled', email: 'omar@example.in' },
          status: 'failed',
          paid_at: null,
          invoice_no: null,
        },
      ],
      total: 2,
      revenue_this_month: { INR: 0, USD: 0 },
    };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const unpaid = within(rowOf('Nisha Unpaid')).getByText('Not completed (never paid)');
    const cancelled = within(rowOf('Omar Cancelled')).getByText(
      'Not completed (failed or cancelled)',
    );
    expect(screen.queryByText('Failed')).toBeNull();
    for (const tag of [unpaid, cancelled])
      expect(tag.closest('.ant-tag')?.getAttribute('style') ?? '').not.toContain('168, 7, 26');
  });

  it("marks a gift as a gift, without the buyer's subscription number (issue 38)", () => {
    response = {
      items: [{ ...paid, purpose: 'gift', subscription_no: null }],
      total: 1,
      revenue_this_month: { INR: 0, USD: 0 },
    };
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const row = rowOf('Priya Sharma');
    expect(within(row).getByText('Gift for someone else')).toBeTruthy();
    expect(row.textContent).not.toContain('YS/2026/00001');
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
        purpose: 'household',
        reference_id: 12,
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
    expect(card.textContent).toContain('Household #12');
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByText(/Cancel this subscription now\?/);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(popup).getByRole('button', { name: 'Yes, cancel it' }));
    });
    expect(cancelRecurring).toHaveBeenCalledWith(5);
  });

  it('lists what the check against Razorpay fixed as sentences, and checks again on demand', async () => {
    reconciliation = [
      {
        id: 3,
        kind: 'subscription_live_there',
        gateway_id: 'sub_Live000000001',
        payment_id: null,
        recurring_id: 4,
        user_id: 9,
        amount: 169_900,
        currency: 'INR',
        action: 'cancelled',
        detail: null,
        created_at: '2026-11-27T04:30:00.000Z',
      },
    ];
    runReconciliation.mockReturnValue({
      unwrap: () =>
        Promise.resolve({ checked: { payments: 12, subscriptions: 3, refunds: 1 }, items: [] }),
    });
    renderInPanel(<PaymentsPage />, { user: ADMIN_USER, path: '/admin/payments' });
    const card = await screen.findByTestId('reconciliation');
    expect(card.textContent).toContain(
      'An automatic renewal stopped on the site but still live at Razorpay',
    );
    expect(card.textContent).toContain('Cancelled at Razorpay');
    expect(card.textContent).toContain('₹1,699');
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Check now' }));
    });
    expect(runReconciliation).toHaveBeenCalled();
    expect(
      await screen.findByText(
        'Checked 12 payments, 3 renewals and 1 refund at Razorpay: nothing new to fix.',
      ),
    ).toBeTruthy();
  });
});
