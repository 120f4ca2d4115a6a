import { isDateInBounds, istToday } from '@yoga/contracts';

/** Today as YYYY-MM-DD in India (class dates are IST dates, whatever the admin's own time zone). */
export function istTodayForClasses(now = new Date()): string {
  return istToday(now);
}

/**
 * Which classes the table asks for: one chosen day, else upcoming ones (the list is capped at one
 * page, which past days would fill), else everything.
 */
export function classRange(
  day: string,
  showPast: boolean,
  today: string,
): { from?: string; to?: string } | undefined {
  if (day) return { from: day, to: day };
  return showPast ? undefined : { from: today };
}

/** How long the typed day must stay unchanged before the table asks for it (typing a year: 4 keys). */
export const CLASS_DAY_SETTLE_MS = 500;

/**
 * The day the table asks for while the admin types one: the typed day once it is a whole date within
 * DATE_BOUNDS (a year being typed, "0002" → "0020" → "0202", is not), else the day asked for before;
 * empty (cleared) asks for the default list.
 */
export function classDayToAsk(typed: string, previous: string): string {
  return typed === '' || isDateInBounds(typed) ? typed : previous;
}
