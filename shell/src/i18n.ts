import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/** The shell's own messages (`shell.*`, src/locales/*.po): English bundled, Hindi loaded on demand. */
export const shellCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(shellCatalog);
