export {
  sessionSlice,
  signedIn,
  signedOut,
  noticeShown,
  selectSession,
  selectCurrentUser,
  type SessionState,
  type RootStateWithSession,
} from './session.slice';
export {
  createAppStore,
  getAppStore,
  type AppStore,
  type AppState,
  type AppDispatch,
} from './store';
export { AppStoreProvider } from './app-store-provider';
export { RequireRole } from './require-role';
export { takeKeptFragment } from './kept-fragment';
export { renderStandalone } from './standalone';
