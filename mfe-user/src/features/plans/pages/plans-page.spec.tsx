import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import {
  PAYMENT_MESSAGES,
  type CreateOrderResponse,
  type MySubscription,
  type VerifyPaymentRequest,
} from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import { PanelThemeProvider } from '@yoga/ui';
import { STATE_NOTE as STATE_NOTE_ID } from '../components/checkout-panel';
import type { CheckoutCallbacks } from '../../../shared/checkout/razorpay-checkout';
import { TEST_PLANS } from '@yoga/testing/fixtures';
import PlansPage from './plans-page';

/** The state note in English, as the panel shows it. */
const STATE_NOTE = i18n._(STATE_NOTE_ID);

let subscription: MySubscription;
const createOrder = jest.fn();
const completeSandbox = jest.fn();
const verifyPayment = jest.fn();
const checkCoupon = jest.fn();
const openRazorpayCheckout = jest.fn();
const createRecurring = jest.fn();
const completeSandboxSubscription = jest.fn();

jest.mock('../../../shared/membership.api', () => ({
  useMySubscriptionQuery: () => ({ data: subscription, isLoading: false }),
}));
jest.mock('../../../shared/checkout/checkout.api', () => ({
  useCreateOrderMutation: () => [createOrder],
  useCompleteSandboxPaymentMutation: () => [completeSandbox],
  useVerifyPaymentMutation: () => [verifyPayment],
  useCheckCouponMutation: () => [checkCoupon, { isLoading: false }],
  useCreateRecurringMutation: () => [createRecurring],
  useCompleteSandboxSubscriptionMutation: () => [completeSandboxSubscription],
}));
jest.mock('../../../shared/renewals/renewals.api', () => ({
  useCancelRecurringMutation: () => [jest.fn(), { isLoading: false }],
  usePauseMembershipMutation: () => [jest.fn(), { isLoading: false }],
  useResumeMembershipMutation: () => [jest.fn(), { isLoading: false }],
}));
let profileState: string | null = null;
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useProfileQuery: () => ({ data: { state: profileState } }),
  // The plans on sale, as GET /api/plans gives them on a fresh start.
  usePlansQuery: () => ({ data: TEST_PLANS, isLoading: false, refetch: jest.fn() }),
}));
jest.mock('../../../shared/checkout/razorpay-checkout', () => ({
  openRazorpayCheckout: (...args: unknown[]) => openRazorpayCheckout(...args),
}));

const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: unknown) => ({ unwrap: () => Promise.reject(error) });

function order(overrides: Partial<CreateOrderResponse> = {}): CreateOrderResponse {
  return {
    payment_id: 11,
    order_id: 'order_sandbox_11',
    amount: 249_900,
    currency: 'INR',
    key_id: 'rzp_test_sandbox',
    gateway: 'sandbox',
    plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
    credits_applied: 0,
    discount: 0,
    coupon: null,
    prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '9876543210' },
    ...overrides,
  };
}

const signature: VerifyPaymentRequest = {
  razorpay_order_id: 'order_sandbox_11',
  razorpay_payment_id: 'pay_sandbox_1',
  razorpay_signature: 'a1b2',
};
const successMessage = 'Payment successful. Your plan is active until 7 Jun 2027.';

function renderPlans(path = '/user/plans?plan=super&currency=INR', role = 'user') {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify({ id: 7, name: 'Priya', email: 'p@x.in', role }));
  return render(
    <Provider store={createAppStore()}>
      <PanelThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <PlansPage />
        </MemoryRouter>
      </PanelThemeProvider>
    </Provider>,
  );
}

beforeEach(() => {
  subscription = {
    status: 'trial',
    trial_ends_at: '2026-12-07T04:30:00.000Z',
    plan: null,
    starts_at: '2026-11-23T04:30:00.000Z',
    ends_at: '2026-12-07T04:30:00.000Z',
    days_left: 14,
    subscription_no: null,
    credits: { INR: 0, USD: 0 },
    classes_attended: 0,
  };
  for (const fn of [
    createOrder,
    completeSandbox,
    verifyPayment,
    openRazorpayCheckout,
    createRecurring,
    completeSandboxSubscription,
  ])
    fn.mockReset();
  profileState = null;
  localStorage.clear();
});

describe('PlansPage', () => {
  it('opens with the plan and currency from the link, and the trial in words', async () => {
    renderPlans('/user/plans?plan=big&currency=USD');
    expect(screen.getByTestId('membership-status').textContent).toContain(
      'Your free 14-day trial is active: 14 days left.',
    );
    const checkout = await screen.findByTestId('checkout');
    expect(checkout.textContent).toContain('Big, 3 months');
    // Neither way of paying is chosen beforehand: Pay waits for the choice.
    const pay = within(checkout).getByRole('button', { name: 'Pay $35' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(within(checkout).getByRole('radio', { name: 'Pay once' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(checkout).getByRole('radio', { name: /Renew automatically/ })).toHaveProperty(
      'checked',
      false,
    );
    // A USD payment is an export of services: no state is asked.
    expect(within(checkout).queryByRole('combobox', { name: 'State' })).toBeNull();
  });

  it("sends the profile's state as the place of supply of an INR payment", async () => {
    profileState = '27';
    createOrder.mockReturnValue(resolved(order()));
    renderPlans();
    const checkout = await screen.findByTestId('checkout');
    expect(within(checkout).getByRole('combobox', { name: 'State' })).toBeTruthy();
    expect(checkout.textContent).toContain('Maharashtra (27)');
    expect(checkout.textContent).not.toContain(STATE_NOTE);
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createOrder).toHaveBeenCalledWith({
      plan: 'super',
      currency: 'INR',
      use_credits: false,
      state: '27',
    });
  });

  it('applies an offer code: shows the discount and the new amount, and orders with it', async () => {
    profileState = '27';
    checkCoupon.mockReturnValue(
      resolved({
        coupon: 'DIWALI25',
        plan: 'super',
        currency: 'INR',
        price: 249_900,
        discount: 62_400,
        amount: 187_500,
        percent_off: 25,
        applies_to: 'first_payment',
        valid_to: null,
      }),
    );
    createOrder.mockReturnValue(resolved(order({ amount: 187_500, discount: 62_400 })));
    renderPlans();
    const checkout = await screen.findByTestId('checkout');
    fireEvent.change(within(checkout).getByLabelText('Offer code'), {
      target: { value: 'diwali25' },
    });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Offer code DIWALI25 applied: 25% off the first payment.');
    expect(checkCoupon).toHaveBeenCalledWith({
      plan: 'super',
      currency: 'INR',
      coupon: 'diwali25',
    });
    expect(checkout.textContent).toContain('− ₹624');
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,875' }));
    await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createOrder).toHaveBeenCalledWith({
      plan: 'super',
      currency: 'INR',
      use_credits: false,
      state: '27',
      coupon: 'DIWALI25',
    });
  });

  it('says whether a code is for the first payment only or every payment, and what each renewal then costs', async () => {
    const offer = (applies_to: 'first_payment' | 'every_payment') =>
      resolved({
        coupon: 'DIWALI25',
        plan: 'super',
        currency: 'INR',
        price: 249_900,
        discount: 62_400,
        amount: 187_500,
        percent_off: 25,
        applies_to,
        valid_to: null,
      });
    const apply = async (text: string) => {
      const checkout = await screen.findByTestId('checkout');
      fireEvent.change(within(checkout).getByLabelText('Offer code'), {
        target: { value: 'DIWALI25' },
      });
      fireEvent.click(within(checkout).getByRole('button', { name: 'Apply' }));
      await screen.findByText(text);
      fireEvent.click(screen.getByRole('radio', { name: /Renew automatically/ }));
      return screen.getByTestId('renewal-terms').textContent ?? '';
    };
    checkCoupon.mockReturnValue(offer('first_payment'));
    const { unmount } = renderPlans();
    let terms = await apply('Offer code DIWALI25 applied: 25% off the first payment.');
    expect(terms).toContain('You pay ₹1,875 now for 6 months');
    expect(terms).toContain(
      'Then ₹2,499 (the full price: the offer code is for the first payment only)',
    );
    screen.getByRole('button', { name: 'Pay ₹1,875 and renew automatically' });
    unmount();
    checkCoupon.mockReturnValue(offer('every_payment'));
    renderPlans();
    terms = await apply('Offer code DIWALI25 applied: 25% off every payment.');
    expect(terms).toContain(
      'You pay ₹1,875 now for 6 months. Then ₹1,875 is debited automatically',
    );
  });

  it("explains a refused offer code by its code, in the student's language", async () => {
    checkCoupon.mockReturnValue(
      rejected({ status: 400, data: { success: false, code: 'coupon_expired', message: 'x' } }),
    );
    renderPlans();
    const checkout = await screen.findByTestId('checkout');
    fireEvent.change(within(checkout).getByLabelText('Offer code'), {
      target: { value: 'OLD2025' },
    });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Apply' }));
    expect((await within(checkout).findByRole('alert')).textContent).toBe(
      'This offer code has expired.',
    );
    expect(within(checkout).getByRole('button', { name: 'Pay ₹2,499' })).toBeTruthy();
  });

  it('without a state on the profile, explains the choice and sends the one picked', async () => {
    createOrder.mockReturnValue(resolved(order()));
    renderPlans();
    const checkout = await screen.findByTestId('checkout');
    expect(checkout.textContent).toContain(STATE_NOTE);
    const select = within(checkout).getByRole('combobox', { name: 'State' });
    expect(select.getAttribute('aria-describedby')).toBe('checkout-state-note');
    fireEvent.change(select, { target: { value: 'karna' } });
    fireEvent.click(
      await screen.findByText('Karnataka (29)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await waitFor(() => expect(checkout.textContent).not.toContain(STATE_NOTE));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createOrder).toHaveBeenCalledWith({
      plan: 'super',
      currency: 'INR',
      use_credits: false,
      state: '29',
    });
  });

  it('pays in the sandbox: order, "Test payment" dialog, Pay, verification, success in the page', async () => {
    createOrder.mockReturnValue(resolved(order()));
    completeSandbox.mockReturnValue(resolved(signature));
    verifyPayment.mockReturnValue(
      resolved({ success: true, message: successMessage, subscription: { ...subscription } }),
    );
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createOrder).toHaveBeenCalledWith({
      plan: 'super',
      currency: 'INR',
      use_credits: false,
    });
    expect(dialog.textContent).toContain('₹2,499');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    });
    expect(completeSandbox).toHaveBeenCalledWith({
      order_id: 'order_sandbox_11',
      outcome: 'success',
    });
    expect(verifyPayment).toHaveBeenCalledWith(signature);
    const outcome = await screen.findByTestId('checkout-outcome');
    expect(outcome.textContent).toContain(successMessage);
  });

  it('shows a failed sandbox payment in the page and lets the student try again', async () => {
    createOrder.mockReturnValue(resolved(order()));
    completeSandbox.mockReturnValue(
      resolved({
        success: false,
        status: 'failed',
        message: PAYMENT_MESSAGES.paymentFailedNoCredits,
      }),
    );
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));
    });
    const outcome = await screen.findByTestId('checkout-outcome');
    // No credits were used: nothing is said about returning them.
    expect(outcome.textContent).toContain(PAYMENT_MESSAGES.paymentFailedNoCredits);
    expect(outcome.textContent).not.toContain('credits');
    expect(verifyPayment).not.toHaveBeenCalled();
    fireEvent.click(within(outcome).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('checkout-outcome')).toBeNull();
  });

  it('says the credits were returned when a failed order had used some', async () => {
    createOrder.mockReturnValue(resolved(order({ credits_applied: 50_000, amount: 199_900 })));
    completeSandbox.mockReturnValue(
      resolved({ success: false, status: 'failed', message: PAYMENT_MESSAGES.paymentFailed }),
    );
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay ₹/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fail' }));
    });
    const outcome = await screen.findByTestId('checkout-outcome');
    expect(outcome.textContent).toContain(PAYMENT_MESSAGES.paymentFailed);
  });

  it('shows a rejected signature as a failure', async () => {
    createOrder.mockReturnValue(resolved(order()));
    completeSandbox.mockReturnValue(resolved(signature));
    verifyPayment.mockReturnValue(
      rejected({
        status: 400,
        data: { success: false, message: PAYMENT_MESSAGES.invalidSignature },
      }),
    );
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    });
    expect((await screen.findByTestId('checkout-outcome')).textContent).toContain(
      PAYMENT_MESSAGES.invalidSignature,
    );
  });

  it('prices the plans after credits, and at the full offer without them', async () => {
    subscription = { ...subscription, credits: { INR: 50_000, USD: 0 } };
    renderPlans();
    expect(screen.getByText('Use my referral credits (₹500 available)')).toBeTruthy();
    const card = screen.getByTestId('plan-super');
    expect(within(card).getByTestId('plan-price').textContent).toBe('₹1,999');
    expect(card.textContent).toContain('₹2,499 − ₹500 credits');
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(within(card).getByTestId('plan-price').textContent).toBe('₹2,499'));
  });

  it('asks the server to use the credits', async () => {
    subscription = { ...subscription, credits: { INR: 50_000, USD: 0 } };
    createOrder.mockReturnValue(resolved(order({ amount: 199_900, credits_applied: 50_000 })));
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,999' }));
    await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createOrder).toHaveBeenCalledWith({ plan: 'super', currency: 'INR', use_credits: true });
  });

  it('opens Razorpay Checkout for the razorpay gateway and verifies what its handler returns', async () => {
    const rzpOrder = order({ gateway: 'razorpay', order_id: 'order_Rzp1', key_id: 'rzp_live_k' });
    createOrder.mockReturnValue(resolved(rzpOrder));
    verifyPayment.mockReturnValue(
      resolved({ success: true, message: successMessage, subscription }),
    );
    let callbacks: CheckoutCallbacks | undefined;
    openRazorpayCheckout.mockImplementation(
      (_order: unknown, _brand: string, cb: CheckoutCallbacks) => {
        callbacks = cb;
        return Promise.resolve();
      },
    );
    renderPlans();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    });
    expect(openRazorpayCheckout).toHaveBeenCalledWith(
      rzpOrder,
      'YogSutra Live',
      expect.any(Object),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const paid = { ...signature, razorpay_order_id: 'order_Rzp1' };
    await act(async () => callbacks?.onPaid(paid));
    expect(verifyPayment).toHaveBeenCalledWith(paid);
    expect((await screen.findByTestId('checkout-outcome')).textContent).toContain(successMessage);
  });

  it('treats closing Razorpay Checkout as a cancellation', async () => {
    createOrder.mockReturnValue(resolved(order({ gateway: 'razorpay' })));
    let callbacks: CheckoutCallbacks | undefined;
    openRazorpayCheckout.mockImplementation(
      (_o: unknown, _brand: string, cb: CheckoutCallbacks) => {
        callbacks = cb;
        return Promise.resolve();
      },
    );
    renderPlans();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Pay once' }));
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499' }));
    });
    act(() => callbacks?.onDismissed());
    expect((await screen.findByTestId('checkout-outcome')).textContent).toContain(
      'Payment cancelled. Nothing was charged.',
    );
    expect(verifyPayment).not.toHaveBeenCalled();
  });

  it('renews automatically: states amount, period, next debit and how to stop; subscribes and verifies the first payment', async () => {
    createRecurring.mockReturnValue(
      resolved({
        subscription_id: 'sub_sandbox_1',
        key_id: 'rzp_test_sandbox',
        gateway: 'sandbox',
        plan: { id: 'super', name: 'Super', months: 6, currency: 'INR' },
        amount: 249_900,
        currency: 'INR',
        discount: 0,
        coupon: null,
        period_starts_at: '2026-12-07T04:30:00.000Z',
        next_charge_at: '2027-05-23T04:30:00.000Z',
        prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '9876543210' },
      }),
    );
    const first = {
      razorpay_subscription_id: 'sub_sandbox_1',
      razorpay_payment_id: 'pay_sandbox_2',
      razorpay_signature: 'c3d4',
    };
    completeSandboxSubscription.mockReturnValue(resolved(first));
    verifyPayment.mockReturnValue(
      resolved({ success: true, message: successMessage, subscription: { ...subscription } }),
    );
    renderPlans();
    fireEvent.click(screen.getByRole('radio', { name: /Renew automatically/ }));
    const terms = screen.getByTestId('renewal-terms').textContent ?? '';
    expect(terms).toContain('You pay ₹2,499 now for 6 months');
    expect(terms).toContain('debited automatically every 6 months');
    expect(terms).toContain('Stop renewal');
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,499 and renew automatically' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment: no money moves' });
    expect(createRecurring).toHaveBeenCalledWith({ plan: 'super', currency: 'INR' });
    expect(createOrder).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    });
    expect(completeSandboxSubscription).toHaveBeenCalledWith({
      subscription_id: 'sub_sandbox_1',
      outcome: 'success',
    });
    expect(verifyPayment).toHaveBeenCalledWith(first);
    expect((await screen.findByTestId('checkout-outcome')).textContent).toContain(successMessage);
  });

  it('shows instructors the plans without checkout', () => {
    renderPlans('/user/plans?plan=super&currency=INR', 'instructor');
    expect(screen.queryByTestId('checkout')).toBeNull();
    expect(screen.queryByRole('button', { name: /Choose plan/ })).toBeNull();
  });
});
