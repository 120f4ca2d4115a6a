import {
  CURRENCY_STORAGE_KEY,
  chooseCurrency,
  isCurrency,
  type CountrySignals,
  type Currency,
} from '@yoga/contracts';

/**
 * Prices by country (issue 37) in the browser: what the browser reports (its time zone and languages; no
 * geo-IP, no third party) and the visitor's own choice, remembered on this device. The rule itself is
 * `chooseCurrency` in @yoga/contracts.
 */

/** What this browser reports: `Intl`'s time zone and `navigator.languages` (empty outside a browser). */
export function browserCountrySignals(): CountrySignals {
  if (typeof navigator === 'undefined') return { languages: [] };
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return { timeZone, languages: languages.filter(Boolean) };
}

/** The currency she chose on this device (the price page's or the checkout's switch), if any. */
export function readStoredCurrency(): Currency | null {
  try {
    const value = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers her choice on this device. */
export function storeCurrency(currency: Currency): void {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Private mode: the choice lasts for this page.
  }
}

/** The currency to show her first, among the `offered` ones: her remembered choice, else her country's. */
export function preferredCurrency(offered: readonly Currency[]): Currency {
  return chooseCurrency(browserCountrySignals(), offered, readStoredCurrency());
}
