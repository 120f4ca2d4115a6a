import {
  formatClock,
  formatPrice,
  HTML_LANG,
  IST_TIME_ZONE,
  isCalendarDate,
  isClockTime,
  istInstant,
  type Locale,
} from '@yoga/contracts';

/**
 * Numbers, money, dates and times the Indian way in both languages: lakh/crore digit grouping
 * (1,18,00,000), `₹3,099`, "1.18 करोड़", "23 नवंबर 2026", times on the IST clock. Western digits in Hindi
 * too (what Indian sites and banks print). Pure functions of a locale: call them with `useLocale().locale`.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(HTML_LANG[locale], { numberingSystem: 'latn', ...options });
    cache.set(key, f);
  }
  return f;
}
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(HTML_LANG[locale], {
      numberingSystem: 'latn',
      timeZone: IST_TIME_ZONE,
      ...options,
    });
    cache.set(key, f);
  }
  return f;
}

/** "1,18,00,000", "3,099", "4.5": Indian grouping, up to `maximumFractionDigits` (default 2) decimals. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value);
}

/**
 * "₹3,099", "₹2,324.50" (rupees; paise shown only when not whole). Whole rupees are the price tables'
 * `formatPrice` (libs/contracts: grouped without Intl, the same text in both languages).
 */
export function formatRupees(rupees: number, locale: Locale): string {
  if (Number.isSafeInteger(rupees) && rupees >= 0) return formatPrice(rupees, 'INR');
  const digits = Number.isInteger(rupees) ? 0 : 2;
  return `₹${numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(rupees)}`;
}

const LAKH = 100_000;
const CRORE = 10_000_000;
const UNITS: Record<Locale, { lakh: string; crore: string }> = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/**
 * A large count in lakh or crore: 11_800_000 → "1.18 crore" / "1.18 करोड़", 250_000 → "2.5 lakh" /
 * "2.5 लाख"; below a lakh, the grouped number ("45,000"). Two decimals at most, never rounded up past
 * the true figure (a counter that says "1.18 करोड़+" must not overstate).
 */
export function formatLakhCrore(value: number, locale: Locale): string {
  const abs = Math.abs(value);
  const [unit, size] =
    abs >= CRORE
      ? (['crore', CRORE] as const)
      : abs >= LAKH
        ? (['lakh', LAKH] as const)
        : [null, 1];
  if (!unit) return formatNumber(value, locale, 0);
  const scaled = Math.trunc((value / size) * 100) / 100;
  return `${formatNumber(scaled, locale, 2)} ${UNITS[locale][unit]}`;
}

function instantOf(value: Date | string | number): Date {
  if (typeof value === 'string' && isCalendarDate(value)) return istInstant(value, '12:00');
  return value instanceof Date ? value : new Date(value);
}

/** "23 November 2026" / "23 नवंबर 2026", for an instant or an IST date (`YYYY-MM-DD`), on the IST calendar. */
export function formatDate(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    instantOf(value),
  );
}

/** "23 Nov 2026" / "23 नव॰ 2026": the short form for tables and cards. */
export function formatShortDate(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(
    instantOf(value),
  );
}

/**
 * A span of days as people read it: "29 Nov – 19 Dec 2026", "1 – 21 Dec 2026", "29 Dec 2026 – 4 Jan
 * 2027" / "29 नव॰ – 19 दिस॰ 2026" (what is shared is written once). An open end: "from 1 Dec 2026",
 * "until 19 Dec 2026" / "1 दिस॰ 2026 से", "19 दिस॰ 2026 तक"; neither: "". On the IST calendar.
 */
export function formatDateRange(
  from: Date | string | number | null | undefined,
  to: Date | string | number | null | undefined,
  locale: Locale,
): string {
  const given = (v: typeof from): v is Date | string | number =>
    v !== null && v !== undefined && v !== '';
  if (!given(from)) return given(to) ? OPEN_END[locale].to(formatShortDate(to, locale)) : '';
  if (!given(to)) return OPEN_END[locale].from(formatShortDate(from, locale));
  const parts = (value: Date | string | number) =>
    dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
      .formatToParts(instantOf(value))
      .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const a = parts(from);
  const b = parts(to);
  const end = formatShortDate(to, locale);
  if (a.year !== b.year) return `${formatShortDate(from, locale)} – ${end}`;
  if (a.month !== b.month) {
    const dayMonth = dateFormat(locale, { day: 'numeric', month: 'short' }).format(instantOf(from));
    return `${dayMonth} – ${end}`;
  }
  if (a.day === b.day) return end;
  return `${a.day} – ${end}`;
}

const OPEN_END: Record<Locale, { from: (d: string) => string; to: (d: string) => string }> = {
  en: { from: (d) => `from ${d}`, to: (d) => `until ${d}` },
  hi: { from: (d) => `${d} से`, to: (d) => `${d} तक` },
};

/** "Monday" / "सोमवार" of an instant or IST date. */
export function formatWeekday(value: Date | string | number, locale: Locale): string {
  return dateFormat(locale, { weekday: 'long' }).format(instantOf(value));
}

/**
 * An IST clock time (`HH:mm`) or the IST time of an instant: "6:45 pm IST" / "शाम 6:45 बजे IST".
 */
export function formatTime(value: string | Date | number, locale: Locale): string {
  let hour: number;
  let minute: number;
  if (typeof value === 'string' && isClockTime(value)) {
    [hour, minute] = value.split(':').map(Number) as [number, number];
  } else {
    const parts = dateFormat('en', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instantOf(value))
      .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
    hour = Number(parts.hour) % 24;
    minute = Number(parts.minute);
  }
  return formatClock(hour, minute, 'IST', locale);
}

/** "23 November 2026, 6:45 pm IST" / "23 नवंबर 2026, शाम 6:45 बजे IST" for an instant. */
export function formatDateTime(value: Date | string | number, locale: Locale): string {
  return `${formatDate(value, locale)}, ${formatTime(instantOf(value), locale)}`;
}
