import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The schedule page's messages: English ships with the page, Hindi downloads when shown. */
export const scheduleCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "schedule-hi" */ './locales/hi'),
};
void registerCatalog(scheduleCatalog);
