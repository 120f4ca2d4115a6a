import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@yoga/api-client';
import { noticeShown, sessionSlice, signedIn, SIGNED_OUT } from './session.slice';
import { publishPageSession } from './session-handoff';
import { createSessionPersistence } from './session-persistence';
import { readStoredSession, type StoredSession } from './stored-session';

interface AppStoreOptions {
  /** The session to start with; by default the one in storage (read here, once). */
  session?: StoredSession;
}

/** Builds a store; the site uses the one from `getAppStore()`, tests build their own. */
export function createAppStore({ session = readStoredSession() }: AppStoreOptions = {}) {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
    },
    preloadedState: { session: { ...SIGNED_OUT, ...session } },
    middleware: (getDefault) =>
      getDefault().prepend(createSessionPersistence()).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

let appStore: AppStore | undefined;

/**
 * The one store of the page, created when the first area that needs it mounts. Pages without API calls
 * (most marketing pages) never download Redux or RTK Query; @yoga/auth is a federation singleton, so every
 * remote gets this same instance.
 */
export function getAppStore(): AppStore {
  if (!appStore) {
    const store = createAppStore();
    appStore = store;
    // Pages that do not import the store (the sign-in page) reach it through session-handoff.ts.
    publishPageSession({
      user: () => store.getState().session.user,
      notice: () => {
        const { notice, noticeCode } = store.getState().session;
        return notice ? { notice, ...(noticeCode && { noticeCode }) } : null;
      },
      noticeShown: () => store.dispatch(noticeShown()),
      signIn: (session) => {
        store.dispatch(signedIn(session));
        // What was cached for an earlier session of this page is asked again.
        store.dispatch(baseApi.util.invalidateTags(['Me', 'Profile']));
      },
    });
  }
  return appStore;
}
