import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@yoga/api-client';
import { sessionSlice } from './session.slice';

/** Builds a store; the site uses the one from `getAppStore()`. */
export function createAppStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: sessionSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
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
