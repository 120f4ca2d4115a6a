import { registerCatalog, type Catalog, type LocaleState } from '@yoga/i18n';
import { publicEnglish } from './english';

/** `t` of `useLocale()`: content modules take it to build their texts in the active language. */
export type Translate = LocaleState['t'];

/**
 * The public remote's main catalogue (`public.common.*`, `public.notFound.*`: the shared components and the
 * not-found page); home and pricing have their own (`features/home`, `features/pricing`).
 * English ships with the remote (on the server-rendered pages: the `site-en` chunk, english.ts); Hindi
 * downloads only when Hindi is shown. The other pages'
 * long texts are their features' own catalogues (`features/<feature>/i18n.ts`), loaded with the page.
 */
export const publicCatalog: Catalog = {
  en: publicEnglish,
  hi: () => import(/* webpackChunkName: "site-hi" */ '../locales/hi'),
};
void registerCatalog(publicCatalog);
