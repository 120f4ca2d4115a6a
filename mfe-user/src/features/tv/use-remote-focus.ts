import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { isRemoteKey, moveFocus } from './tv-focus';

/** The attribute that marks what a remote's arrows move between (in page order). */
export const TV_FOCUS = 'data-tv-focus';

/**
 * Arrow keys (a remote's, a keyboard's) move focus between the screen's marked controls; OK / Enter
 * presses the focused button (native). On arrival, and whenever `key` changes, focus goes to the
 * control marked `data-tv-first`, else the first one: nothing to click with a pointer.
 */
export function useRemoteFocus<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(`[${TV_FOCUS}]`) ?? []);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const first =
      container.querySelector<HTMLElement>('[data-tv-first]') ??
      container.querySelector<HTMLElement>(`[${TV_FOCUS}]`);
    first?.focus();
  }, [key]);

  const onKeyDown = useCallback((event: KeyboardEvent) => {
    if (!isRemoteKey(event.key)) return;
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next = moveFocus(current, event.key, all.length);
    if (next < 0) return;
    event.preventDefault();
    all[next]?.focus();
  }, []);

  return { ref, onKeyDown };
}
