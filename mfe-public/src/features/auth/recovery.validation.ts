import {
  isValidEmail,
  MESSAGES,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@yoga/contracts';

export const PASSWORDS_DIFFER = 'The two passwords do not match.';
export const CODE_FORMAT = `Please enter the ${ONE_TIME_CODE_LENGTH}-digit code from the email.`;

/** The checks of the recovery forms, in the order a person meets them; null when the form may be sent. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return MESSAGES.fillAllFields;
  return isValidEmail(email) ? null : MESSAGES.invalidEmail;
}

export function newPasswordProblem(password: string, confirm: string): string | null {
  if (!password || !confirm) return MESSAGES.fillAllFields;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  return password === confirm ? null : PASSWORDS_DIFFER;
}

export function codeProblem(code: string): string | null {
  const digits = code.replace(/\s/g, '');
  if (!digits) return MESSAGES.fillAllFields;
  return new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`).test(digits) ? null : CODE_FORMAT;
}

/** Codes are typed with spaces sometimes ("123 456"). */
export function cleanCode(code: string): string {
  return code.replace(/\s/g, '');
}
