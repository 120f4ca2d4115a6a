import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The household screen's messages: English ships with its chunk, Hindi downloads when shown. */
export const householdCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(householdCatalog);
