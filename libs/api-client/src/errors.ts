import { apiErrorCode, type ApiErrorBody, type ApiErrorCode } from '@yoga/contracts';

/**
 * Reading the API's error answers, with no Redux: an RTK Query error and a `PublicCallError`
 * (public-call.ts) have the same `{ status, data }` shape, so pages decide the same way with either.
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
 * The server's stable error `code` from an API error (libs/contracts API_ERROR_CODES). Clients decide by
 * it, never by the message: the message is written in the page's language.
 */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (!error || typeof error !== 'object') return undefined;
  return apiErrorCode((error as { data?: unknown }).data);
}
