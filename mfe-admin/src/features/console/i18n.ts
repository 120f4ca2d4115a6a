import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The console's messages (its own `locales`): English ships with the screen's chunk, Hindi downloads
 * when shown. Modules using them import this file (registration); the page calls `useCatalog` first.
 */
export const consoleCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(consoleCatalog);
