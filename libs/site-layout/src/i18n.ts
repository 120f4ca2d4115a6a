import { registerCatalog, type Catalog } from '@yoga/i18n';
import { layoutEnglish } from './english';

/**
 * The marketing frame's messages (`layout.*`): header, drawer and footer. Hindi downloads when shown, in one
 * chunk (`site-hi`) with the language switch's and the public remote's shared messages: one file, not three.
 * English is bundled, except on the server-rendered pages (english.ts), where it is the `site-en` chunk.
 */
export const layoutCatalog: Catalog = {
  en: layoutEnglish,
  hi: () => import(/* webpackChunkName: "site-hi" */ './locales/hi'),
};
void registerCatalog(layoutCatalog);
