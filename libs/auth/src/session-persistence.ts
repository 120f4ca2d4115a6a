import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@yoga/api-client';
import { signedIn, signedOut } from './session.slice';
import { writeStoredSession } from './stored-session';

/** Logout clears all storage (spec section 4): local and session storage alike. */
function clearAllStorage(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.clear();
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}

/**
 * Keeps storage in step with the store's session: the only code that writes it. An ended session clears
 * all storage; a logout also drops every cached response, so nothing of it stays in the page.
 */
export function createSessionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => writeStoredSession(action.payload.token, action.payload.user),
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: () => clearAllStorage(),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });
  return listener.middleware;
}
