import type { Language, ReminderConsents } from '../rules/account.js';
import { Role } from '../rules/roles.js';

/**
 * The signed-in person's own account: profile, email change, deletion, and the erasure log (/api/profile, /api/admin/erasures).
 */

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
  /** Every page at 1.4× text size with touch targets of at least 48 px (issue 37). */
  large_text: boolean;
  /** Low-data mode: smallest pictures, no autoplay, replays as audio only. */
  low_data: boolean;
  /** Her time zone (an IANA name, e.g. `America/New_York`); `Asia/Kolkata` until she or her device sets one. */
  time_zone: string;
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
  large_text?: boolean;
  low_data?: boolean;
  /** An IANA time zone name; refused (400 `validation_failed`) when unknown. */
  time_zone?: string;
  /** Where the consents were changed, for the consent log (default `profile_page`; see CONSENT_SOURCES). */
  consent_source?: 'profile_page' | 'first_booking_prompt';
}

/** POST /api/profile/email: the confirmation link goes to the new address. */
export interface EmailChangeRequest {
  email: string;
  password: string;
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

/**
 * GET /api/profile/export: everything stored about the caller, as a JSON file (`format`, `exported_at`,
 * `account_id`, then one section per data owner).
 */
export type ProfileExport = Record<string, unknown>;
