import {
  FIELD_MESSAGES,
  isValidName,
  isValidPhone,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@yoga/contracts';

/** The profile and password checks of the panels' forms: the same rules the API applies. */
export function nameProblem(value: string | undefined): string | undefined {
  return isValidName(value ?? '') ? undefined : FIELD_MESSAGES.invalidName;
}

export function phoneProblem(value: string | undefined): string | undefined {
  return isValidPhone(value ?? '') ? undefined : FIELD_MESSAGES.invalidPhone;
}

export function newPasswordProblem(value: string | undefined): string | undefined {
  if (!value) return MESSAGES.fillAllFields;
  if (value.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return undefined;
}
