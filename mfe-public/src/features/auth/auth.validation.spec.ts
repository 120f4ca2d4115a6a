import { FIELD_MESSAGES, MESSAGES } from '@yoga/contracts';
import {
  loginFailure,
  registrationFailure,
  validateLogin,
  validateRegister,
} from './auth.validation';

const complete = {
  name: 'Priya',
  email: 'priya@example.in',
  number: '9876543210',
  password: 'surya-namaskar',
  referred_by: '',
};

describe('auth form checks', () => {
  it('requires name, email, number and password but not the referral code', () => {
    expect(validateRegister(complete)).toBeNull();
    for (const field of ['name', 'email', 'number', 'password'] as const) {
      expect(validateRegister({ ...complete, [field]: '  ' })).toBe(MESSAGES.fillAllFields);
    }
  });

  it('requires a password of at least 8 characters', () => {
    expect(validateRegister({ ...complete, password: 'short12' })).toBe(MESSAGES.passwordTooShort);
    expect(validateRegister({ ...complete, password: '12345678' })).toBeNull();
  });

  it('refuses numbers that are not phone numbers, and bad emails and names (libs/contracts rules)', () => {
    for (const number of ['abcdefghij', '12345', '1234567890', '+91 12345 67890'])
      expect(validateRegister({ ...complete, number })).toBe(FIELD_MESSAGES.invalidPhone);
    for (const number of ['98765 43210', '+91-98765-43210', '+44 20 7946 0958'])
      expect(validateRegister({ ...complete, number })).toBeNull();
    expect(validateRegister({ ...complete, email: 'priya@example' })).toBe(MESSAGES.invalidEmail);
    expect(validateRegister({ ...complete, name: '🧘'.repeat(101) })).toBe(
      FIELD_MESSAGES.tooLong('Name', 100),
    );
  });

  it('requires both login fields', () => {
    expect(validateLogin({ email: 'a@b.in', password: '' })).toBe(MESSAGES.fillAllFields);
    expect(validateLogin({ email: 'a@b.in', password: 'x' })).toBeNull();
  });

  it('builds the spec messages for server failures', () => {
    expect(registrationFailure(MESSAGES.emailTaken)).toBe(
      'Registration failed: Email is already registered.',
    );
    expect(registrationFailure(undefined)).toBe('Something went wrong');
    expect(loginFailure('invalid_credentials', MESSAGES.invalidCredentials)).toBe(
      MESSAGES.loginFailed,
    );
    expect(loginFailure(undefined, undefined)).toBe(MESSAGES.loginFailed);
    expect(loginFailure('account_blocked', MESSAGES.accountBlocked)).toBe(MESSAGES.accountBlocked);
    // Decided by the code: the blocked message arrives in the page's language.
    expect(loginFailure('account_blocked', 'आपका अकाउंट ब्लॉक है।')).toBe('आपका अकाउंट ब्लॉक है।');
    expect(loginFailure('too_many_attempts', undefined)).toBe(MESSAGES.tooManyAttempts);
    expect(loginFailure('validation_failed', 'Your account is blocked.')).toBe(
      MESSAGES.loginFailed,
    );
  });
});
