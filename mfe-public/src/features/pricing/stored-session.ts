import { useSyncExternalStore } from 'react';
import { Role } from '@yoga/contracts';

/**
 * The session the login page stored (token and user under these localStorage keys: TOKEN_STORAGE_KEY and
 * USER_STORAGE_KEY of @yoga/api-client; stored-session.spec.ts checks they agree). Read directly, so the
 * pricing page, which ships in the App module, loads no Redux.
 */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

/** The stored session's role, or undefined for a visitor (or unreadable storage). */
export function storedRole(
  storage: Storage | undefined = globalThis.localStorage,
): string | undefined {
  try {
    if (!storage?.getItem(TOKEN_KEY)) return undefined;
    const user: unknown = JSON.parse(storage.getItem(USER_KEY) ?? 'null');
    const role = user && typeof user === 'object' ? (user as { role?: unknown }).role : undefined;
    return typeof role === 'string' ? role : undefined;
  } catch {
    return undefined;
  }
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
