import { nameProblem, newPasswordProblem, phoneProblem } from './account-rules';

describe('profile form rules', () => {
  it('checks names and phones with the shared rule set', () => {
    expect(nameProblem('Meera')).toBeUndefined();
    expect(nameProblem('  ')).toBe('ui.invalidName');
    expect(phoneProblem('98765 43210')).toBeUndefined();
    expect(phoneProblem('+44 20 7946 0958')).toBeUndefined();
    expect(phoneProblem('12345')).toBe('ui.invalidPhone');
  });

  it('applies the registration password rules', () => {
    expect(newPasswordProblem('')).toBe('ui.fillAllFields');
    expect(newPasswordProblem('short')).toBe('ui.passwordTooShort');
    expect(newPasswordProblem('x'.repeat(129))).toBe('ui.passwordTooLong');
    expect(newPasswordProblem('long-enough')).toBeUndefined();
  });
});
