import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The certificate check's messages: English ships with the page, Hindi downloads when shown. */
export const verifyCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "verify-hi" */ './locales/hi'),
};
void registerCatalog(verifyCatalog);
