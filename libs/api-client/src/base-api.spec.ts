import { MESSAGES } from '@yoga/contracts';
import { endsSession, errorMessage, listTags } from './base-api';

describe('errorMessage', () => {
  it("returns the server's message", () => {
    expect(
      errorMessage({
        status: 409,
        data: { success: false, message: 'Email is already registered.' },
      }),
    ).toBe('Email is already registered.');
  });
  it('is undefined when the server sent none', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(errorMessage(undefined)).toBeUndefined();
  });
});

describe('listTags', () => {
  it('tags each item and the list', () => {
    expect(listTags('Class', [{ id: 1 }, { id: 2 }])).toEqual([
      { type: 'Class', id: 1 },
      { type: 'Class', id: 2 },
      { type: 'Class', id: 'LIST' },
    ]);
  });
  it('tags only the list while it is loading', () => {
    expect(listTags('Blog', undefined)).toEqual([{ type: 'Blog', id: 'LIST' }]);
  });
});

describe('endsSession', () => {
  it('is true for 401 and for 403 because the account is blocked', () => {
    expect(
      endsSession({ status: 401, data: { success: false, message: MESSAGES.sessionExpired } }),
    ).toBe(true);
    expect(
      endsSession({ status: 403, data: { success: false, message: MESSAGES.accountBlocked } }),
    ).toBe(true);
  });
  it('is false for other errors, including other 403s', () => {
    expect(
      endsSession({ status: 403, data: { success: false, message: MESSAGES.accessDenied } }),
    ).toBe(false);
    expect(
      endsSession({ status: 409, data: { success: false, message: MESSAGES.alreadyBooked } }),
    ).toBe(false);
    expect(endsSession(undefined)).toBe(false);
  });
});
