import { sessionExpired } from '@yoga/api-client';
import { loadStoredSession, sessionSlice, signedIn, signedOut } from './session.slice';

const user = { id: 7, name: 'Priya', email: 'priya@example.in', role: 'user' as const };

describe('session slice', () => {
  beforeEach(() => localStorage.clear());

  it('stores token and user on sign-in', () => {
    const state = sessionSlice.reducer(undefined, signedIn({ token: 't0k', user }));
    expect(state.user).toEqual(user);
    expect(localStorage.getItem('token')).toBe('t0k');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('clears all storage on sign-out', () => {
    localStorage.setItem('other', 'x');
    const state = sessionSlice.reducer(
      sessionSlice.reducer(undefined, signedIn({ token: 't', user })),
      signedOut(),
    );
    expect(state.token).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ends the session with a notice when the API answers 401', () => {
    const signed = sessionSlice.reducer(undefined, signedIn({ token: 't', user }));
    const state = sessionSlice.reducer(
      signed,
      sessionExpired({ message: 'Your account is blocked.' }),
    );
    expect(state.user).toBeNull();
    expect(state.notice).toBe('Your account is blocked.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('treats a corrupt stored user as signed out', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{not json');
    expect(loadStoredSession()).toEqual({ token: null, user: null });
  });
});
