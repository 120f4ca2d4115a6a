import { useDispatch } from 'react-redux';
import { useLogoutMutation } from '@yoga/api-client';
import { signedOut } from '@yoga/auth';

/**
 * Ends the session the way both panels' logout screens do: the server revokes the token (best effort:
 * offline or an already revoked token must not keep anyone signed in), then the store signs out. The
 * store's listener clears all storage and cached responses, and the panel's guard, seeing a deliberate
 * logout, replaces the page with /auth/login: one navigation, no `?next=`.
 */
export function useEndSession() {
  const dispatch = useDispatch();
  const [logout, { isLoading }] = useLogoutMutation();
  const endSession = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(signedOut());
  };
  return { endSession, isEnding: isLoading };
}
