import type { CatalogSource } from '@yoga/i18n';

/** The frame's English messages as a chunk of their own (`site-en`), for the server-rendered document (english.ts). */
export const layoutEnglish: CatalogSource = () =>
  import(/* webpackChunkName: "site-en" */ './locales/en');
