/**
 * The secret of an emailed link. Links carry it after `#token=` (never sent to a server or a Referer);
 * `?token=` is accepted too, for mail clients that rewrite links.
 */
export function linkTokenFrom(location: { hash: string; search: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const token = fromHash ?? new URLSearchParams(location.search).get('token');
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
