/**
 * Hindi and English for the web apps (issue 12). How to add a message, the catalogue mechanics and the
 * glossary: docs/i18n.md. The test helper is `@yoga/i18n/testing` (never in a bundle).
 */
export {
  DEFAULT_LOCALE,
  HTML_LANG,
  LOCALE_NAMES,
  LOCALE_PATH_PREFIX,
  LOCALES,
  OG_LOCALE,
  isLocale,
  localizePath,
  pickLocale,
  splitLocalePath,
  type Locale,
} from '@yoga/contracts';
export {
  LOCALE_STORAGE_KEY,
  detectLocale,
  readStoredLocale,
  storeLocale,
  type DetectLocaleInput,
} from './locale';
export {
  activeLocale,
  createLocaleI18n,
  hasCatalog,
  includeCatalog,
  loadCatalog,
  i18n,
  loadMessages,
  onLocaleChange,
  registerCatalog,
  setLocale,
  startPageLocale,
  type Catalog,
  type CatalogSource,
  type CompiledCatalog,
  type SetLocaleOptions,
} from './runtime';
export {
  LocaleProvider,
  Trans,
  useCatalog,
  useLocale,
  useLocalePath,
  type LocaleState,
  type MessageValues,
  type TransProps,
} from './react';
export { LanguageSwitch, type LanguageSwitchProps } from './language-switch';
export {
  LARGE_TEXT_ATTRIBUTE,
  LARGE_TEXT_SCALE,
  LARGE_TEXT_STORAGE_KEY,
  applyStoredLargeText,
  isLargeText,
  readStoredLargeText,
  setLargeText,
  useLargeText,
} from './text-size';
export {
  LOW_DATA_ATTRIBUTE,
  LOW_DATA_STORAGE_KEY,
  applyStoredLowData,
  browserSavesData,
  isLowData,
  readStoredLowData,
  setLowData,
  useLowData,
} from './low-data';
export {
  TIME_ZONE_STORAGE_KEY,
  currentTimeZone,
  deviceTimeZone,
  readStoredTimeZone,
  storeTimeZone,
  useTimePair,
  useTimeZone,
  type TimePairFormatters,
} from './time-zone';
export { LargeTextSwitch, type LargeTextSwitchProps } from './large-text-switch';
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLakhCrore,
  formatNumber,
  formatRupees,
  formatShortDate,
  formatTime,
  formatWeekday,
} from './format';
export {
  browserCountrySignals,
  preferredCurrency,
  readStoredCurrency,
  storeCurrency,
} from './currency';
