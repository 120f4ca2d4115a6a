import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The "Site content" screen's messages: English ships with the screen's chunk, Hindi downloads when shown. */
export const siteContentCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(siteContentCatalog);
