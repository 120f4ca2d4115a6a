import { BOOKING_MESSAGES, MESSAGES } from '@yoga/contracts';
import { bookingFailureText } from './booking-messages';

const t = () => MESSAGES.bookingFailed;
const apiError = (status: number, code: string | undefined, message: string) => ({
  status,
  data: { success: false, ...(code ? { code } : {}), message },
});

describe('bookingFailureText (decided by the error code, never by the text)', () => {
  it('gives a final reason alone, in whatever language the API wrote it', () => {
    expect(bookingFailureText(apiError(409, 'already_booked', MESSAGES.alreadyBooked), t)).toBe(
      MESSAGES.alreadyBooked,
    );
    const hindi = 'आप यह क्लास पहले ही बुक कर चुके हैं।';
    expect(bookingFailureText(apiError(409, 'already_booked', hindi), t)).toBe(hindi);
    expect(bookingFailureText(apiError(409, 'class_full', BOOKING_MESSAGES.classFull), t)).toBe(
      BOOKING_MESSAGES.classFull,
    );
  });

  it("puts any other reason after the spec's failure text", () => {
    expect(bookingFailureText(apiError(404, 'class_not_found', 'Class not found.'), t)).toBe(
      `${MESSAGES.bookingFailed} Class not found.`,
    );
    // A 409 without a known code is not taken for a final answer.
    expect(bookingFailureText(apiError(409, undefined, MESSAGES.alreadyBooked), t)).toBe(
      `${MESSAGES.bookingFailed} ${MESSAGES.alreadyBooked}`,
    );
    expect(bookingFailureText({ status: 'FETCH_ERROR', error: 'offline' }, t)).toBe(
      MESSAGES.bookingFailed,
    );
  });
});
