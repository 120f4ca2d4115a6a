import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@yoga/api-client';
import { sessionSlice } from './session.slice';

/** The app store: built once by the shell (or by a remote's standalone entry). */
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
