import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@yoga/api-client';
import { MESSAGES, type SessionUser } from '@yoga/contracts';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Why the session ended, shown once on the login page. */
  notice: string | null;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === 'number' && typeof u.name === 'string' && typeof u.role === 'string';
}

/** Reads the stored session; a malformed entry counts as signed out. */
export function loadStoredSession(): Pick<SessionState, 'token' | 'user'> {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const user: unknown = raw ? JSON.parse(raw) : null;
    if (token && isSessionUser(user)) return { token, user };
  } catch {
    // Storage unavailable or corrupt: treat as signed out.
  }
  return { token: null, user: null };
}

function clearStorage() {
  try {
    localStorage.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ ...loadStoredSession(), notice: null }),
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      localStorage.setItem(TOKEN_STORAGE_KEY, action.payload.token);
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(action.payload.user));
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.notice = null;
    },
    /** Logout clears all storage (spec section 4). */
    signedOut(state) {
      clearStorage();
      state.token = null;
      state.user = null;
      state.notice = null;
    },
    noticeShown(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (state, action) => {
      clearStorage();
      state.token = null;
      state.user = null;
      state.notice = action.payload.message || MESSAGES.sessionExpired;
    });
  },
});

export const { signedIn, signedOut, noticeShown } = sessionSlice.actions;

export interface RootStateWithSession {
  session: SessionState;
}

export const selectSession = (state: RootStateWithSession) => state.session;
export const selectCurrentUser = (state: RootStateWithSession) => state.session.user;
export const selectToken = (state: RootStateWithSession) => state.session.token;
