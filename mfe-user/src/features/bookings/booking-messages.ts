import { errorMessage } from '@yoga/api-client';
import type { LocaleState } from '@yoga/i18n';

/**
 * The spec's failure text plus the server's reason when it gave one (for example, already booked; the
 * API answers in the active language).
 */
export function bookingFailureText(error: unknown, t: LocaleState['t']): string {
  const reason = errorMessage(error);
  const failed = t('user.booking.failed');
  return reason ? `${failed} ${reason}` : failed;
}
