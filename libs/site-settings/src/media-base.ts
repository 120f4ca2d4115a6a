import { MEDIA_BASE_META, mediaSrcSet, mediaUrl } from '@yoga/contracts';

/**
 * The page's media base (MEDIA_BASE_URL, a CDN in front of the bucket; null: the app serves `/uploads/`
 * itself), and the rewrite every component that draws an uploaded file goes through. A server-rendered
 * page is primed with the base it was drawn with (its embedded data); a client-rendered page (the shell,
 * the panels) reads the `<meta name="media-base">` the server writes into its HTML. Like the business
 * details, the copies of this small lib in each app meet on a registered symbol.
 */
const KEY = Symbol.for('yoga.media-base');
type Slot = { [KEY]?: string | null };

/** Uses `base` for this page (a server-rendered page's embedded data; the server renderer itself). */
export function primeMediaBase(base: string | null): void {
  (globalThis as Slot)[KEY] = base;
}

/** The page's media base, or null. */
export function mediaBase(): string | null {
  const slot = globalThis as Slot;
  if (slot[KEY] === undefined && typeof document !== 'undefined') {
    slot[KEY] =
      document.querySelector<HTMLMetaElement>(`meta[name="${MEDIA_BASE_META}"]`)?.content || null;
  }
  return slot[KEY] ?? null;
}

/** An uploaded file's address as the page draws it (`/uploads/<key>`, or the CDN's). */
export const drawnMediaUrl = (path: string): string => mediaUrl(path, mediaBase());

/** A `srcset` of uploaded files as the page draws it. */
export const drawnMediaSrcSet = (srcset: string): string => mediaSrcSet(srcset, mediaBase());
