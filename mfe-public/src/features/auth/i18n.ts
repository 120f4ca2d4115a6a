import { registerCatalog, type Catalog } from '@yoga/i18n';

/**
 * This feature's own messages, each language a chunk of its own loaded with the page (the page's language
 * is loaded before it hydrates): a Hindi visitor downloads no English texts.
 */
export const authCatalog: Catalog = {
  en: () => import(/* webpackChunkName: "auth-en" */ './locales/en'),
  hi: () => import(/* webpackChunkName: "auth-hi" */ './locales/hi'),
};
void registerCatalog(authCatalog);
