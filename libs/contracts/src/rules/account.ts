/**
 * Account self-service (issue 14): languages, reminder consents, one-time codes and link lifetimes.
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'हिन्दी (Hindi)' };

/** Reminder channels a student can consent to (recorded in the consent log with time and source). */
export const CONSENT_CHANNELS = ['whatsapp', 'email'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ReminderConsents = Record<ConsentChannel, boolean>;

export const ONE_TIME_CODE_LENGTH = 6;
export const ONE_TIME_CODE_MINUTES = 10;
export const ONE_TIME_CODE_ATTEMPTS = 5;
export const RESET_LINK_MINUTES = 30;
/** The set-your-password link of an account an admin created (it may wait in an inbox for days). */
export const SET_PASSWORD_LINK_HOURS = 72;
export const EMAIL_CHANGE_LINK_MINUTES = 60;

/** The `error` of the 403 every route (but a few) answers while an admin-set password is still in use. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/**
 * The TV's sign-in (issue 37, OAuth device flow, RFC 8628): the code the TV shows is 8 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V), shown as `XXXX-XXXX`; it is valid
 * for 10 minutes and the TV asks at most every 5 seconds whether it was approved.
 */
export const TV_CODE_ALPHABET = 'CDFGHJKMNPQRTWXY34679';
export const TV_CODE_LENGTH = 8;
export const TV_CODE_MINUTES = 10;
export const TV_POLL_SECONDS = 5;

/** A typed TV code as the server compares it: upper case, without spaces or hyphens. */
export function normalizeTvCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/** `CDFG7KMN` → `CDFG-7KMN`, as the TV shows it (easier to read across a room). */
export function formatTvCode(code: string): string {
  return code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}
