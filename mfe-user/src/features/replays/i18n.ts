import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The replays' rendition choices (issue 37): English ships with the page's chunk, Hindi downloads when shown. */
export const replaysCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(replaysCatalog);
