/**
 * India Standard Time, the one clock of the product. IST is UTC+05:30 all year (no daylight saving),
 * so every conversion is a fixed offset: no browser time zone, no server time zone, no UTC-day arithmetic.
 *
 * Conventions:
 * - an *instant* is a `Date` (or ISO 8601 string with a zone), stored in the database as UTC;
 * - an *IST date* is `YYYY-MM-DD` and an *IST time* is `HH:mm`, both read on a clock in India.
 */
export const IST_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MINUTES = 330;
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export const IST_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const IST_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** A `Date` whose UTC fields read the IST wall clock of `instant` (internal helper). */
function wall(instant: Date | number): Date {
  return new Date((typeof instant === 'number' ? instant : instant.getTime()) + OFFSET_MS);
}

function toInstant(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** `YYYY-MM-DD` of the day in India at `instant` (default: now). */
export function istDate(instant: Date | string | number = new Date()): string {
  const w = wall(toInstant(instant));
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

/** `HH:mm` on a clock in India at `instant` (default: now). */
export function istTime(instant: Date | string | number = new Date()): string {
  const w = wall(toInstant(instant));
  return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

/** Today's date in India. */
export function istToday(now: Date = new Date()): string {
  return istDate(now);
}

/** True for a `YYYY-MM-DD` string naming a real calendar day (rejects 2026-02-30 and 2026-13-45). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !IST_DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The dates the app takes at all (inclusive): a year outside 2000–2100 is a typing mistake. */
export const DATE_BOUNDS = { min: '2000-01-01', max: '2100-12-31' } as const;

/** True for a calendar date within DATE_BOUNDS. */
export function isDateInBounds(value: unknown): value is string {
  return isCalendarDate(value) && value >= DATE_BOUNDS.min && value <= DATE_BOUNDS.max;
}

/** True for a 24-hour `HH:mm` string. */
export function isClockTime(value: unknown): value is string {
  return typeof value === 'string' && IST_TIME_PATTERN.test(value);
}

/** The instant at which the IST date and time occur (`time` defaults to midnight). */
export function istInstant(date: string, time = '00:00'): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  if (!isClockTime(time)) throw new RangeError(`Not a time of day: ${time}`);
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS);
}

/** The IST date `days` days after `date` (negative goes back). */
export function addIstDays(date: string, days: number): string {
  return istDate(istInstant(date).getTime() + days * DAY_MS);
}

/** Day of the week of an IST date: 0 = Sunday … 6 = Saturday. */
export function istWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whole days from IST date `from` to IST date `to` (positive when `to` is later). */
export function istDaysBetween(from: string, to: string): number {
  return Math.round((istInstant(to).getTime() - istInstant(from).getTime()) / DAY_MS);
}

/**
 * `instant` plus `months` calendar months on the IST calendar: the same day of the month and time of
 * day, clamped to the month's last day (31 January + 1 month = 28 or 29 February).
 */
export function addIstMonths(instant: Date | string | number, months: number): Date {
  const w = wall(toInstant(instant));
  const day = w.getUTCDate();
  const target = new Date(w.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return new Date(target.getTime() - OFFSET_MS);
}

/** The calendar year in India at `instant` (a payment at 23:00 IST on 31 December belongs to that year). */
export function istYear(instant: Date | string | number = new Date()): number {
  return wall(toInstant(instant)).getUTCFullYear();
}

/**
 * The Indian financial year (1 April to 31 March) containing `instant`, as its two years' last two
 * digits: 2026-11-23 → "2627", 2027-03-31 → "2627", 2027-04-01 → "2728".
 */
export function istFinancialYear(instant: Date | string | number = new Date()): string {
  const w = wall(toInstant(instant));
  const start = w.getUTCMonth() >= 3 ? w.getUTCFullYear() : w.getUTCFullYear() - 1;
  return `${pad(start % 100)}${pad((start + 1) % 100)}`;
}

/** The first instant of the IST month containing `instant`, and of the following month. */
export function istMonthRange(instant: Date | string | number = new Date()): {
  start: Date;
  end: Date;
} {
  const w = wall(toInstant(instant));
  const start = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), 1) - OFFSET_MS;
  const end = Date.UTC(w.getUTCFullYear(), w.getUTCMonth() + 1, 1) - OFFSET_MS;
  return { start: new Date(start), end: new Date(end) };
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: IST_TIME_ZONE });
    dateFormatters.set(key, f);
  }
  return f;
}

/** "23 Nov 2026" (or "23 नव॰ 2026" for `hi-IN`) for an instant or an IST date. */
export function formatIstDate(value: Date | string | number, locale = 'en-IN'): string {
  const instant =
    typeof value === 'string' && isCalendarDate(value) ? istInstant(value, '12:00') : value;
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    toInstant(instant),
  );
}

/** "23 Nov 2026, 6:45 pm IST" for an instant. */
export function formatIstDateTime(value: Date | string | number, locale = 'en-IN'): string {
  const text = formatter(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(toInstant(value));
  return `${text} IST`;
}

/** An IANA time zone name this runtime knows (`America/New_York`, `Asia/Calcutta`), not an offset or abbreviation. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zone's canonical name (`Asia/Calcutta` → `Asia/Kolkata`); India's for a name that is not a zone. */
export function canonicalTimeZone(value: string): string {
  if (!isTimeZone(value)) return IST_TIME_ZONE;
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  return resolved === 'Asia/Calcutta' ? IST_TIME_ZONE : resolved;
}

/** An instant as a clock in another zone, beside India time: what a member abroad reads. */
export interface LocalClock {
  /** "8:30 pm" */
  time: string;
  /** "EDT", "BST", "GMT+4": the zone's short name at that instant. */
  zone: string;
  /** Her calendar day against India's: -1 the day before, 0 the same day, 1 the day after. */
  day_shift: -1 | 0 | 1;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(locale: string, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`;
  let f = zoneFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    zoneFormatters.set(key, f);
  }
  return f;
}

/**
 * The instant on her own clock when her zone reads differently from India's at that instant (null when it
 * reads the same: India, or a zone with India's offset). The sentence around it is the page's own words.
 */
export function localClock(instant: Date | string | number, zone: string): LocalClock | null {
  if (!isTimeZone(zone)) return null;
  const at = toInstant(instant);
  const parts = (locale: string) =>
    Object.fromEntries(
      zoneFormatter(locale, zone)
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
  const p = parts('en-US');
  const local = `${p.year}-${p.month}-${p.day}`;
  const ist = istDate(at);
  const clock = `${p.hour}:${p.minute} ${String(p.dayPeriod).toLowerCase()}`;
  if (local === ist && clock === formatIstClock(istTime(at)).replace(/ IST$/, '')) return null;
  // en-US names American zones (EDT), en-GB the rest it knows (BST, CEST, GST); else an offset (GMT+8).
  const name = String(p.timeZoneName);
  const zoneName = name.startsWith('GMT') ? String(parts('en-GB').timeZoneName) : name;
  return {
    time: clock,
    zone: zoneName === 'UTC' ? 'GMT' : zoneName,
    day_shift: local < ist ? -1 : local > ist ? 1 : 0,
  };
}

/** "6:45 pm IST" for an IST `HH:mm` time. */
export function formatIstClock(time: string): string {
  if (!isClockTime(time)) return time;
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  return `${((h + 11) % 12) + 1}:${pad(m)} ${suffix} IST`;
}

/** The languages a clock is written in (the product's two). */
export type ClockLanguage = 'en' | 'hi';

/** The part of the day a Hindi speaker names before a clock time. */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/**
 * A 24-hour clock reading as people say it, with the zone's short name: "6:45 pm IST" / "शाम 6:45 बजे IST".
 */
export function formatClock(
  hour: number,
  minute: number,
  zone: string,
  language: ClockLanguage,
): string {
  const clock = `${((hour + 11) % 12) + 1}:${pad(minute)}`;
  if (language === 'hi') return `${hindiDayPart(hour)} ${clock} बजे ${zone}`;
  return `${clock} ${hour < 12 ? 'am' : 'pm'} ${zone}`;
}

/** The words after her own clock when her day is not India's. */
const DAY_SHIFT: Record<ClockLanguage, Record<-1 | 1, string>> = {
  en: { [-1]: 'the day before', 1: 'the next day' },
  hi: { [-1]: 'एक दिन पहले', 1: 'अगले दिन' },
};

/**
 * The one way a student reads a class's time (issue 37): India time, and when her zone reads differently
 * her own beside it. "6:00 am IST · 8:30 pm EDT, the day before" / "सुबह 6:00 बजे IST · रात 8:30 बजे EDT
 * (एक दिन पहले)"; just "6:00 am IST" / "सुबह 6:00 बजे IST" in India (or with no zone). Used by the pages, the
 * TV view and the reminders alike.
 */
export function formatTimePair(
  instant: Date | string | number,
  zone: string | null | undefined,
  language: ClockLanguage = 'en',
): string {
  const at = toInstant(instant);
  const [h, m] = istTime(at).split(':').map(Number) as [number, number];
  const india = formatClock(h, m, 'IST', language);
  const own = zone ? localClock(at, zone) : null;
  if (!own) return india;
  const [, hh, mm, period] = /^(\d+):(\d+) (am|pm)$/.exec(own.time) ?? [];
  if (!hh) return india;
  const hour = (Number(hh) % 12) + (period === 'pm' ? 12 : 0);
  const mine = formatClock(hour, Number(mm), own.zone, language);
  // Hindi puts the day in brackets, so that a sentence can go on after it ("… (एक दिन पहले) पर शुरू होगी").
  const words = own.day_shift ? DAY_SHIFT[language][own.day_shift] : '';
  const shift = !words ? '' : language === 'hi' ? ` (${words})` : `, ${words}`;
  return `${india} · ${mine}${shift}`;
}

/** `formatTimePair` for a class given by its IST date (`YYYY-MM-DD`) and time (`HH:mm`). */
export function formatIstTimePair(
  date: string,
  time: string,
  zone: string | null | undefined,
  language: ClockLanguage = 'en',
): string {
  if (!isCalendarDate(date) || !isClockTime(time)) return time;
  return formatTimePair(istInstant(date, time), zone, language);
}
