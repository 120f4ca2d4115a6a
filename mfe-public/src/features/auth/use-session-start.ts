import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_ROUTES, homePathForRole, type LoginResponse } from '@yoga/contracts';
import { startSession } from '@yoga/auth/session-handoff';
import { storeLocale, useLocale } from '@yoga/i18n';

/** Long enough to read "Login successful" before the panel replaces the page. */
const REDIRECT_DELAY_MS = 600;

/**
 * What every successful sign-in does (password, one-time code, new password): hand the session to its
 * owner (libs/auth: the page's store if it has one, else storage, which the panel's store reads), then go
 * to `next` or the role's panel; an admin-set password must first be replaced on /auth/new-password.
 * No Redux here: the sign-in page does not load the store.
 */
export function useSessionStart(next: string | undefined) {
  const navigate = useNavigate();
  const { locale } = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (session: LoginResponse) => {
    startSession({ token: session.token, user: session.user });
    // The panel (no language in its address) opens in the language she signed in with.
    storeLocale(locale);
    const home = next ?? homePathForRole(session.user.role);
    const target = session.user.must_change_password
      ? `${AUTH_ROUTES.newPassword}?next=${encodeURIComponent(home)}`
      : home;
    timer.current = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
  };
}
