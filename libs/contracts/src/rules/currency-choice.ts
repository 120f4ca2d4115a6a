import type { Currency } from './packages.js';

/**
 * Prices by country (issue 37): which currency a visitor is first shown, from what her browser reports.
 * No geo-IP, no third party: the device's time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`)
 * says where she is first (an Indian phone set to "en-US" is still in Asia/Kolkata); when it names no
 * country this rule knows, the region of her browser's languages (`navigator.languages`, "en-GB" → GB)
 * does. India → INR; a country whose currency the owner offers → it; anywhere else abroad → USD; nothing
 * known (no zone, or only "UTC") → INR. Her own choice (the switch, remembered) always wins.
 */

/** Time zones of the countries with a currency of their own here, and India's. */
const ZONE_COUNTRIES: Readonly<Record<string, string>> = {
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Asia/Dubai': 'AE',
  'Asia/Singapore': 'SG',
  Singapore: 'SG',
};
const ZONE_PREFIXES: readonly [string, string][] = [
  ['Australia/', 'AU'],
  ['Canada/', 'CA'],
];
/** Canada's zones under America/. */
const CANADA_ZONES = new Set([
  'Toronto',
  'Vancouver',
  'Montreal',
  'Edmonton',
  'Winnipeg',
  'Halifax',
  'St_Johns',
  'Regina',
  'Moncton',
  'Whitehorse',
  'Yellowknife',
  'Iqaluit',
  'Glace_Bay',
  'Goose_Bay',
  'Swift_Current',
  'Dawson_Creek',
  'Fort_Nelson',
  'Cambridge_Bay',
  'Rankin_Inlet',
  'Resolute',
  'Inuvik',
  'Dawson',
  'Atikokan',
  'Creston',
  'Nipigon',
  'Thunder_Bay',
  'Rainy_River',
  'Pangnirtung',
]);

const COUNTRY_CURRENCIES: Readonly<Record<string, Currency>> = {
  IN: 'INR',
  GB: 'GBP',
  AE: 'AED',
  CA: 'CAD',
  AU: 'AUD',
  SG: 'SGD',
};

/** The country (ISO 3166 alpha-2) a time zone is in, when it is one of the ones above; null otherwise. */
export function countryOfTimeZone(timeZone: string | undefined): string | null {
  if (!timeZone) return null;
  const exact = ZONE_COUNTRIES[timeZone];
  if (exact) return exact;
  for (const [prefix, country] of ZONE_PREFIXES) if (timeZone.startsWith(prefix)) return country;
  if (timeZone.startsWith('America/') && CANADA_ZONES.has(timeZone.slice(8))) return 'CA';
  return null;
}

/** The region of the first language tag that has one ("en-GB" → "GB", "hi-IN" → "IN"); null if none. */
export function regionOfLanguages(languages: readonly string[]): string | null {
  for (const tag of languages) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** What the browser reports, as read by `browserCountrySignals()` (@yoga/i18n). */
export interface CountrySignals {
  timeZone?: string;
  languages: readonly string[];
}

/** Somewhere abroad whose country this rule does not name (its currency is not sold here). */
export const ABROAD = 'abroad';

/** A place's time zone ("America/New_York"), not a bare offset ("UTC", "Etc/GMT+5"). */
function isPlaceZone(timeZone: string | undefined): timeZone is string {
  return !!timeZone && timeZone.includes('/') && !timeZone.startsWith('Etc/');
}

/**
 * The country the browser reports: her time zone's when it names one here (IN, GB, AE, CA, AU, SG); else
 * her languages' region when it names one of those ("en-GB"); else `ABROAD` when her zone is a place's
 * outside India (New York, Paris); else null (nothing known: no zone, or only "UTC").
 */
export function reportedCountry(signals: CountrySignals): string | null {
  const byZone = countryOfTimeZone(signals.timeZone);
  if (byZone) return byZone;
  const region = regionOfLanguages(signals.languages);
  if (region && COUNTRY_CURRENCIES[region]) return region;
  return isPlaceZone(signals.timeZone) ? ABROAD : null;
}

/**
 * The currency to show first: `remembered` (her own earlier choice) when offered; else her country's
 * currency when offered; INR in India or when nothing is known; USD anywhere else abroad.
 */
export function chooseCurrency(
  signals: CountrySignals,
  offered: readonly Currency[],
  remembered?: string | null,
): Currency {
  const mine = offered.find((c) => c === remembered);
  if (mine) return mine;
  const country = reportedCountry(signals);
  if (country === null || country === 'IN') return 'INR';
  const local = COUNTRY_CURRENCIES[country];
  return local && offered.includes(local) ? local : 'USD';
}

/** Where the visitor's own choice of currency is remembered on the device (localStorage). */
export const CURRENCY_STORAGE_KEY = 'yoga.currency';
