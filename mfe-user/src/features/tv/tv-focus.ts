import { addIstDays, istToday, joinWindow, type Booking } from '@yoga/contracts';
import { bookingSchedule } from '../../shared/booking-time';

/** A class on the TV: a booked class of today or tomorrow (India dates) that is not over yet. */
export interface TvClass {
  bookingId: number;
  classId: number;
  title: string;
  date: string;
  time: string;
  /** Whether her Join works now (15 minutes before the start until 45 after). */
  joinOpen: boolean;
  day: 'today' | 'tomorrow';
}

/**
 * Today's and tomorrow's booked classes (India dates) whose joining has not closed, soonest first;
 * waitlisted places and demo requests are left out (they have no Join).
 */
export function tvClasses(bookings: readonly Booking[], now: Date): TvClass[] {
  const today = istToday(now);
  const tomorrow = addIstDays(today, 1);
  return bookings
    .flatMap((booking): TvClass[] => {
      if (booking.type !== 'class' || booking.status !== 'booked' || booking.class_id === null)
        return [];
      const { date, time } = bookingSchedule(booking);
      if (date !== today && date !== tomorrow) return [];
      const { opens, closes } = joinWindow(date, time);
      if (now > closes) return [];
      return [
        {
          bookingId: booking.id,
          classId: booking.class_id,
          title: booking.class?.title ?? '',
          date,
          time,
          joinOpen: now >= opens,
          day: date === today ? 'today' : 'tomorrow',
        },
      ];
    })
    .sort(
      (a, b) =>
        `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`) || a.bookingId - b.bookingId,
    );
}

/** The keys a TV remote's arrows and OK send (a keyboard's arrows and Enter). */
export type RemoteKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * Where focus goes from item `current` of `count` (one column: up/left go back, down/right forward),
 * staying at the ends rather than wrapping (on a remote a wrap looks like a jump).
 */
export function moveFocus(current: number, key: RemoteKey, count: number): number {
  if (count === 0) return -1;
  const step = key === 'ArrowUp' || key === 'ArrowLeft' ? -1 : 1;
  return Math.min(count - 1, Math.max(0, current + step));
}

export function isRemoteKey(key: string): key is RemoteKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}
