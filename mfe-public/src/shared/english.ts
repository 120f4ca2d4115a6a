import type { CatalogSource } from '@yoga/i18n';
import * as en from '../locales/en';

/**
 * The public remote's shared English messages, bundled (the remote the shell mounts draws at once). The
 * server-rendered document's browser build replaces this module with `english.lazy.ts` (rspack.shared.ts,
 * `lazyEnglishCatalogues`): a Hindi page then downloads no English texts.
 */
export const publicEnglish: CatalogSource = en;
