import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The price page's own messages (`public.price.*`): English ships with its chunk, Hindi downloads when shown. */
export const pricingCatalog: Catalog = {
  en,
  hi: () => import(/* webpackChunkName: "pricing-hi" */ './locales/hi'),
};
void registerCatalog(pricingCatalog);
