import { addIstDays, istWeekday } from '@yoga/contracts';

/** A month of the practice calendar: `YYYY-MM`. */
export type MonthKey = string;

export const monthOf = (date: string): MonthKey => date.slice(0, 7);

/** The first and last IST dates of a month. */
export function monthRange(month: MonthKey): { from: string; to: string } {
  const from = `${month}-01`;
  const next = addMonths(month, 1);
  return { from, to: addIstDays(`${next}-01`, -1) };
}

/** The month `n` months after `month` (negative goes back), across year ends. */
export function addMonths(month: MonthKey, n: number): MonthKey {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month as rows of 7 cells, Monday first (the weekly streak's week); `null` pads the
 * days of the neighbouring months.
 */
export function monthGrid(month: MonthKey): (string | null)[][] {
  const { from, to } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: (istWeekday(from) + 6) % 7 }, () => null);
  for (let d = from; d <= to; d = addIstDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const intlLocale = (locale: string) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

/** "November 2026" / "नवंबर 2026". */
export function monthTitle(month: MonthKey, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/** "Thursday 26 November" / "गुरुवार 26 नवंबर": a day's full name for screen readers. */
export function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The weekday names, Monday first: short (shown) and long (for screen readers). */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  // 2026-11-23 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 23 + i, 12));
    return { short: short.format(d), long: long.format(d) };
  });
}
