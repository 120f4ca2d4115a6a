/** Today as YYYY-MM-DD in the admin's own time zone. */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
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
