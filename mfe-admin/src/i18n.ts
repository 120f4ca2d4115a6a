import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The admin panel's own messages (`admin.*` of the frame, the dashboard and the words every screen uses;
 * src/locales/*.po, compiled by the `i18n` Nx target): English bundled, Hindi downloaded only when Hindi
 * is chosen. Each screen's messages are its feature's catalogue.
 */
export const adminCatalog: Catalog = { en, hi: () => import('./locales/hi') };

/** Resolves once the admin messages of the active language are in the page's instance. */
export const adminCatalogReady: Promise<void> = registerCatalog(adminCatalog);
