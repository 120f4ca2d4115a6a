import type { Role, UserStatus } from '../rules/roles.js';
import type { PageQuery } from './common.js';

/**
 * The admin's Users screen (/api/manageusers).
 */

/** GET /api/manageusers */
export interface ManagedUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  role: Role;
  status: UserStatus;
  referral_code: string;
  referred_by: string | null;
  created_at: string;
  last_login_at: string | null;
}

export interface ManagedUserInput {
  name: string;
  email: string;
  phone: string;
  role: Role | string;
  status: UserStatus;
}

/**
 * The new account; its password is never shown to the admin: the user is emailed a link to set it
 * (`set_password_link_sent`: false when the mail could not be sent: use "Send reset link" later).
 */
export interface CreateManagedUserResponse extends ManagedUser {
  set_password_link_sent: boolean;
}

/** POST /api/manageusers: the phone may be left out (no number); role and status default to user and Active. */
export interface CreateManagedUserRequest {
  name: string;
  email: string;
  phone?: string;
  role?: Role;
  status?: UserStatus;
}

/** PUT /api/manageusers/:id: the row as the table sends it back (read-only fields are ignored). */
export interface UpdateManagedUserRequest extends CreateManagedUserRequest {
  /** Alias of `phone` (the admin users table calls it number). */
  number?: string;
}

/** PATCH /api/manageusers/:id/status */
export interface UpdateUserStatusRequest {
  status: UserStatus;
}

/** GET /api/manageusers: `search` matches the name (case-insensitive); `status` `All` or absent: every user. */
export interface ManagedUsersQuery extends PageQuery {
  search?: string;
  status?: UserStatus | 'All';
}
