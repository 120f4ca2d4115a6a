import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is server-rendered HTML (on the server and during hydration), true once React
 * runs it in the browser. Forms stay inactive until then, so nothing typed before the code loads is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
