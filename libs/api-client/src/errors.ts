import { apiErrorCode, type ApiErrorCode } from '@yoga/contracts';

/**
 * Reading the API's error answers, with no Redux: an RTK Query error and a `PublicCallError`
 * (public-call.ts) have the same `{ status, data }` shape, so pages decide the same way with either.
 */
export { errorCodeAmong, errorMessage } from './error-fields';

/**
 * The server's stable error `code` from an API error (libs/contracts API_ERROR_CODES). Clients decide by
 * it, never by the message: the message is written in the page's language.
 */
export function errorCode(error: unknown): ApiErrorCode | undefined {
  if (!error || typeof error !== 'object') return undefined;
  return apiErrorCode((error as { data?: unknown }).data);
}
