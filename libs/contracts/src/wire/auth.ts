import { Role, UserStatus } from '../rules/roles.js';
import type { Language } from '../rules/account.js';

/**
 * Registration, sign-in, the current user, password change and reset, sign-in by one-time code (/api/auth/*).
 */

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** Present (true) while an admin-set password must be replaced before anything else. */
  must_change_password?: true;
}

export interface RegisterRequest {
  name: string;
  email: string;
  number: string;
  password: string;
  referred_by?: string;
  /**
   * The registration form's own question (explained, never pre-ticked): class reminders and the welcome
   * by WhatsApp. Recorded in the consent log (source `registration`); left out = not asked (off).
   */
  whatsapp_reminders?: boolean;
  /**
   * The form's email reminders question (never pre-ticked): the joining link of each booked class by email
   * when joining opens, and trial notes. Recorded in the consent log (source `registration`).
   */
  email_reminders?: boolean;
  /** The page's language at registration (`en` default): the profile's `language`. */
  language?: Language;
}

export interface RegisterResponse {
  success: true;
  message: string;
  /** Bearer token (JWT): registering signs her in, as a login would (issue 38). */
  token: string;
  user: SessionUser & { referral_code: string };
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: SessionUser;
}

/** GET /api/auth/me */
export interface CurrentUser extends SessionUser {
  phone: string;
  status: UserStatus;
  referral_code: string;
  referred_by: string | null;
  created_at: string;
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

/** POST /api/profile/email/confirm: a link token as the pages post it back. */
export interface LinkTokenRequest {
  token: string;
}

/**
 * POST /api/auth/device (the TV, signed out): a new device authorization (OAuth device flow, RFC 8628).
 * The TV shows `user_code` and `verification_uri`, then polls POST /api/auth/device/token with
 * `device_code` every `interval` seconds.
 */
export interface DeviceAuthorizationResponse {
  /** The TV's secret (never shown): it polls with it. */
  device_code: string;
  /** The short code shown on the TV (8 characters, `TV_CODE_ALPHABET`), typed on the phone. */
  user_code: string;
  /** The phone page that approves a code: `<PUBLIC_URL>/user/tv`. */
  verification_uri: string;
  /** The same page with the code filled in (`?code=…`). */
  verification_uri_complete: string;
  /** Seconds the codes stay valid (600). */
  expires_in: number;
  /** Seconds the TV waits between polls (5). */
  interval: number;
}

/** POST /api/auth/device/approve and /deny (the signed-in phone). */
export interface DeviceApproveRequest {
  user_code: string;
}

/** POST /api/auth/device/token (the TV). */
export interface DeviceTokenRequest {
  device_code: string;
}

/**
 * The device flow's answers while the TV waits, as the `error` word of the 400 answer (RFC 8628 §3.5):
 * `authorization_pending` (not yet approved), `slow_down` (polled faster than `interval`), `expired_token`
 * (the codes expired, or the token was already handed out: start again), `access_denied` (declined on
 * the phone, or the account can no longer sign in).
 */
export type DeviceTokenError =
  'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied';
