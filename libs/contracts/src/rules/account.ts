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
