import { useDispatch } from 'react-redux';
import { baseApi, useLogoutMutation } from '@yoga/api-client';
import { signedOut } from '@yoga/auth';
import { AUTH_ROUTES } from '@yoga/contracts';

/**
 * Ends the session the way both panels' logout screens do: the server revokes the token (best effort:
 * offline or an already revoked token must not keep anyone signed in), storage and cached responses are
 * cleared, and the login page is loaded in full. A full load rather than client-side navigation: nothing
 * of the old session stays in memory, and the panel's guard (which now sees no user) cannot race it into
 * /auth/login?next=<panel>/logout.
 */
export function useEndSession() {
  const dispatch = useDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const endSession = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
    dispatch(baseApi.util.resetApiState());
    window.location.replace(AUTH_ROUTES.login);
  };
  return { endSession, isEnding: isLoading };
}
