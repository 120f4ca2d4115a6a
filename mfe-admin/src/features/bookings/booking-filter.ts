import type { Booking } from '@yoga/contracts';
import { i18n } from '@yoga/i18n';
import './i18n';

export interface BookingFilter {
  /** A class id, 'demo' for demo bookings, or 'all'. */
  classId: number | 'demo' | 'all';
  /** YYYY-MM-DD or empty for any date. */
  date: string;
}

/** The day a booking is for: the booked class's date, else the preferred date. */
export function bookingDate(booking: Booking): string {
  return booking.class?.date ?? booking.preferred_date;
}

export function filterBookings(bookings: readonly Booking[], filter: BookingFilter): Booking[] {
  return bookings.filter((booking) => {
    const classMatches =
      filter.classId === 'all' ||
      (filter.classId === 'demo' ? booking.type === 'demo' : booking.class_id === filter.classId);
    const dateMatches = !filter.date || bookingDate(booking) === filter.date;
    return classMatches && dateMatches;
  });
}

/** "Class #12": a booked class known only by its id. */
export function classNumber(id: number | null): string {
  return i18n._('admin.bookings.classNumber', { id });
}

/**
 * Options for the class picker: every class that has bookings, labelled with its date and time
 * (`formatDate` writes the date in the panel's language).
 */
export function bookedClassOptions(
  bookings: readonly Booking[],
  formatDate: (date: string) => string = (date) => date,
): { value: number; label: string }[] {
  const seen = new Map<number, string>();
  for (const booking of bookings) {
    if (booking.class_id === null || seen.has(booking.class_id)) continue;
    const c = booking.class;
    seen.set(
      booking.class_id,
      c ? `${c.title} (${formatDate(c.date)} ${c.time})` : classNumber(booking.class_id),
    );
  }
  return [...seen]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
