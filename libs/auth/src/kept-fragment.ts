const KEY = 'yoga.fragment:';

/**
 * Keeps a link's fragment (e.g. an invitation's `#token=…`) for `pathname` in this tab while its visitor
 * signs in: the sign-in's `next` carries the path only (a query string reaches servers' logs, a fragment
 * never leaves the browser).
 */
export function keepFragment(pathname: string, hash: string): void {
  try {
    sessionStorage.setItem(KEY + pathname, hash);
  } catch {
    // Storage refused (private mode): the link must be opened again after sign-in.
  }
}

/** The page's fragment: its own, else the one kept for it before sign-in (taken: read once). */
export function takeKeptFragment(pathname: string, hash: string): string {
  try {
    const kept = sessionStorage.getItem(KEY + pathname);
    if (kept !== null) sessionStorage.removeItem(KEY + pathname);
    return hash || kept || '';
  } catch {
    return hash;
  }
}
