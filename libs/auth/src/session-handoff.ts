import type { ApiErrorCode, SessionUser } from '@yoga/contracts';
import { readStoredSession, writeStoredSession } from './stored-session';

/**
 * The session for pages that do not load the store (the server-rendered sign-in and registration pages,
 * issue 23: their JavaScript budget). No Redux here. The store stays the session's one owner: when the
 * page already has it, every call below goes to it; when it has none, a new session is kept in storage,
 * which the store reads when it is created (the panel's page, after the redirect).
 */

/** What the page's store offers to pages that do not import it (store.ts publishes it). */
export interface PageSessionHandle {
  user(): SessionUser | null;
  notice(): { notice: string; noticeCode?: ApiErrorCode } | null;
  noticeShown(): void;
  signIn(session: { token: string; user: SessionUser }): void;
}

// On `globalThis`: this module is bundled by each app that imports it (the shell's copy of @yoga/auth, a
// remote's sign-in page), while the store is one per page.
const SLOT = Symbol.for('yoga.auth.pageSession');
type Slot = { [SLOT]?: PageSessionHandle };

/** Called once by the page's store when it is created (`getAppStore`). */
export function publishPageSession(handle: PageSessionHandle | undefined): void {
  (globalThis as Slot)[SLOT] = handle;
}

function pageSession(): PageSessionHandle | undefined {
  return (globalThis as Slot)[SLOT];
}

/** The signed-in user: the store's when the page has one, else the session kept in storage. */
export function keptSessionUser(): SessionUser | null {
  const store = pageSession();
  return store ? store.user() : readStoredSession().user;
}

/** Why the last session ended (shown once on the sign-in page): only a store on this page knows. */
export function sessionNotice(): { notice: string; noticeCode?: ApiErrorCode } | null {
  return pageSession()?.notice() ?? null;
}

/** The notice was shown: cleared from the store. */
export function sessionNoticeShown(): void {
  pageSession()?.noticeShown();
}

/** A new session (sign-in, one-time code, new password): to the store if the page has one, else storage. */
export function startSession(session: { token: string; user: SessionUser }): void {
  const store = pageSession();
  if (store) store.signIn(session);
  else writeStoredSession(session.token, session.user);
}
