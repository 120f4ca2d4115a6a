import { useCallback, useSyncExternalStore } from 'react';

/** Whether the window is at least `px` wide, following it (antd's Grid breakpoints without antd's Grid). */
export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const matches = useCallback(
    () =>
      typeof window.matchMedia === 'function'
        ? window.matchMedia(query).matches
        : window.innerWidth >= px,
    [query, px],
  );
  return useSyncExternalStore(subscribe, matches, () => true);
}
