import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The marketing frame's messages (`layout.*`): header, drawer and footer. Hindi downloads when shown, in one
 * chunk (`site-hi`) with the language switch's and the public remote's shared messages: one file, not three.
 */
export const layoutCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "site-hi" */ './locales/hi'),
};
void registerCatalog(layoutCatalog);
