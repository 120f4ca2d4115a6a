import { istToday } from '@yoga/contracts';

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
