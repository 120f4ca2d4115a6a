import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** This feature's own messages: English ships with its pages, Hindi downloads when shown. */
export const authCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "auth-hi" */ './locales/hi'),
};
void registerCatalog(authCatalog);
