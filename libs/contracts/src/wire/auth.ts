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
  /** The page's language at registration (`en` default): the profile's `language`. */
  language?: Language;
}

export interface RegisterResponse {
  success: true;
  message: string;
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
