import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { CreateRecurringResponse, OwnedRenewal } from '@yoga/contracts';
import { PanelThemeProvider } from '@yoga/ui';
import { OwnedRenewalCard } from './owned-renewal';

const start = jest.fn();
const stop = jest.fn();
const complete = jest.fn();
const verify = jest.fn();

jest.mock('./owned-renewal.api', () => ({
  useStartOwnedRenewalMutation: () => [start, { isLoading: false }],
  useStopOwnedRenewalMutation: () => [stop, { isLoading: false }],
  useCompleteOwnedRenewalSandboxMutation: () => [complete, { isLoading: false }],
  useVerifyOwnedRenewalMutation: () => [verify, { isLoading: false }],
}));
jest.mock('@yoga/site-settings', () => ({ useBusinessDetails: () => ({ brand_name: 'Yoga' }) }));

const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: unknown) => ({ unwrap: () => Promise.reject(error) });

const active: OwnedRenewal = {
  status: 'active',
  next_debit_at: '2027-02-07T04:30:00.000Z',
  amount: 529_900,
  currency: 'INR',
};

const renderCard = (renewal: OwnedRenewal | null) =>
  render(
    <PanelThemeProvider>
      <OwnedRenewalCard kind="households" id={7} renewal={renewal} />
    </PanelThemeProvider>,
  );

beforeEach(() => {
  for (const fn of [start, stop, complete, verify]) fn.mockReset();
});

describe('OwnedRenewalCard', () => {
  it('offers UPI AutoPay when nothing renews, and says in the page why it could not start', async () => {
    start.mockReturnValue(
      rejected({ status: 409, data: { code: 'household_not_paid', message: 'Not paid yet.' } }),
    );
    renderCard(null);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Renew automatically (UPI AutoPay)' }));
    });
    expect(start).toHaveBeenCalledWith({ kind: 'households', id: 7 });
    expect((await screen.findByTestId('owned-renewal-error')).textContent).toContain(
      'Not paid yet.',
    );
  });

  it('authorises the mandate in the sandbox dialog and verifies it', async () => {
    const created: CreateRecurringResponse = {
      subscription_id: 'sandbox_sub_1',
      key_id: 'sandbox',
      gateway: 'sandbox',
      plan: { id: 'big', name: 'Big', months: 3, currency: 'INR' },
      amount: 529_900,
      currency: 'INR',
      discount: 0,
      coupon: null,
      period_starts_at: '2026-11-07T04:30:00.000Z',
      next_charge_at: '2027-02-07T04:30:00.000Z',
      prefill: { name: 'Asha', email: 'asha@test.local', contact: '' },
    };
    const payload = {
      razorpay_subscription_id: 'sandbox_sub_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    start.mockReturnValue(resolved(created));
    complete.mockReturnValue(resolved(payload));
    verify.mockReturnValue(resolved({ success: true }));
    renderCard(null);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Renew automatically (UPI AutoPay)' }));
    });
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    });
    expect(complete).toHaveBeenCalledWith({ subscription_id: 'sandbox_sub_1', outcome: 'success' });
    expect(verify).toHaveBeenCalledWith(payload);
    expect((await screen.findByTestId('owned-renewal-success')).textContent).toContain(
      'Automatic renewal is on',
    );
  });

  it('shows the next debit and stops it after one confirmation', async () => {
    stop.mockReturnValue(resolved({ ...active, status: 'cancelling', next_debit_at: null }));
    renderCard(active);
    expect(screen.getByTestId('owned-renewal-next').textContent).toBe(
      'Renews automatically on 7 Feb 2027 for ₹5,299.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop renewal' }));
    await screen.findByText(/Stop automatic renewal\?/);
    const buttons = screen.getAllByRole('button', { name: 'Stop renewal' });
    await act(async () => {
      fireEvent.click(buttons[buttons.length - 1]);
    });
    expect(stop).toHaveBeenCalledWith({ kind: 'households', id: 7 });
    expect((await screen.findByTestId('owned-renewal-success')).textContent).toContain(
      'Automatic renewal stopped',
    );
  });
});
