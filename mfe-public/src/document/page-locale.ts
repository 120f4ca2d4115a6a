// Imported first by page-root.tsx, so it runs before any catalogue registers (each does at the top of its
// module): the page's instance is already in the language of the page's address, and registering loads
// that language's messages at once. On these pages the English catalogues are chunks too (english.ts), so a
// Hindi page never asks for them. startPageLocale (page-client.tsx) then loads the rest and activates it.
import { i18n } from '@lingui/core';
import { splitLocalePath } from '@yoga/contracts';

if (typeof window !== 'undefined' && !i18n.locale) {
  const { locale } = splitLocalePath(window.location.pathname);
  i18n.load(locale, {});
  i18n.activate(locale);
}
