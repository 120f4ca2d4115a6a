import {
  DEFAULT_LOCALE,
  isLocale,
  pickLocale,
  splitLocalePath,
  type Locale,
} from '@yoga/contracts';

/** Local-storage key of the visitor's chosen language (`en` or `hi`). */
export const LOCALE_STORAGE_KEY = 'yoga.locale';

/** The stored choice, or null (none, unknown value, or no storage: private mode, server). */
export function readStoredLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

export interface DetectLocaleInput {
  /** The page's path: a language prefix (`/hi/...`) decides first. Omit for areas without prefixes (panels). */
  pathname?: string;
  /** The stored choice (default: read from local storage). */
  stored?: Locale | null;
  /** The browser's languages (default: `navigator.languages`). */
  languages?: readonly string[];
}

/**
 * The language to show: the URL prefix, then the stored choice, then the browser's languages (the first
 * of them the site speaks: Hindi for `hi`, English otherwise).
 */
export function detectLocale(input: DetectLocaleInput = {}): Locale {
  if (input.pathname !== undefined) {
    const fromPath = splitLocalePath(input.pathname).locale;
    if (fromPath !== DEFAULT_LOCALE) return fromPath;
  }
  const stored = input.stored !== undefined ? input.stored : readStoredLocale();
  if (stored) return stored;
  const languages =
    input.languages ??
    (typeof navigator !== 'undefined'
      ? navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
      : []);
  return pickLocale(languages.filter(Boolean));
}
