import { JOIN_WINDOW, ROUTINE_MINUTES, titleIn, type Booking } from '@yoga/contracts';
import { i18n, type LocaleState } from '@yoga/i18n';
import { bookingSchedule, bookingStart } from '../../shared/booking-time';

/** One calendar event, already resolved to absolute instants. */
export interface CalendarEvent {
  /** Who publishes it (the brand name of the business details): the calendar's PRODID. */
  producer: string;
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  description?: string;
  url?: string;
  location?: string;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: content lines are folded at 75 octets. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, newlines become \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** UTC date-time form, e.g. 20261201T000000Z. */
export function formatIcsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Folds one content line into chunks of at most 75 octets without splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts toward their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A complete VCALENDAR with one VEVENT; lines end with CRLF as the format requires. */
export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(event.producer)}//Student panel//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsUtc(now)}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    // URL is a URI value, not TEXT: it is not escaped.
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** The booking's name in the calendar: its class's title, else what kind of session it is. */
export function bookingTitle(booking: Booking, t: LocaleState['t']): string {
  if (booking.class?.title) return titleIn(booking.class, i18n.locale);
  return booking.type === 'demo' ? t('user.calendar.demoTitle') : t('user.calendar.classTitle');
}

/**
 * The calendar event of a booking, in the student's language (`t`); null when its date or time is
 * unusable. `host` names the UID's domain, `brand` is the business details' brand name. Students never hold
 * a class's link (it comes from the join route inside the join window), so the event points to `joinPage`
 * (My Bookings, where the Join button is) unless the booking carries a link.
 */
export function bookingCalendarEvent(
  booking: Booking,
  {
    host,
    brand,
    joinPage,
    t,
    joinBeforeMinutes = JOIN_WINDOW.beforeMinutes,
  }: {
    host: string;
    brand: string;
    joinPage?: string;
    t: LocaleState['t'];
    /** The business rules' join window opening (useBusinessRules). */
    joinBeforeMinutes?: number;
  },
): CalendarEvent | null {
  const start = bookingStart(booking);
  if (!start) return null;
  const link = booking.class?.link ?? (booking.type === 'class' ? joinPage : undefined);
  const { date, time } = bookingSchedule(booking);
  const description = [
    t('user.calendar.session', { brand, minutes: ROUTINE_MINUTES, date, time }),
    link && link === joinPage
      ? t('user.calendar.joinFromBookings', { minutes: joinBeforeMinutes, link })
      : link
        ? t('user.calendar.join', { link })
        : undefined,
    booking.notes ? t('user.calendar.notes', { notes: booking.notes }) : undefined,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    producer: brand,
    uid: `booking-${booking.id}@${host}`,
    title: `${bookingTitle(booking, t)} · ${brand}`,
    start,
    durationMinutes: ROUTINE_MINUTES,
    description,
    url: link,
    location: link ?? t('user.calendar.online'),
  };
}

export function icsFileName(booking: Booking): string {
  const { date } = bookingSchedule(booking);
  return `yoga-${booking.type}-${date}-${booking.id}.ics`;
}
