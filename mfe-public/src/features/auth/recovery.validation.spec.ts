import { MESSAGES } from '@yoga/contracts';
import {
  CODE_FORMAT,
  cleanCode,
  codeProblem,
  emailProblem,
  newPasswordProblem,
  PASSWORDS_DIFFER,
} from './recovery.validation';

describe('recovery form checks', () => {
  it('needs a valid email', () => {
    expect(emailProblem('')).toBe(MESSAGES.fillAllFields);
    expect(emailProblem('priya@')).toBe(MESSAGES.invalidEmail);
    expect(emailProblem(' priya@example.in ')).toBeNull();
  });

  it('needs a long enough new password typed twice', () => {
    expect(newPasswordProblem('', '')).toBe(MESSAGES.fillAllFields);
    expect(newPasswordProblem('short', 'short')).toBe(MESSAGES.passwordTooShort);
    expect(newPasswordProblem('long-enough-1', 'long-enough-2')).toBe(PASSWORDS_DIFFER);
    expect(newPasswordProblem('long-enough-1', 'long-enough-1')).toBeNull();
  });

  it('needs six digits, spaces allowed', () => {
    expect(codeProblem('')).toBe(MESSAGES.fillAllFields);
    expect(codeProblem('12345')).toBe(CODE_FORMAT);
    expect(codeProblem('12a456')).toBe(CODE_FORMAT);
    expect(codeProblem('123 456')).toBeNull();
    expect(cleanCode(' 123 456 ')).toBe('123456');
  });
});
