import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@yoga/auth/stored-session';
import { storedRole } from './stored-session';

describe('storedRole (the session stored by the login page, read without Redux)', () => {
  beforeEach(() => localStorage.clear());

  it('reads the role under the same keys the login page writes', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 3, name: 'Priya', role: 'user' }));
    expect(storedRole()).toBe('user');
  });

  it('is undefined for a visitor, a user without a token, or a corrupt entry', () => {
    expect(storedRole()).toBeUndefined();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 3, role: 'user' }));
    expect(storedRole()).toBeUndefined();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(storedRole()).toBeUndefined();
  });
});
