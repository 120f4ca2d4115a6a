import type { ApiErrorBody, ApiErrorCode } from '@yoga/contracts';

/**
 * Reading an API error's fields without the list of every code: `errors.ts` adds `errorCode`, which checks
 * the code against `API_ERROR_CODES` (~1.5 KB gzipped); the public sign-in and registration pages read
 * errors with these alone (issue 38: the public pages' JavaScript budget).
 */

/** The server's `message` from an API error, when it sent one. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && typeof (data as ApiErrorBody).message === 'string') {
    return (data as ApiErrorBody).message;
  }
  return undefined;
}

/**
 * The server's error `code` when it is one of `codes`, else undefined: for a page that decides by a few
 * codes (the sign-in page: a blocked account, too many attempts), with the same answers as comparing
 * `errorCode(error)` with them.
 */
export function errorCodeAmong<C extends ApiErrorCode>(
  error: unknown,
  codes: readonly C[],
): C | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const data = (error as { data?: unknown }).data;
  const code = data && typeof data === 'object' ? (data as { code?: unknown }).code : undefined;
  return codes.find((known) => known === code);
}
