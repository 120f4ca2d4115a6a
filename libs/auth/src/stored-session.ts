import type { SessionUser } from '@yoga/contracts';

/**
 * The spec's storage keys: the session lives in localStorage under `token` and `user`. No Redux here (the
 * shell's header and the sign-in page bundle it): the store's persistence listener writes through
 * `writeStoredSession`, and so does session-handoff.ts when no store exists yet on the page.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return typeof u.id === 'number' && typeof u.name === 'string' && typeof u.role === 'string';
}

/**
 * The session kept by an earlier page load; a malformed entry counts as signed out. The store reads it
 * once when it is created; the shell's header only peeks at it to decide whether to load the store.
 */
export function readStoredSession(): StoredSession {
  try {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const user: unknown = raw ? JSON.parse(raw) : null;
    if (token && isSessionUser(user)) return { token, user };
  } catch {
    // Storage unavailable or corrupt: treat as signed out.
  }
  return { token: null, user: null };
}

/** Keeps a session for the next page load (the store reads it when it is created). */
export function writeStoredSession(token: string, user: SessionUser): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Private mode or full storage: the session still lasts for this page load.
  }
}
