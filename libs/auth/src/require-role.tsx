import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { AUTH_ROUTES, homePathForRole, loginPathWithNext, type Role } from '@yoga/contracts';
import { keepFragment } from './kept-fragment';
import { selectSession } from './session.slice';

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
  /** What a signed-in user with another role sees; defaults to a redirect to their own panel. */
  denied?: ReactNode;
}

/**
 * Route guard mirroring the server's role checks: no session → login with `next`. After a deliberate
 * logout it goes straight to /auth/login: that redirect is the logout's one navigation.
 */
export function RequireRole({ roles, children, denied }: RequireRoleProps) {
  const { user, loggedOut } = useSelector(selectSession);
  const location = useLocation();
  if (!user) {
    // A link's fragment (an invitation's `#token=…`, issue 35) waits in this tab for the page after
    // sign-in (`takeKeptFragment`), never put in `next`: a query string reaches servers' logs.
    if (location.hash) keepFragment(location.pathname, location.hash);
    const login = loggedOut
      ? AUTH_ROUTES.login
      : loginPathWithNext(location.pathname + location.search);
    return <Navigate to={login} replace />;
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
