import { errorMessage } from '@yoga/api-client';
import { MESSAGES } from '@yoga/contracts';

/** The spec's failure text plus the server's reason when it gave one (for example, already booked). */
export function bookingFailureText(error: unknown): string {
  const reason = errorMessage(error);
  return reason ? `${MESSAGES.bookingFailed} ${reason}` : MESSAGES.bookingFailed;
}
