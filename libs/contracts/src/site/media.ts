/**
 * Where an uploaded file is drawn from (issue 23, MEDIA_BASE_URL). Documents and API answers keep the app's
 * own address, `/uploads/<key>`; with a CDN in front of the bucket (MEDIA_BASE_URL set on the server), every
 * place that draws a file rewrites that prefix to the CDN's address when it draws it. These two functions
 * are the one rewrite; the page learns the base from the server (libs/site-settings `mediaBase()`).
 */

/** The path prefix of the stored public files, served by the app (modules/storage). */
export const UPLOADS_PATH_PREFIX = '/uploads/';

/** `<meta name="media-base" content="https://cdn…">`: how the server tells a client-rendered page the base. */
export const MEDIA_BASE_META = 'media-base';

/**
 * `/uploads/<key>` drawn from `base` (`https://cdn.example.com/media` → `https://cdn.example.com/media/<key>`);
 * any other address, or no base, unchanged.
 */
export function mediaUrl(path: string, base: string | null | undefined): string {
  if (!base || !path.startsWith(UPLOADS_PATH_PREFIX)) return path;
  return `${base.replace(/\/+$/, '')}/${path.slice(UPLOADS_PATH_PREFIX.length)}`;
}

/** Every address of a `srcset` ("/uploads/a-400.webp 400w, /uploads/a-800.webp 800w") drawn from `base`. */
export function mediaSrcSet(srcset: string, base: string | null | undefined): string {
  if (!base) return srcset;
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [mediaUrl(url, base), ...descriptor].join(' ');
    })
    .join(', ');
}
