import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page is server-rendered HTML (on the server and during hydration), true once React
 * runs it in the browser. A form's inputs are live before that (useEarlyInput keeps what was typed); only
 * sending waits.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
