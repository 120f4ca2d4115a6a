import type { AdminUserRow, CurrentUser, ManagedUser, SessionUser } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import type { User } from './entities/user.entity.js';

/** The only ways a user leaves the API: never with the password hash or token version. */
export function toSessionUser(u: User): SessionUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    ...(u.mustChangePassword ? { must_change_password: true as const } : {}),
  };
}

export function toManagedUser(u: User): ManagedUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.status,
    referral_code: u.referralCode,
    referred_by: u.referredBy,
    created_at: iso(u.createdAt),
    last_login_at: u.lastLoginAt ? iso(u.lastLoginAt) : null,
  };
}

export function toCurrentUser(u: User): CurrentUser {
  const { id, name, email, role, phone, status, referral_code, referred_by, created_at } =
    toManagedUser(u);
  return { id, name, email, role, phone, status, referral_code, referred_by, created_at };
}

export function toAdminUserRow(u: User): AdminUserRow {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    number: u.phone,
    role: u.role,
    status: u.status,
    created_at: iso(u.createdAt),
    last_login_at: u.lastLoginAt ? iso(u.lastLoginAt) : null,
  };
}
