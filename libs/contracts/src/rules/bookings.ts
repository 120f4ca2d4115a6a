import { istInstant } from './ist.js';

/**
 * Booking rules: the cancellation cutoff, free places, and the 409 `error` codes of the booking routes.
 */

/** A booking can be cancelled up to this long before its class starts (the default of the business rules). */
export const CANCEL_CUTOFF_MINUTES = 60;
/** 409 `error` codes of the booking routes. */
export const BOOKING_ERRORS = {
  classFull: 'class_full',
  hasPlaces: 'class_has_places',
  cancelClosed: 'cancel_closed',
  started: 'class_started',
  over: 'class_over',
} as const;

/**
 * The last instant a booking of a class on `date` at `time` (IST) can be cancelled, `cutoffMinutes`
 * before the start (the business rules' `cancel_cutoff_minutes`).
 */
export function cancelDeadline(
  date: string,
  time: string,
  cutoffMinutes: number = CANCEL_CUTOFF_MINUTES,
): Date {
  return new Date(istInstant(date, time).getTime() - cutoffMinutes * 60_000);
}

/** Whether a (booked) place in a class on `date` at `time` can still be cancelled at `now`. */
export function canCancelBooking(
  date: string,
  time: string,
  now: Date = new Date(),
  cutoffMinutes: number = CANCEL_CUTOFF_MINUTES,
): boolean {
  return now.getTime() <= cancelDeadline(date, time, cutoffMinutes).getTime();
}

/** Free places of a class (null: no limit). */
export function placesLeft(capacity: number | null, booked: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - booked);
}
