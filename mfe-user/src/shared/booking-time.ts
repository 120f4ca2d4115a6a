import {
  IST_TIME_ZONE,
  ROUTINE_MINUTES,
  isCalendarDate,
  isClockTime,
  istInstant,
  istToday,
  type Booking,
} from '@yoga/contracts';
import { HTML_LANG, type Locale } from '@yoga/i18n';

/** Class dates and times are India times (IST, through the one helper in libs/contracts). */
const MINUTE_MS = 60_000;

/** The instant a class on `date` (YYYY-MM-DD) at `time` (HH:mm, IST) starts; null when malformed. */
export function indiaDateTime(date: string, time: string): Date | null {
  return isCalendarDate(date) && isClockTime(time) ? istInstant(date, time) : null;
}

/** A booked class's own schedule wins over the preferred date and time typed in the form. */
export function bookingSchedule(booking: Booking): { date: string; time: string } {
  if (booking.class?.date && booking.class.time)
    return { date: booking.class.date, time: booking.class.time };
  return { date: booking.preferred_date, time: booking.preferred_time };
}

export function bookingStart(booking: Booking): Date | null {
  const { date, time } = bookingSchedule(booking);
  return indiaDateTime(date, time);
}

export interface SplitBookings {
  /** Not finished yet (a class in progress still shows its join link), soonest first. */
  upcoming: Booking[];
  /** Finished: counted as attended so far, most recent first. */
  past: Booking[];
}

export function splitBookings(bookings: readonly Booking[], now: Date = new Date()): SplitBookings {
  const withTimes = bookings.map((booking) => ({
    booking,
    start: bookingStart(booking)?.getTime() ?? Number.NaN,
  }));
  const upcoming = withTimes
    .filter(
      ({ start }) => !Number.isNaN(start) && start + ROUTINE_MINUTES * MINUTE_MS > now.getTime(),
    )
    .sort((a, b) => a.start - b.start || a.booking.id - b.booking.id);
  const past = withTimes
    .filter(
      ({ start }) => Number.isNaN(start) || start + ROUTINE_MINUTES * MINUTE_MS <= now.getTime(),
    )
    .sort((a, b) => (b.start || 0) - (a.start || 0) || b.booking.id - a.booking.id);
  return { upcoming: upcoming.map((x) => x.booking), past: past.map((x) => x.booking) };
}

/** Today's date in India as YYYY-MM-DD (the earliest date a class can be booked for). */
export function indiaToday(now: Date = new Date()): string {
  return istToday(now);
}

/** "Mon, 1 Dec 2026" ("सोम, 1 दिस॰ 2026" in Hindi) for a YYYY-MM-DD date. */
export function formatBookingDate(date: string, locale: Locale = 'en'): string {
  const instant = indiaDateTime(date, '12:00');
  if (!instant) return date;
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    timeZone: IST_TIME_ZONE,
    numberingSystem: 'latn',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(instant);
}
