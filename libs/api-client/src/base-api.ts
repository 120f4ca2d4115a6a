import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { HTML_LANG, type ApiErrorCode } from '@yoga/contracts';
import { activeLocale } from '@yoga/i18n';
import { errorCode, errorMessage } from './errors';

export { errorCode, errorMessage };

/**
 * Dispatched when the API ends a signed-in caller's session (401: expired or revoked; 403: blocked), with
 * the API's message (in the page's language) and its code (`account_blocked`, `session_expired`, …).
 */
export const sessionExpired = createAction<{ message: string; code?: ApiErrorCode }>(
  'session/expired',
);

const TAG_TYPES = [
  'User',
  'Class',
  'Booking',
  'Blog',
  'Stats',
  'Referral',
  'Me',
  'Profile',
  'Erasure',
  'Plan',
] as const;

/** The store's session token (the store owns it: @yoga/auth's session slice, persisted by its listener). */
function tokenOf(state: unknown): string | null {
  return (state as { session?: { token?: string | null } }).session?.token ?? null;
}

const rawBaseQuery = fetchBaseQuery({
  // Same origin as the page: no host is ever compiled in.
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = tokenOf(getState());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // The API answers its error messages in the page's language ("hi-IN" → Hindi).
    headers.set('Accept-Language', HTML_LANG[activeLocale()]);
    return headers;
  },
});

const baseQueryWithSessionCheck: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const hadToken = tokenOf(api.getState()) !== null;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (endsSession(result.error) && hadToken) {
    const code = errorCode(result.error);
    api.dispatch(
      sessionExpired({ message: errorMessage(result.error) ?? '', ...(code && { code }) }),
    );
  }
  return result;
};

/** The one RTK Query API; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSessionCheck,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** Whether an API error ends the caller's session: 401, or 403 because the account is now blocked. */
export function endsSession(error: FetchBaseQueryError | undefined): boolean {
  if (!error) return false;
  return error.status === 401 || (error.status === 403 && errorCode(error) === 'account_blocked');
}

/** Tags for a list response plus one per item: `{ type, id: 'LIST' }` and `{ type, id }`. */
export function listTags<T extends (typeof TAG_TYPES)[number]>(
  type: T,
  items: readonly { id: number | string }[] | undefined,
) {
  const list = { type, id: 'LIST' as const };
  return items ? [...items.map((item) => ({ type, id: item.id })), list] : [list];
}
