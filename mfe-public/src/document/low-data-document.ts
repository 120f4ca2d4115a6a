/**
 * Low data on the server (issue 37): the document a browser asking to save data gets (`Save-Data: on`).
 * Server only (server-entry.tsx): no byte of it reaches a page's JavaScript.
 *
 * Every picture names its smallest file only: a width-described `srcset` (`a-480.webp 480w, a-960.webp
 * 960w`) is drawn at `sizes="1px"`, so the browser takes its narrowest file; a density-described one
 * (`a.webp 1x, a@2x.webp 2x`) is dropped, leaving `src` (the 1x file). The same for an image preload. The
 * pictures below the fold (`loading="lazy"`) are not drawn at all: the stylesheet hides them under
 * `html[data-low-data]` (global.css), which the document carries from the start, so they are never
 * fetched; and no slideshow starts by itself (useSlideshow reads the same attribute once hydrated).
 * Hydration keeps the attributes drawn here: React does not patch an attribute it finds different.
 */

const WIDTH_DESCRIBED = /\s\d+w\s*(,|$)/;

/** One `<img …>` or `<link … imagesrcset …>` tag with its smallest file only. */
function smallestTag(tag: string, srcsetName: string, sizesName: string): string {
  const srcset = new RegExp(`\\s${srcsetName}="([^"]*)"`, 'i').exec(tag);
  if (!srcset) return tag;
  if (!WIDTH_DESCRIBED.test(srcset[1] ?? '')) return tag.replace(srcset[0], '');
  const sizes = new RegExp(`\\s${sizesName}="[^"]*"`, 'i');
  return sizes.test(tag)
    ? tag.replace(sizes, ` ${sizesName}="1px"`)
    : tag.replace(srcset[0], `${srcset[0]} ${sizesName}="1px"`);
}

/** The page's HTML (its body, or its whole document) with every picture at its smallest file. */
export function smallestPictures(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, (tag) => smallestTag(tag, 'srcset', 'sizes'))
    .replace(/<link\b[^>]*\simagesrcset="[^"]*"[^>]*>/gi, (tag) =>
      smallestTag(tag, 'imagesrcset', 'imagesizes'),
    );
}

/** The `<html>` tag's attributes for a low-data document. */
export const LOW_DATA_HTML_ATTRIBUTE = ' data-low-data=""';
