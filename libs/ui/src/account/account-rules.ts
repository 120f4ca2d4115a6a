import {
  isValidName,
  isValidPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@yoga/contracts';

/**
 * The profile and password checks of the panels' forms: the same rules the API applies. Each answers
 * the message ID of the problem (ui.* catalogue: the texts of FIELD_MESSAGES and MESSAGES), for
 * `ruleFrom(check, t)`.
 */
export function nameProblem(value: string | undefined): string | undefined {
  return isValidName(value ?? '') ? undefined : 'ui.invalidName';
}

export function phoneProblem(value: string | undefined): string | undefined {
  return isValidPhone(value ?? '') ? undefined : 'ui.invalidPhone';
}

export function newPasswordProblem(value: string | undefined): string | undefined {
  if (!value) return 'ui.fillAllFields';
  if (value.length < PASSWORD_MIN_LENGTH) return 'ui.passwordTooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'ui.passwordTooLong';
  return undefined;
}
