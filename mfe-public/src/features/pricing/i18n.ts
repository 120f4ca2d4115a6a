import { registerCatalog, type Catalog } from '@yoga/i18n';

/**
 * The price page's own messages (`public.price.*`), each language a chunk of its own loaded with the page
 * (the page's language is loaded before it hydrates), as home's: a Hindi visitor downloads no English texts.
 */
export const pricingCatalog: Catalog = {
  en: () => import(/* webpackChunkName: "pricing-en" */ './locales/en'),
  hi: () => import(/* webpackChunkName: "pricing-hi" */ './locales/hi'),
};
void registerCatalog(pricingCatalog);
