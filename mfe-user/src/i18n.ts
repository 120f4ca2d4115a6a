import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The student panel's messages (`user.*`, src/locales/*.po): English bundled, Hindi loaded on demand. */
export const catalog: Catalog = { en, hi: () => import('./locales/hi') };
/** Resolves once this app's messages of the active language are loaded. */
export const catalogReady = registerCatalog(catalog);
