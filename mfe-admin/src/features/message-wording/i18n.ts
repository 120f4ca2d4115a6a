import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The "Message wording" screen's texts: English ships with the screen's chunk, Hindi downloads when shown. */
export const messageWordingCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(messageWordingCatalog);
