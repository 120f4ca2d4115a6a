import { registerCatalog, type Catalog } from '@yoga/i18n';

/**
 * Messages of home's lower sections (features, call to action and counters, trainers, founder, FAQ):
 * loaded with their chunk, when the visitor nears them, not with the page's first screen.
 */
export const homeBelowFoldCatalog: Catalog = {
  en: () => import(/* webpackChunkName: "home-below-fold-en" */ './locales/en'),
  hi: () => import(/* webpackChunkName: "home-below-fold-hi" */ './locales/hi'),
};
void registerCatalog(homeBelowFoldCatalog);
