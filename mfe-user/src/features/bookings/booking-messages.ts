import { errorCode, errorMessage } from '@yoga/api-client';
import type { ApiErrorCode } from '@yoga/contracts';
import type { LocaleState } from '@yoga/i18n';

/**
 * The API's reasons that are a whole answer on their own: trying again would not help, so they are not
 * put after "Booking failed. Please try again." (a double booking says only "You have already booked
 * this class.").
 */
const FINAL_REASONS: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'already_booked',
  'already_waitlisted',
  'class_full',
  'class_has_places',
  'class_started',
  'demo_limit_reached',
  'trial_ended',
  'plan_ended',
]);

/**
 * The server's reason alone when its code is one of the final ones; otherwise the spec's failure text
 * plus the server's reason when it gave one (the API answers in the active language).
 */
export function bookingFailureText(error: unknown, t: LocaleState['t']): string {
  const reason = errorMessage(error);
  const code = errorCode(error);
  if (reason && code && FINAL_REASONS.has(code)) return reason;
  const failed = t('user.booking.failed');
  return reason ? `${failed} ${reason}` : failed;
}
