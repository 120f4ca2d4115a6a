import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The marketing frame's messages (`layout.*`): header, drawer and footer. Hindi downloads when shown. */
export const layoutCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "layout-hi" */ './locales/hi'),
};
void registerCatalog(layoutCatalog);
