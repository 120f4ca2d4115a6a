import { useSyncExternalStore } from 'react';
import { readStoredSession } from '@yoga/auth/stored-session';
import { Role } from '@yoga/contracts';

/**
 * The role of the session kept in storage (libs/auth's stored-session, the store's own keys), read
 * without the store, so the pricing page, which ships in the App module, loads no Redux.
 */
export function storedRole(): string | undefined {
  return readStoredSession().user?.role;
}

function subscribe(onChange: () => void) {
  // Another tab signing in or out.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** True while a student is signed in on this browser. */
export function useSignedInStudent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => storedRole() === Role.User,
    () => false,
  );
}
