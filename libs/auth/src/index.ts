export {
  sessionSlice,
  signedIn,
  signedOut,
  noticeShown,
  loadStoredSession,
  selectSession,
  selectCurrentUser,
  selectToken,
  type SessionState,
  type RootStateWithSession,
} from './session.slice';
export { createAppStore, type AppStore, type AppState, type AppDispatch } from './store';
export { RequireRole } from './require-role';
export { renderStandalone } from './standalone';
export { withBuildStamp } from './build-stamp';
