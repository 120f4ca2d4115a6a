import {
  formatLakhCrore,
  formatNumber,
  formatShortDate,
  formatTime,
  useLocale,
  type Locale,
} from '@yoga/i18n';

/** "23 Nov 2026, 6:45 pm IST" / "23 नव॰ 2026, शाम 6:45 बजे IST": the panel's tables' date and time. */
export function formatPanelDateTime(value: Date | string | number, locale: Locale): string {
  return `${formatShortDate(value, locale)}, ${formatTime(value instanceof Date ? value : new Date(value), locale)}`;
}

/**
 * The active language's messages and the panel's Indian-style formats bound to it (re-rendering when the
 * language changes): dates "23 Nov 2026", times on the IST clock, counts with lakh/crore grouping.
 */
export function useAdminFormats() {
  const state = useLocale();
  const { locale } = state;
  return {
    ...state,
    /** "23 Nov 2026" for an IST date (`YYYY-MM-DD`) or an instant. */
    formatDate: (value: Date | string | number) => formatShortDate(value, locale),
    formatDateTime: (value: Date | string | number) => formatPanelDateTime(value, locale),
    /** "6:45 pm IST" / "शाम 6:45 बजे IST" for an IST `HH:mm`. */
    formatClock: (time: string) => formatTime(time, locale),
    /** "1,18,000" (Indian grouping). */
    formatNumber: (value: number) => formatNumber(value, locale),
    /** "1.18 crore" / "1.18 करोड़" for a large count; grouped below a lakh. */
    formatCount: (value: number) => formatLakhCrore(value, locale),
  };
}
