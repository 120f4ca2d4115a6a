import type { CreateOrderResponse, MySubscription } from '@yoga/contracts';

export type CheckoutState =
  | { step: 'idle' }
  | { step: 'ordering' }
  /**
   * The sandbox's test dialog is open; `pending` is the outcome being sent; `subscription`: the
   * first payment of a subscription that renews itself (its id).
   */
  | {
      step: 'sandbox';
      order: CreateOrderResponse;
      pending?: 'success' | 'failure';
      subscription?: string;
    }
  /** Razorpay Checkout is loading or open. */
  | { step: 'gateway'; order: CreateOrderResponse }
  | { step: 'verifying'; order: CreateOrderResponse }
  | { step: 'paid'; message: string; subscription: MySubscription }
  | { step: 'failed'; message: string }
  | { step: 'cancelled' };

/** A payment under way (the order, the test dialog or Razorpay open, its verification): its button waits. */
export function checkoutUnderWay(state: CheckoutState): boolean {
  return ['ordering', 'sandbox', 'gateway', 'verifying'].includes(state.step);
}

/** Message IDs of the checkout's endings (user.checkout.*). */
export const CHECKOUT_TEXTS = {
  cancelled: 'user.checkout.cancelled',
  orderFailed: 'user.checkout.orderFailed',
  gatewayFailed: 'user.checkout.gatewayFailed',
} as const;
