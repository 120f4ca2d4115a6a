import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The companies screen's messages: English ships with its chunk, Hindi downloads when shown. */
export const companiesCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(companiesCatalog);
