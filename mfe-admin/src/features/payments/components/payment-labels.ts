import type { PaymentMethod, PaymentStatus } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';
import '../i18n';

type T = LocaleState['t'];

export const paymentStatusLabel = (t: T, status: PaymentStatus) =>
  t(`admin.payments.status.${status}`);

/** How the money came: the checkout (Razorpay, or the sandbox without keys) or recorded by an admin. */
export const paymentMethodLabel = (t: T, method: PaymentMethod) =>
  t(`admin.payments.method.${method}`);

/**
 * Solid colours with white text at AA contrast. A checkout never paid or that failed or was cancelled is
 * "Not completed" in a neutral colour: no money was taken (issue 38).
 */
export const STATUS_COLORS: Record<PaymentStatus, string> = {
  created: '#595959',
  paid: '#2f7d32',
  failed: '#595959',
  refunded: '#0958d9',
};
