import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The offer codes screen's messages: English ships with its chunk, Hindi downloads when shown. */
export const couponsCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(couponsCatalog);
