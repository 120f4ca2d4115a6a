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
  formatDate,
  formatDateTime,
  formatLakhCrore,
  formatNumber,
  formatRupees,
  formatShortDate,
  formatTime,
  formatWeekday,
} from './format';
