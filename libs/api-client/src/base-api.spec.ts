import { MESSAGES, type ApiErrorCode } from '@yoga/contracts';
import { endsSession, errorCode, errorMessage, listTags } from './base-api';

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

describe('errorCode', () => {
  it("returns the server's stable code, whatever the language of the message", () => {
    expect(
      errorCode({
        status: 409,
        data: { success: false, code: 'class_full', message: 'यह क्लास भर चुकी है।' },
      }),
    ).toBe('class_full');
  });
  it('is undefined without a known code', () => {
    expect(errorCode({ status: 500, data: { success: false, message: 'x' } })).toBeUndefined();
    expect(errorCode({ status: 400, data: { code: 'no_such_code' } })).toBeUndefined();
    expect(errorCode({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeUndefined();
    expect(errorCode(undefined)).toBeUndefined();
  });
});

const body = (code: ApiErrorCode, message: string) => ({ success: false, code, message });

describe('endsSession', () => {
  it('is true for 401 and for 403 because the account is blocked, in any language', () => {
    expect(
      endsSession({ status: 401, data: body('session_expired', MESSAGES.sessionExpired) }),
    ).toBe(true);
    expect(
      endsSession({ status: 403, data: body('account_blocked', MESSAGES.accountBlocked) }),
    ).toBe(true);
    expect(endsSession({ status: 403, data: body('account_blocked', 'आपका अकाउंट ब्लॉक है।') })).toBe(
      true,
    );
  });
  it('is false for other errors, including other 403s, and never decides by the text', () => {
    expect(endsSession({ status: 403, data: body('access_denied', MESSAGES.accessDenied) })).toBe(
      false,
    );
    // The blocked text without the blocked code is not a blocked account.
    expect(
      endsSession({ status: 403, data: { success: false, message: MESSAGES.accountBlocked } }),
    ).toBe(false);
    expect(endsSession({ status: 409, data: body('already_booked', MESSAGES.alreadyBooked) })).toBe(
      false,
    );
    expect(endsSession(undefined)).toBe(false);
  });
});
