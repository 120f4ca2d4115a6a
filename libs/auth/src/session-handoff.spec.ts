import { sessionExpired } from '@yoga/api-client';
import {
  keptSessionUser,
  publishPageSession,
  sessionNotice,
  sessionNoticeShown,
  startSession,
} from './session-handoff';
import { getAppStore } from './store';
import { readStoredSession } from './stored-session';

const user = { id: 7, name: 'Priya', email: 'priya@example.in', role: 'user' as const };

describe('session handoff (pages without the store)', () => {
  beforeEach(() => localStorage.clear());

  it('without a store on the page: keeps a new session in storage, which the store reads when created', () => {
    publishPageSession(undefined);
    expect(keptSessionUser()).toBeNull();
    expect(sessionNotice()).toBeNull();
    startSession({ token: 't0k', user });
    expect(readStoredSession()).toEqual({ token: 't0k', user });
    expect(keptSessionUser()).toEqual(user);
    // The store created afterwards (the panel's page) starts signed in.
    expect(getAppStore().getState().session).toMatchObject({ token: 't0k', user });
  });

  it('with the store on the page: goes through it (its listener writes storage) and reads its notice', () => {
    const store = getAppStore();
    store.dispatch(
      sessionExpired({ message: 'Your account is blocked.', code: 'account_blocked' }),
    );
    expect(keptSessionUser()).toBeNull();
    expect(sessionNotice()).toEqual({
      notice: 'Your account is blocked.',
      noticeCode: 'account_blocked',
    });
    sessionNoticeShown();
    expect(sessionNotice()).toBeNull();

    startSession({ token: 'n3w', user });
    expect(store.getState().session).toMatchObject({ token: 'n3w', user, loggedOut: false });
    expect(keptSessionUser()).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 'n3w', user });
  });
});
