import { addIstDays, istInstant, istWeekday } from './ist.js';

// The standard day lives in a module of its own: pages that only show it (home's hero) do not bundle
// the scheduling functions and the IST helpers they need.
export { DAILY_SLOTS, type ScheduleSlot } from './daily-slots.js';
import type { ScheduleSlot } from './daily-slots.js';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The timetable students read (public `/schedule`, the panel's Book a Class): today and the next six IST days. */
export const SCHEDULE_DAYS = 7;

/** Morning: classes starting before noon IST; evening: from noon. */
export type DayPeriod = ScheduleSlot['period'];

export function dayPeriod(time: string): DayPeriod {
  return time < '12:00' ? 'morning' : 'evening';
}

/** One IST day of the timetable: its classes in start order, morning and evening apart. */
export interface ScheduleDay<C> {
  /** YYYY-MM-DD (IST). */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  morning: C[];
  evening: C[];
}

/**
 * The `days` IST days from `from`, each with its classes (those of other dates are left out), sorted by
 * time then id. Every day is listed, also a day without classes.
 */
export function scheduleWeek<C extends { id: number; date: string; time: string }>(
  from: string,
  classes: readonly C[],
  days: number = SCHEDULE_DAYS,
): ScheduleDay<C>[] {
  const sorted = [...classes].sort(
    (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id,
  );
  return Array.from({ length: days }, (_, i) => {
    const date = addIstDays(from, i);
    const ofDay = sorted.filter((c) => c.date === date);
    return {
      date,
      weekday: istWeekday(date),
      morning: ofDay.filter((c) => dayPeriod(c.time) === 'morning'),
      evening: ofDay.filter((c) => dayPeriod(c.time) === 'evening'),
    };
  });
}

/** Whether the class has ended at `now` (its start plus its length, IST). */
export function classHasEnded(
  cls: { date: string; time: string; duration_minutes: number },
  now: Date,
): boolean {
  return istInstant(cls.date, cls.time).getTime() + cls.duration_minutes * 60_000 <= now.getTime();
}
