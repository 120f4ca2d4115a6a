import type { CatalogSource } from '@yoga/i18n';

/** The public remote's shared English messages as a chunk (`site-en`), for the server-rendered document (english.ts). */
export const publicEnglish: CatalogSource = () =>
  import(/* webpackChunkName: "site-en" */ '../locales/en');
