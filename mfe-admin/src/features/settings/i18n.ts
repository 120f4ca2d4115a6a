import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The Settings screen's messages: English ships with the chunk, Hindi downloads when shown. */
export const settingsCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(settingsCatalog);
