/** @jest-environment node */
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { setLocale } from '@yoga/i18n';
import { baseApi, sessionExpired } from './base-api';

// The store owns the token: the API reads it from the state, never from storage.
const pingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ ping: build.query<unknown, void>({ query: () => '/ping' }) }),
});

function storeWithToken(token: string | null) {
  return configureStore({
    reducer: combineReducers({
      [baseApi.reducerPath]: baseApi.reducer,
      session: (
        state: { token: string | null; ended?: boolean; message?: string } = { token },
        action: UnknownAction,
      ) =>
        sessionExpired.match(action)
          ? { token: null, ended: true, message: action.payload.message }
          : state,
    }),
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

// Node's Request needs an absolute URL; the browser resolves '/api/...' against the page.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://site.test') : input, init);
  }
} as typeof Request;

describe('baseApi headers', () => {
  const realFetch = globalThis.fetch;
  let requests: Request[];
  let status: number;
  let answer: string;
  beforeEach(() => {
    requests = [];
    status = 200;
    answer = '{"success":false,"message":"x"}';
    globalThis.fetch = (async (input: Request) => {
      requests.push(input);
      return new Response(answer, {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it("sends the store's token as the bearer header", async () => {
    const store = storeWithToken('store-token');
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer store-token');
  });

  it("asks for the API's messages in the page's language (Accept-Language)", async () => {
    const store = storeWithToken(null);
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en-IN');
    await setLocale('hi', { persist: false });
    try {
      await store.dispatch(pingApi.endpoints.ping.initiate(undefined, { forceRefetch: true }));
      expect(requests[1]?.headers.get('Accept-Language')).toBe('hi-IN');
    } finally {
      await setLocale('en', { persist: false });
    }
  });

  it('ends a session the API refuses (401), and sends no header without one', async () => {
    status = 401;
    for (const token of ['revoked', null]) {
      const store = storeWithToken(token);
      requests = [];
      await store.dispatch(pingApi.endpoints.ping.initiate());
      expect(requests[0]?.headers.get('Authorization')).toBe(token ? `Bearer ${token}` : null);
      expect(store.getState().session.ended === true).toBe(token !== null);
    }
  });

  it('signs a blocked student out on 403 account_blocked, with the message in Hindi', async () => {
    status = 403;
    answer = JSON.stringify({
      success: false,
      code: 'account_blocked',
      message: 'आपका अकाउंट ब्लॉक है।',
    });
    const store = storeWithToken('blocked-student');
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(store.getState().session).toEqual({
      token: null,
      ended: true,
      message: 'आपका अकाउंट ब्लॉक है।',
    });
  });

  it('keeps the session on another 403 (access denied), whatever its text', async () => {
    status = 403;
    answer = JSON.stringify({
      success: false,
      code: 'access_denied',
      message: 'Your account is blocked.',
    });
    const store = storeWithToken('student');
    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(store.getState().session).toEqual({ token: 'student' });
  });
});
