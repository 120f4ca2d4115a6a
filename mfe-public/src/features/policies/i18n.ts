import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** This feature's own messages: English ships with its pages, Hindi downloads when shown. */
export const policiesCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "policies-hi" */ './locales/hi'),
};
void registerCatalog(policiesCatalog);
