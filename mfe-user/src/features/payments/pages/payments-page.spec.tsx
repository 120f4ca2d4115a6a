import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PaymentRecord } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import PaymentsPage from './payments-page';

const paid: PaymentRecord = {
  id: 4,
  plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
  currency: 'INR',
  amount: 249_900,
  credits_applied: 0,
  gateway: 'sandbox',
  order_id: 'order_1',
  gateway_payment_id: 'pay_1',
  status: 'paid',
  created_at: '2026-11-23T04:00:00.000Z',
  paid_at: '2026-11-23T04:01:00.000Z',
  method: 'sandbox',
  invoice_no: 'YS/2627/00004',
  credit_note_no: null,
  refunded_amount: 0,
  refunded_at: null,
  purpose: 'membership',
};
const refunded: PaymentRecord = {
  ...paid,
  id: 3,
  status: 'refunded',
  invoice_no: 'YS/2627/00002',
  credit_note_no: 'YS/CN/2627/0001',
  refunded_at: '2026-11-24T04:00:00.000Z',
};
const failed: PaymentRecord = {
  ...paid,
  id: 2,
  status: 'failed',
  paid_at: null,
  invoice_no: null,
};

let payments: PaymentRecord[] = [];
const fetchDocument = jest.fn();
jest.mock('../payments.api', () => ({
  useMyPaymentsQuery: () => ({ data: payments, isLoading: false, error: undefined }),
  usePaymentDocumentMutation: () => [fetchDocument],
}));

/** Makes the window `px` wide for antd's breakpoints (media queries with min-width / max-width). */
function setWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || px >= Number(min[1])) && (!max || px <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

const saved: string[] = [];
beforeEach(() => {
  setWidth(1280);
  fetchDocument.mockReset();
  saved.length = 0;
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(`${this.download} ${this.getAttribute('href')}`);
  });
});

function renderPage() {
  return render(
    <PanelThemeProvider>
      <MemoryRouter>
        <PaymentsPage />
      </MemoryRouter>
    </PanelThemeProvider>,
  );
}

describe('PaymentsPage (student)', () => {
  it('shows the invoice number of a paid payment and saves its PDF named after it', async () => {
    payments = [paid, failed];
    fetchDocument.mockReturnValue({
      unwrap: () => Promise.resolve({ url: 'blob:pdf/1', type: 'application/pdf' }),
    });
    renderPage();
    const row = screen.getByRole('row', { name: /YS\/2627\/00004/ });
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: /Download invoice/ }));
    });
    expect(fetchDocument).toHaveBeenCalledWith({ id: 4, kind: 'invoice' });
    expect(saved).toEqual(['invoice-YS-2627-00004.pdf blob:pdf/1']);
    // A checkout not completed has no invoice to download; it is not called "Failed" (issue 38).
    const failedRow = screen.getByRole('row', { name: /Not completed/ });
    expect(screen.queryByText('Failed')).toBeNull();
    expect(within(failedRow).queryByRole('button')).toBeNull();
  });

  it('offers the credit note of a refunded payment', async () => {
    payments = [refunded];
    fetchDocument.mockReturnValue({
      unwrap: () => Promise.resolve({ url: 'blob:pdf/2', type: 'application/pdf' }),
    });
    renderPage();
    const row = screen.getByRole('row', { name: /Refunded/ });
    expect(row.textContent).toContain('Credit note YS/CN/2627/0001');
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: /Download credit note/ }));
    });
    expect(fetchDocument).toHaveBeenCalledWith({ id: 3, kind: 'credit-note' });
    expect(saved).toEqual(['credit-note-YS-CN-2627-0001.pdf blob:pdf/2']);
  });

  it("shows a failed download in the page with the server's reason", async () => {
    payments = [paid];
    fetchDocument.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 404, data: { success: false, message: 'Invoice not found.' } }),
    });
    renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Download invoice/ }));
    });
    expect(
      await screen.findByText('Could not download the invoice YS/2627/00004. Invoice not found.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows one card per payment on a phone, its status and invoice download in view', async () => {
    setWidth(390);
    payments = [paid, failed];
    fetchDocument.mockReturnValue({
      unwrap: () => Promise.resolve({ url: 'blob:pdf/1', type: 'application/pdf' }),
    });
    renderPage();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('payment-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Paid')).toBeTruthy();
    expect(cards[0].textContent).toContain('YS/2627/00004');
    await act(async () => {
      fireEvent.click(within(cards[0]).getByRole('button', { name: /Download invoice/ }));
    });
    expect(saved).toEqual(['invoice-YS-2627-00004.pdf blob:pdf/1']);
    const notCompleted = within(cards[1]).getByText('Not completed');
    // A neutral tag, not the red of an error.
    expect(notCompleted.getAttribute('style') ?? '').not.toContain('168, 7, 26');
    expect(within(cards[1]).queryByRole('button')).toBeNull();
  });
});
