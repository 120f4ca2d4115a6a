import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '@yoga/api-client';
import { MESSAGES, type ApiErrorCode, type SessionUser } from '@yoga/contracts';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Why the session ended, shown once on the login page. */
  notice: string | null;
  /** The API's code for why it ended (`account_blocked`, …), when it gave one: pages decide by it. */
  noticeCode?: ApiErrorCode;
  /** The visitor logged out on purpose: the panel guard then goes to plain /auth/login (no `next`). */
  loggedOut: boolean;
}

export const SIGNED_OUT: SessionState = { token: null, user: null, notice: null, loggedOut: false };

/**
 * The session: the store is its one owner. Reducers are pure; the store's persistence listener
 * (session-persistence.ts) writes it to storage, and the store reads storage once when it is created.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: SIGNED_OUT,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.notice = null;
      delete state.noticeCode;
      state.loggedOut = false;
    },
    signedOut() {
      return { ...SIGNED_OUT, loggedOut: true };
    },
    noticeShown(state) {
      state.notice = null;
      delete state.noticeCode;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (_state, action) => ({
      ...SIGNED_OUT,
      notice: action.payload.message || MESSAGES.sessionExpired,
      ...(action.payload.code && { noticeCode: action.payload.code }),
    }));
  },
});

export const { signedIn, signedOut, noticeShown } = sessionSlice.actions;

export interface RootStateWithSession {
  session: SessionState;
}

export const selectSession = (state: RootStateWithSession) => state.session;
export const selectCurrentUser = (state: RootStateWithSession) => state.session.user;
