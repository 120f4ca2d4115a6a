import { activeLocale, detectLocale, registerCatalog, setLocale, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The student panel's messages (`user.*`, src/locales/*.po): English bundled, Hindi loaded on demand. */
export const catalog: Catalog = { en, hi: () => import('./locales/hi') };

/**
 * Resolves once this app's messages of the panel's language are loaded and active. The panel has no
 * language in its URL: it opens in the visitor's stored choice, else their browser's language.
 */
export const catalogReady = registerCatalog(catalog).then(() => {
  const chosen = detectLocale();
  return chosen === activeLocale() ? undefined : setLocale(chosen, { persist: false });
});
