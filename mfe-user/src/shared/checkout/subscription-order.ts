import type { CreateOrderResponse, CreateRecurringResponse } from '@yoga/contracts';

/**
 * A subscription's first payment (automatic renewal) in the shape of an order, for the sandbox dialog and
 * Razorpay Checkout: the student's membership, a household's or a company's renewal alike.
 */
export function subscriptionAsOrder(created: CreateRecurringResponse): CreateOrderResponse {
  return {
    payment_id: 0,
    order_id: created.subscription_id,
    amount: created.amount,
    currency: created.currency,
    key_id: created.key_id,
    gateway: created.gateway,
    plan: created.plan,
    credits_applied: 0,
    discount: created.discount,
    coupon: created.coupon,
    prefill: created.prefill,
  };
}
