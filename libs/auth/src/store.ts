import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@yoga/api-client';
import { sessionSlice, SIGNED_OUT } from './session.slice';
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
  appStore ??= createAppStore();
  return appStore;
}
