import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { AppStore } from '@yoga/auth';
import { readStoredSession } from '@yoga/auth/stored-session';
import type { SessionUser } from '@yoga/contracts';

const noSubscription = () => () => undefined;

/**
 * The signed-in user, for the marketing header. The page's store owns the session, but a visitor of the
 * marketing pages does not download it: the header loads it only when a session was kept (a glance at
 * storage, checked again after each navigation, e.g. after logging in), then follows the store.
 */
export function useSignedInUser(): SessionUser | null {
  const { pathname } = useLocation();
  const [store, setStore] = useState<AppStore | null>(null);

  useEffect(() => {
    if (store || !readStoredSession().user) return;
    let live = true;
    void import('@yoga/auth').then((auth) => live && setStore(auth.getAppStore()));
    return () => {
      live = false;
    };
  }, [pathname, store]);

  // The server (and hydration) render the signed-out header; a kept session shows after the store loads.
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => store?.getState().session.user ?? null,
    () => null,
  );
}
