import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The bookings screen's own messages (issue 33: where her join put her): English ships with its chunk,
 * Hindi downloads when shown. The page calls `useCatalog` first.
 */
export const bookingsCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(bookingsCatalog);
