/**
 * Where a link written by an admin may point (issue 38): the announcement bar's link, the policies' markup
 * links, and any other link of edited content.
 *
 * - A site path: `/` alone, or `/` followed by a character that is neither `/` nor `\` (`//host` and
 *   `/\host` are addresses of other sites to a browser).
 * - Otherwise `https://` and a host, `mailto:` or `tel:` with something after it.
 *
 * Nowhere a space or a control character (a browser drops tabs and line breaks inside a URL, so `/<tab>/host`
 * would become `//host`). Checked when content is saved (400 `content_invalid` naming the field) and again
 * by the public pages before drawing a link (what is already stored, placeholders filled).
 */
export function siteLinkProblem(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/.test(href))
    return 'must not contain spaces or invisible characters';
  if (href.startsWith('/')) {
    return /^\/(?:[^/\\]|$)/.test(href)
      ? null
      : 'must be a site path (/ followed by a character that is not / or \\)';
  }
  if (/^https:\/\//i.test(href)) {
    // A host (no user part: `https://good.example@evil.example` names evil.example), a port, then a path,
    // query or fragment.
    return /^https:\/\/[^/\\?#@:]+(?::\d{1,5})?(?:[/?#].*)?$/i.test(href)
      ? null
      : 'must be https:// followed by a host name';
  }
  if (/^(mailto|tel):./i.test(href)) return null;
  return 'must be a site path (/price), https://, mailto: or tel:';
}

/** Whether `href` may be drawn as a link of edited content (`siteLinkProblem` finds nothing). */
export function isSiteLink(href: string): boolean {
  return siteLinkProblem(href) === null;
}
