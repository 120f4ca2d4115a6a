import {
  formatIstDateTime,
  isCalendarDate,
  isClockTime,
  joinWindow,
  type Booking,
} from '@yoga/contracts';
import { formatDateTime, type Locale, type LocaleState } from '@yoga/i18n';

/** Where a class stands against its join window (15 min before to 45 min after its IST start). */
export type JoinState =
  | { kind: 'early'; opens: Date }
  | { kind: 'open'; closes: Date }
  | { kind: 'closed'; closes: Date };

export function joinState(date: string, time: string, now: Date = new Date()): JoinState | null {
  if (!isCalendarDate(date) || !isClockTime(time)) return null;
  const { opens, closes } = joinWindow(date, time);
  if (now < opens) return { kind: 'early', opens };
  // The server lets a student in until the closing minute itself.
  if (now <= closes) return { kind: 'open', closes };
  return { kind: 'closed', closes };
}

/** A booking with a class to join: demo bookings have none (their link is shared separately). */
export function joinableClass(booking: Booking): { id: number; date: string; time: string } | null {
  if (booking.type !== 'class' || booking.class_id === null) return null;
  const date = booking.class?.date ?? booking.preferred_date;
  const time = booking.class?.time ?? booking.preferred_time;
  return { id: booking.class_id, date, time };
}

/** The line next to a Join button that cannot be used yet (or any more), in the active language. */
export function joinHint(
  state: JoinState,
  t: LocaleState['t'],
  locale: Locale,
): string | undefined {
  if (state.kind === 'early') {
    const when =
      locale === 'en' ? formatIstDateTime(state.opens) : formatDateTime(state.opens, locale);
    return t('user.join.opens', { when });
  }
  if (state.kind === 'closed') return t('user.join.closed');
  return undefined;
}
