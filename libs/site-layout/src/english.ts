import type { CatalogSource } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The frame's English messages, bundled: the shell and the client-rendered pages draw the header at once.
 * The server-rendered document's browser build replaces this module with `english.lazy.ts` (rspack.shared.ts,
 * `lazyEnglishCatalogues`): there the page's language is loaded before hydration anyway, and a Hindi page
 * then downloads no English texts (issue 38: the public pages' JavaScript budget).
 */
export const layoutEnglish: CatalogSource = en;
