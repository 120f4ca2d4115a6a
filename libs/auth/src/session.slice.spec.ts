import { sessionExpired } from '@yoga/api-client';
import { noticeShown, sessionSlice, signedIn, signedOut } from './session.slice';
import { createAppStore } from './store';
import { readStoredSession } from './stored-session';

const user = { id: 7, name: 'Priya', email: 'priya@example.in', role: 'user' as const };

describe('session slice (pure reducers)', () => {
  beforeEach(() => localStorage.clear());

  it('signs in and out without touching storage', () => {
    const signed = sessionSlice.reducer(undefined, signedIn({ token: 't0k', user }));
    expect(signed).toEqual({ token: 't0k', user, notice: null, loggedOut: false });
    expect(localStorage.length).toBe(0);
    expect(sessionSlice.reducer(signed, signedOut())).toEqual({
      token: null,
      user: null,
      notice: null,
      loggedOut: true,
    });
  });

  it('ends the session with a notice when the API answers 401', () => {
    const signed = sessionSlice.reducer(undefined, signedIn({ token: 't', user }));
    const state = sessionSlice.reducer(
      signed,
      sessionExpired({ message: 'आपका अकाउंट ब्लॉक है।', code: 'account_blocked' }),
    );
    expect(state).toEqual({
      token: null,
      user: null,
      notice: 'आपका अकाउंट ब्लॉक है।',
      noticeCode: 'account_blocked',
      loggedOut: false,
    });
    expect(sessionSlice.reducer(state, noticeShown())).not.toHaveProperty('noticeCode');
  });
});

describe('the store owns the session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads storage once, at creation', () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('user', JSON.stringify(user));
    const store = createAppStore();
    localStorage.setItem('token', 'changed-behind-its-back');
    expect(store.getState().session.token).toBe('kept');
  });

  it('persists a sign-in under the spec keys', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't0k', user }));
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('clears local and session storage on sign-out and on an ended session', () => {
    for (const end of [signedOut(), sessionExpired({ message: '' })]) {
      const store = createAppStore({ session: { token: 't', user } });
      localStorage.setItem('other', 'x');
      sessionStorage.setItem('draft', 'y');
      store.dispatch(end);
      expect(localStorage.length).toBe(0);
      expect(sessionStorage.length).toBe(0);
    }
  });

  it('treats a corrupt stored user as signed out', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toEqual({ token: null, user: null });
    expect(createAppStore().getState().session.user).toBeNull();
  });
});
