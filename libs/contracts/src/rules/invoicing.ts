/**
 * How money arrives (checkout or recorded offline) and the limits of refund and offline-payment fields.
 */

export const CHECKOUT_METHODS = ['razorpay', 'sandbox'] as const;
export const OFFLINE_METHODS = ['upi', 'bank_transfer', 'cash'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export type PaymentMethod = (typeof CHECKOUT_METHODS)[number] | OfflineMethod;
export const OFFLINE_METHOD_LABELS: Record<OfflineMethod, string> = {
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

export const REFUND_REASON_MAX_LENGTH = 500;
export const PAYMENT_REFERENCE_MAX_LENGTH = 64;
