import { registerCatalog, type Catalog } from '@yoga/i18n';

/**
 * The home page's own messages (`public.home.*`), each language a chunk of its own loaded with the page
 * (the page's language is loaded before it hydrates): a Hindi visitor downloads no English texts.
 */
export const homeCatalog: Catalog = {
  en: () => import(/* webpackChunkName: "home-en" */ './locales/en'),
  hi: () => import(/* webpackChunkName: "home-hi" */ './locales/hi'),
};
void registerCatalog(homeCatalog);
