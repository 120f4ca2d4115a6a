import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { baseApi, sessionExpired } from '@yoga/api-client';
import { signedIn, signedOut } from './session.slice';
import { clearAllStorage, writeStoredSession } from './stored-session';

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
