import { registerCatalog, type Catalog } from '@yoga/i18n';
import * as en from './locales/en';

/**
 * The video format's messages (issue 33), used by the Timetable and Manage Class screens: English ships
 * with their chunks, Hindi downloads when shown. Their pages call `useCatalog` first.
 */
export const videoFormatCatalog: Catalog = { en, hi: () => import('./locales/hi') };
void registerCatalog(videoFormatCatalog);
