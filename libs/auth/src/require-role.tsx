import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_ROUTES, homePathForRole, loginPathWithNext, type Role } from '@yoga/contracts';
import { selectCurrentUser } from './session.slice';

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
  /** What a signed-in user with another role sees; defaults to a redirect to their own panel. */
  denied?: ReactNode;
}

/** Route guard mirroring the server's role checks: no session → login with `next`. */
export function RequireRole({ roles, children, denied }: RequireRoleProps) {
  const user = useSelector(selectCurrentUser);
  const location = useLocation();
  if (!user) {
    return <Navigate to={loginPathWithNext(location.pathname + location.search)} replace />;
  }
  if (user.must_change_password) {
    // An admin-set password is replaced before anything else (the API refuses every other call).
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${AUTH_ROUTES.newPassword}?next=${next}`} replace />;
  }
  if (!roles.includes(user.role)) {
    return denied ?? <Navigate to={homePathForRole(user.role)} replace />;
  }
  return <>{children}</>;
}
