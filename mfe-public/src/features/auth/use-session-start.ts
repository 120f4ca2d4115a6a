import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { AUTH_ROUTES, homePathForRole, type LoginResponse } from '@yoga/contracts';
import { signedIn } from '@yoga/auth';

/** Long enough to read "Login successful" before the panel replaces the page. */
const REDIRECT_DELAY_MS = 600;

/**
 * What every successful sign-in does (password, one-time code, new password): store the session, then go
 * to `next` or the role's panel; an admin-set password must first be replaced on /auth/new-password.
 */
export function useSessionStart(next: string | undefined) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (session: LoginResponse) => {
    dispatch(signedIn({ token: session.token, user: session.user }));
    const home = next ?? homePathForRole(session.user.role);
    const target = session.user.must_change_password
      ? `${AUTH_ROUTES.newPassword}?next=${encodeURIComponent(home)}`
      : home;
    timer.current = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
  };
}
