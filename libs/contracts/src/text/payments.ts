import { formatIstDate } from '../rules/ist.js';

/**
 * Texts of the payment, refund and offline-payment routes (the spec's English, byte-exact).
 */

export const PAYMENT_MESSAGES = {
  invalidSignature: 'Payment verification failed. No plan was activated.',
  orderNotFound: 'Order not found.',
  unknownPlan: 'Choose a plan that is on sale.',
  unknownCurrency: 'Choose a valid currency: INR, USD, GBP, AED, CAD, AUD or SGD.',
  /** 503 in production when no Razorpay keys are configured. */
  paymentsUnavailable: 'Online payments are not available right now. Please try again later.',
  /** 502 when Razorpay cannot be reached or refuses the order. */
  gatewayError: 'The payment service is not reachable right now. Please try again.',
  paymentFailed: 'Payment failed. No money was taken and your credits were returned.',
  /** The same failure when no referral credits were held by the order. */
  paymentFailedNoCredits: 'Payment failed. No money was taken.',
  alreadyPaid: 'This order is already paid.',
  invalidWebhookSignature: 'Invalid webhook signature.',
} as const;

/** "Payment successful. Your plan is active until 23 Nov 2027." */
export function paymentSuccessMessage(activeUntil: Date | string): string {
  return `Payment successful. Your plan is active until ${formatIstDate(activeUntil)}.`;
}

/** The answer of POST /api/payments/verify for a gift's payment. */
export const GIFT_PAID_MESSAGE = 'Payment successful. Your gift is ready: see it under My gifts.';
