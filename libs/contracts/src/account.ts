import type { Role } from './roles.js';

/**
 * Account self-service (issue 14): profile, password change and reset, sign-in by one-time code, and the
 * student's own data (DPDP). Routes, shapes and texts shared by the API and every front end.
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
export const EMAIL_CHANGE_LINK_MINUTES = 60;

/** The `error` of the 403 every route (but a few) answers while an admin-set password is still in use. */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/** GET /api/profile, PATCH /api/profile */
export interface Profile {
  id: number;
  name: string;
  email: string;
  /** Stored form: +91XXXXXXXXXX or E.164; '' when never given. */
  phone: string;
  role: Role;
  language: Language;
  /** GST state code (two digits, one of GST_STATES in gst.ts), for invoices; null until chosen. */
  state: string | null;
  consents: ReminderConsents;
  /** A new address waiting for its confirmation link to be opened. */
  pending_email: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface ProfileUpdate {
  name?: string;
  phone?: string;
  language?: Language;
  state?: string | null;
  consents?: Partial<ReminderConsents>;
  /** Where the consents were changed, for the consent log (default `profile_page`; see CONSENT_SOURCES). */
  consent_source?: 'profile_page' | 'first_booking_prompt';
}

/** POST /api/profile/email: the confirmation link goes to the new address. */
export interface EmailChangeRequest {
  email: string;
  password: string;
}

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface OneTimeCodeRequest {
  email: string;
}

export interface OneTimeCodeVerify {
  email: string;
  code: string;
}

/** DELETE /api/profile: the account password, or a fresh one-time code sent to the account's email. */
export interface DeleteAccountRequest {
  password?: string;
  code?: string;
}

/** GET /api/admin/erasures: what was erased, when and how; no personal data of the person. */
export interface ErasureRow {
  id: number;
  /** The account's former id (the row itself is gone). */
  user_id: number;
  role: Role;
  /** How the person confirmed: their password or a one-time code. */
  confirmed_by: 'password' | 'code';
  /** One line per data owner, e.g. "bookings: 3 deleted". */
  summary: string[];
  erased_at: string;
}

export const ACCOUNT_MESSAGES = {
  forgotAccepted:
    'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.',
  codeAccepted:
    'If an account exists for that email, we have sent a 6-digit sign-in code. It works once, for 10 minutes.',
  resetDone: 'Your password has been changed. Please log in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  codeInvalid: 'The code is wrong or has expired. Please check it or ask for a new one.',
  passwordChanged: 'Password changed. You have been signed out on your other devices.',
  passwordUnchanged: 'Please choose a password different from the current one.',
  passwordChangeRequired: 'Please choose a new password before you continue.',
  currentPasswordWrong: 'The current password is not correct.',
  profileSaved: 'Profile saved',
  emailChangeSent:
    'We have sent a confirmation link to the new address. Open it to finish the change.',
  emailSame: 'That is already your email address.',
  emailChanged: 'Your email address has been changed.',
  emailLinkInvalid: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  resetLinkSent: 'A password reset link has been sent to the user’s email address.',
  accountDeleted: 'Your account has been deleted.',
  deleteNeedsProof: 'Please enter your password or a one-time code to confirm.',
  deleteProofWrong: 'The password or code is not correct.',
  adminCannotDeleteSelf:
    'An admin account cannot delete itself here. Ask another admin to remove it.',
  invalidLanguage: 'language must be one of: en, hi',
  invalidState: 'state must be one of the GST state codes, e.g. 09 for Uttar Pradesh.',
} as const;
