import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The admin panel's messages (`admin.*`, src/locales/*.po, compiled by the `i18n` Nx target): English
 * bundled, Hindi downloaded only when Hindi is chosen. The panel's root waits for it (`useCatalog`).
 */
export const adminCatalog: Catalog = { en, hi: () => import('./locales/hi') };

/** Resolves once the admin messages of the active language are in the page's instance. */
export const adminCatalogReady: Promise<void> = registerCatalog(adminCatalog);
