import type { CreateOrderResponse } from '@yoga/contracts';
import {
  loadRazorpayCheckout,
  RAZORPAY_CHECKOUT_JS,
  razorpayOptions,
  type RazorpayConstructor,
} from './razorpay-checkout';

const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter(
    (s) => s.src === RAZORPAY_CHECKOUT_JS,
  );

afterEach(() => {
  scripts().forEach((s) => s.remove());
  delete window.Razorpay;
});

describe('loadRazorpayCheckout', () => {
  it('adds checkout.js once and resolves with window.Razorpay when it has loaded', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    const Fake = jest.fn() as unknown as RazorpayConstructor;
    window.Razorpay = Fake;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Fake);
    await expect(second).resolves.toBe(Fake);
    // Loaded: no second script.
    await expect(loadRazorpayCheckout()).resolves.toBe(Fake);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script cannot be loaded, and tries again on the next call', async () => {
    const failed = loadRazorpayCheckout();
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Razorpay Checkout could not be loaded.');
    expect(scripts()).toHaveLength(0);
    void loadRazorpayCheckout().catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });
});

describe('razorpayOptions', () => {
  it("passes the server's order exactly: key, order id, amount in paise, currency, prefill", () => {
    const order: CreateOrderResponse = {
      payment_id: 9,
      order_id: 'order_Abc123',
      amount: 249_900,
      currency: 'INR',
      key_id: 'rzp_test_key',
      gateway: 'razorpay',
      plan: { id: 'super', name: 'Super Saver', months: 6, currency: 'INR' },
      credits_applied: 0,
      discount: 0,
      coupon: null,
      prefill: { name: 'Priya Sharma', email: 'priya@example.in', contact: '9876543210' },
    };
    const onPaid = jest.fn();
    const onDismissed = jest.fn();
    const options = razorpayOptions(order, 'YogSutra Live', {
      onPaid,
      onFailed: jest.fn(),
      onDismissed,
    });
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_Abc123',
      amount: 249_900,
      currency: 'INR',
      description: 'Super Saver plan, 6 months',
      prefill: order.prefill,
    });
    const paid = {
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    options.handler(paid);
    expect(onPaid).toHaveBeenCalledWith(paid);
    options.modal.ondismiss();
    expect(onDismissed).toHaveBeenCalled();
  });
});
