import { HTML_LANG } from '@yoga/contracts';
import { activeLocale } from '@yoga/i18n';

// Not `errorCode` (errors.ts): it checks a code against the list of every code, which these pages do not
// download (they compare with the few codes they tell apart: `errorCodeAmong`).
export { errorCodeAmong, errorMessage } from './error-fields';

/**
 * A failed call: the same `{ status, data }` shape as an RTK Query error (`status` is the HTTP status, or
 * 'FETCH_ERROR' when no answer came), so `errorCode` (errors.ts), `errorCodeAmong` and `errorMessage` read both.
 */
export class PublicCallError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

/**
 * POST to a public endpoint (no session: sign-in, registration, one-time code) with a plain `fetch`, for
 * the server-rendered sign-in and registration pages, which do not download Redux and RTK Query (issue 23:
 * the page's JavaScript budget). Same headers as the store's base query: JSON, the page's language (the API
 * answers its messages in it). Nothing here keeps a session: the caller gives a session it receives to
 * `@yoga/auth/session-handoff`.
 */
export async function postPublic<T>(path: `/${string}`, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': HTML_LANG[activeLocale()],
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new PublicCallError('FETCH_ERROR', { error: String(error) });
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a proxy's error page): kept as text.
  }
  if (!res.ok) throw new PublicCallError(res.status, data);
  return data as T;
}
