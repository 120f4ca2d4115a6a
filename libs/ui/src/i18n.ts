import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The shared panel components' messages (`ui.*`, src/locales/*.po): English bundled, Hindi downloaded
 * only when Hindi is chosen. Registered when @yoga/ui is first imported, so both panels have them.
 */
export const uiCatalog: Catalog = { en, hi: () => import('./locales/hi') };
/** Resolves once the ui.* messages of the active language are loaded. */
export const uiCatalogReady = registerCatalog(uiCatalog);
