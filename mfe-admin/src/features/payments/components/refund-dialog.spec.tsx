import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVOICING_MESSAGES, type AdminPaymentRecord } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { REFUND_TEXTS, RefundDialog } from './refund-dialog';
import { PAID_PAYMENT } from '../../../test-fixtures';

const paid: AdminPaymentRecord = { ...PAID_PAYMENT, amount: 249_900, credits_applied: 0 };

const refund = jest.fn();
jest.mock('../payments.api', () => ({
  useRefundPaymentMutation: () => [refund, { isLoading: false }],
}));

const onClose = jest.fn();
beforeEach(() => {
  refund.mockReset();
  onClose.mockReset();
});

function open(payment = paid) {
  renderInPanel(<RefundDialog payment={payment} onClose={onClose} />, {
    user: ADMIN_USER,
    path: '/admin/payments',
  });
  return screen.getByRole('dialog');
}

async function confirm(dialog: HTMLElement, amount = '₹2,499') {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: `Refund ${amount}` }));
  });
}

describe('RefundDialog', () => {
  it('says clearly what a refund does before asking for the reason', async () => {
    const dialog = open();
    const text = dialog.textContent ?? '';
    expect(text).toContain('Refund payment');
    expect(text).toContain(
      'The full ₹2,499 that Priya Sharma paid for Super Saver (6 months, invoice YS/2627/00007) goes back to them.',
    );
    expect(text).toContain('Razorpay returns it');
    expect(text).toContain('The membership period this payment paid for is removed');
    expect(text).toContain('a GST credit note is issued');
    await confirm(dialog);
    expect(await within(dialog).findByText(REFUND_TEXTS.reasonRequired)).toBeTruthy();
    expect(refund).not.toHaveBeenCalled();
  });

  it('tells the admin to pay an offline payment back by hand', () => {
    const dialog = open({ ...paid, method: 'cash', reference: 'R-1' });
    expect(dialog.textContent).toContain('pay the money back the same way');
  });

  it('sends the trimmed reason and shows the server message', async () => {
    refund.mockReturnValue({
      unwrap: () =>
        Promise.resolve({ success: true, message: INVOICING_MESSAGES.refunded, payment: paid }),
    });
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), {
      target: { value: '  Could not attend  ' },
    });
    await confirm(dialog);
    await waitFor(() =>
      expect(refund).toHaveBeenCalledWith({ id: 1, body: { reason: 'Could not attend' } }),
    );
    expect(await screen.findByText(INVOICING_MESSAGES.refunded)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('refunds part of the payment in paise, keeping the membership unless the admin shortens it', async () => {
    refund.mockReturnValue({
      unwrap: () =>
        Promise.resolve({
          success: true,
          message: INVOICING_MESSAGES.partiallyRefunded,
          payment: paid,
        }),
    });
    const dialog = open({ ...paid, refunded_amount: 49_900 });
    const amount = within(dialog).getByLabelText(/Amount to refund \(₹2,000 left to refund\)/);
    expect((amount as HTMLInputElement).value).toBe('2000.00');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    fireEvent.change(amount, { target: { value: '500.50' } });
    fireEvent.blur(amount);
    await waitFor(() =>
      expect(dialog.textContent).toContain('A partial refund keeps the membership whole'),
    );
    expect(dialog.textContent).toContain(
      '₹500.50 of the ₹2,499 that Priya Sharma paid for Super Saver (6 months, invoice YS/2627/00007) goes back to them.',
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /shorten the membership/ }));
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), {
      target: { value: 'Away for two weeks' },
    });
    await confirm(dialog, '₹500.50');
    await waitFor(() =>
      expect(refund).toHaveBeenCalledWith({
        id: 1,
        body: { reason: 'Away for two weeks', amount: 50_050, shorten_membership: true },
      }),
    );
    expect(await screen.findByText(INVOICING_MESSAGES.partiallyRefunded)).toBeTruthy();
  });

  it("stays open with the server's refusal", async () => {
    refund.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 502, data: { message: INVOICING_MESSAGES.refundFailed } }),
    });
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), {
      target: { value: 'Duplicate payment' },
    });
    await confirm(dialog);
    expect(await screen.findByText(INVOICING_MESSAGES.refundFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
