/** Roles a user can hold. Self-registration always creates `user`. */
export const Role = {
  Admin: 'admin',
  Instructor: 'instructor',
  User: 'user',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = [Role.Admin, Role.Instructor, Role.User];

/** Labels used in the admin UI's role picker (spec section 3: User, Instructor, Admin). */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'User',
  instructor: 'Instructor',
  admin: 'Admin',
};

export const UserStatus = {
  Active: 'Active',
  Blocked: 'Blocked',
} as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];
export const USER_STATUSES: readonly UserStatus[] = [UserStatus.Active, UserStatus.Blocked];

export function parseRole(value: unknown): Role | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : undefined;
}

/**
 * The panel of a role: admins the admin panel, students the student panel, instructors their console
 * (a screen of the staff panel, issue 25).
 */
export function panelPathForRole(role: Role): string | undefined {
  if (role === Role.Admin) return '/admin/admin-dashboard';
  if (role === Role.User) return '/user/dashboard';
  if (role === Role.Instructor) return '/admin/console';
  return undefined;
}

/** Where a signed-in user lands after login (spec: admin and user to their panels, any other role to /). */
export function homePathForRole(role: Role): string {
  return panelPathForRole(role) ?? '/';
}
