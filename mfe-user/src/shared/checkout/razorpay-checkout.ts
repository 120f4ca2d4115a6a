import {
  type CreateOrderResponse,
  type VerifyPaymentRequest,
  type VerifySubscriptionPaymentRequest,
} from '@yoga/contracts';
import { panelTheme } from '@yoga/ui';

/** Razorpay's Checkout script: loaded on the checkout screen only, and only for the razorpay gateway. */
export const RAZORPAY_CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

/** The part of Razorpay Checkout's browser API this panel uses (Standard Checkout options). */
export interface RazorpayOptions {
  key: string;
  /** A one-off order; else `subscription_id` (Razorpay Subscriptions: UPI AutoPay, cards, eMandate). */
  order_id?: string;
  subscription_id?: string;
  /** Checkout's recurring payment methods only (a subscription). */
  recurring?: boolean;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: VerifyPaymentRequest | VerifySubscriptionPaymentRequest) => void;
  modal: { ondismiss: () => void };
  theme?: { color: string };
}

export interface RazorpayFailure {
  error: { code?: string; description?: string; reason?: string };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Adds checkout.js to the page; calls during the load share it, and once loaded `window.Razorpay` is
 * used directly. A failed load removes its script, so the next call tries again.
 */
export function loadRazorpayCheckout(doc: Document = document): Promise<RazorpayConstructor> {
  const win = doc.defaultView;
  if (win?.Razorpay) return Promise.resolve(win.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = RAZORPAY_CHECKOUT_JS;
    script.async = true;
    script.onload = () => {
      if (win?.Razorpay) resolve(win.Razorpay);
      else reject(new Error('Razorpay Checkout did not start.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded.'));
    };
    doc.head.appendChild(script);
  }).finally(() => {
    loading = undefined;
  });
  return loading;
}

export interface CheckoutCallbacks {
  onPaid: (response: VerifyPaymentRequest | VerifySubscriptionPaymentRequest) => void;
  onFailed: (reason: string) => void;
  onDismissed: () => void;
}

/**
 * Standard Checkout options for one of our orders (amount and currency exactly as the server priced it);
 * `brand` is the business details' brand name.
 */
export function razorpayOptions(
  order: CreateOrderResponse,
  brand: string,
  callbacks: CheckoutCallbacks,
  subscriptionId?: string,
): RazorpayOptions {
  return {
    key: order.key_id,
    ...(subscriptionId
      ? { subscription_id: subscriptionId, recurring: true }
      : { order_id: order.order_id }),
    amount: order.amount,
    currency: order.currency,
    name: brand,
    description: `${order.plan.name} plan, ${order.plan.months} months`,
    prefill: order.prefill,
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismissed },
    // Checkout in the panel's own saffron.
    ...(panelTheme.token?.colorPrimary ? { theme: { color: panelTheme.token.colorPrimary } } : {}),
  };
}

/** Opens Razorpay Checkout for the order; the callbacks say how it ended. */
export async function openRazorpayCheckout(
  order: CreateOrderResponse,
  brand: string,
  callbacks: CheckoutCallbacks,
  subscriptionId?: string,
): Promise<void> {
  const Razorpay = await loadRazorpayCheckout();
  const checkout = new Razorpay(razorpayOptions(order, brand, callbacks, subscriptionId));
  checkout.on('payment.failed', (response) =>
    callbacks.onFailed(response.error.description ?? 'The payment did not go through.'),
  );
  checkout.open();
}
