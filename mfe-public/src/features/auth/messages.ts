import {
  ACCOUNT_MESSAGES,
  FIELD_LIMITS,
  FIELD_MESSAGES,
  MESSAGES,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ApiErrorCode,
} from '@yoga/contracts';
import type { Translate } from '../../shared/i18n';
import { CODE_FORMAT, PASSWORDS_DIFFER } from './recovery.validation';

/**
 * The auth forms' own messages (the spec's texts, checked in English by the validators) and their IDs in
 * this feature's catalogue: a form shows them in the page's language. Texts from the server are shown as
 * they arrive (the server answers in the language of Accept-Language).
 */
const KNOWN: ReadonlyMap<string, string> = new Map([
  [MESSAGES.fillAllFields, 'public.auth.msg.fillAllFields'],
  [MESSAGES.passwordTooShort, 'public.auth.msg.passwordTooShort'],
  [MESSAGES.passwordTooLong, 'public.auth.msg.passwordTooLong'],
  [MESSAGES.invalidEmail, 'public.auth.msg.invalidEmail'],
  [MESSAGES.registered, 'public.auth.msg.registered'],
  [MESSAGES.somethingWentWrong, 'public.auth.msg.somethingWentWrong'],
  [MESSAGES.loginSuccess, 'public.auth.msg.loginSuccess'],
  [MESSAGES.loginFailed, 'public.auth.msg.loginFailed'],
  [MESSAGES.tooManyAttempts, 'public.auth.msg.tooManyAttempts'],
  [MESSAGES.sessionExpired, 'public.auth.msg.sessionExpired'],
  [MESSAGES.accountBlocked, 'public.auth.msg.accountBlocked'],
  [FIELD_MESSAGES.invalidPhone, 'public.auth.msg.invalidPhone'],
  [FIELD_MESSAGES.invalidName, 'public.auth.msg.invalidName'],
  [FIELD_MESSAGES.tooLong('Name', FIELD_LIMITS.name), 'public.auth.msg.nameTooLong'],
  [ACCOUNT_MESSAGES.codeInvalid, 'public.auth.msg.codeInvalid'],
  [ACCOUNT_MESSAGES.resetInvalid, 'public.auth.msg.resetInvalid'],
  [ACCOUNT_MESSAGES.emailLinkInvalid, 'public.auth.msg.emailLinkInvalid'],
  [ACCOUNT_MESSAGES.passwordChangeRequired, 'public.auth.msg.passwordChangeRequired'],
  [ACCOUNT_MESSAGES.passwordChanged, 'public.auth.msg.passwordChanged'],
  [PASSWORDS_DIFFER, 'public.auth.msg.passwordsDiffer'],
  [CODE_FORMAT, 'public.auth.msg.codeFormat'],
]);

/** `text` in the page's language when it is one of the forms' known messages; as it is otherwise. */
export function formMessage(t: Translate, text: string): string {
  const id = KNOWN.get(text);
  if (id) {
    return t(id, {
      min: PASSWORD_MIN_LENGTH,
      max: FIELD_LIMITS.name,
      digits: ONE_TIME_CODE_LENGTH,
    });
  }
  if (text.startsWith(MESSAGES.registrationFailedPrefix)) {
    const reason = text.slice(MESSAGES.registrationFailedPrefix.length);
    return t('public.auth.msg.registrationFailed', { reason: formMessage(t, reason) });
  }
  return text;
}

/**
 * Whether an API answer (its code, or the code of the notice that ended a session) says the account is
 * blocked, in any language: a blocked student is shown how to reach the business next to it.
 */
export function isBlockedMessage(code: ApiErrorCode | null | undefined): boolean {
  return code === 'account_blocked';
}
