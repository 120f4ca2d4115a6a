import {
  codePointLength,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  isValidEmail,
  isValidName,
  isValidPhone,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  type ApiErrorCode,
} from '@yoga/contracts';

export interface RegisterForm {
  name: string;
  email: string;
  number: string;
  password: string;
  referred_by: string;
}

export interface LoginForm {
  email: string;
  password: string;
}

/** An empty registration form; a referral link (`?ref=CODE`) fills in the code. */
export function emptyRegisterForm(ref: string | null): RegisterForm {
  return { name: '', email: '', number: '', password: '', referred_by: ref?.trim() ?? '' };
}

export const EMPTY_LOGIN_FORM: LoginForm = { email: '', password: '' };

const filled = (value: string) => value.trim().length > 0;

/**
 * The client checks of spec section 5, in its order, then the one name/email/phone rule set of
 * libs/contracts (the server applies the same); null when the form may be sent.
 */
export function validateRegister(form: RegisterForm): string | null {
  if (![form.name, form.email, form.number, form.password].every(filled))
    return MESSAGES.fillAllFields;
  if (form.password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  const name: string = form.name;
  if (!isValidName(name)) {
    return codePointLength(form.name.trim()) > FIELD_LIMITS.name
      ? FIELD_MESSAGES.tooLong('Name', FIELD_LIMITS.name)
      : FIELD_MESSAGES.invalidName;
  }
  if (!isValidEmail(form.email)) return MESSAGES.invalidEmail;
  if (!isValidPhone(form.number)) return FIELD_MESSAGES.invalidPhone;
  return null;
}

export function validateLogin(form: LoginForm): string | null {
  return filled(form.email) && filled(form.password) ? null : MESSAGES.fillAllFields;
}

/** "Registration failed: " + the server's message, or "Something went wrong" when there is none (network). */
export function registrationFailure(serverMessage: string | undefined): string {
  return serverMessage
    ? `${MESSAGES.registrationFailedPrefix}${serverMessage}`
    : MESSAGES.somethingWentWrong;
}

/** The error codes the sign-in page tells apart (loginFailure, and isBlockedMessage's `account_blocked`). */
export const LOGIN_FAILURE_CODES = [
  'account_blocked',
  'too_many_attempts',
] as const satisfies readonly ApiErrorCode[];

/**
 * Blocked accounts and rate limits get their own message (the server's, in the page's language); every
 * other failure the spec's login message. Decided by the server's error code, never by its text.
 */
export function loginFailure(
  code: ApiErrorCode | undefined,
  serverMessage: string | undefined,
): string {
  if (code === 'account_blocked') return serverMessage ?? MESSAGES.accountBlocked;
  if (code === 'too_many_attempts') return serverMessage ?? MESSAGES.tooManyAttempts;
  return MESSAGES.loginFailed;
}
