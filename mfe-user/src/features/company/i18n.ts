import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The company screen's messages: English ships with its chunk, Hindi downloads when shown. */
export const companyCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(companyCatalog);
