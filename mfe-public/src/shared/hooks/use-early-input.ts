import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Keeps what a visitor typed (or ticked) into a server-rendered input before the page's code ran (issue 38).
 * React keeps the input's current value when it hydrates it, but the form state still holds the server's
 * (empty) value and the next render would wipe the input. Once hydrated (before the browser paints), the
 * input's own value, if it differs from what the server drew, is handed to `onChange` as if just typed.
 * Attach the returned ref to the input.
 */
export function useEarlyInput(onChange?: (event: ChangeEvent<HTMLInputElement>) => void) {
  const ref = useRef<HTMLInputElement>(null);
  // True only when this input was drawn by the server and is being hydrated (not a client-side render).
  const hydrated = useHydrated();
  const [hydrating] = useState(!hydrated);
  useLayoutEffect(() => {
    const input = ref.current;
    if (!hydrating || !input || !onChange) return;
    // React has just set the server's value as the default (`defaultValue` / `defaultChecked`).
    const changed =
      input.type === 'checkbox' || input.type === 'radio'
        ? input.checked !== input.defaultChecked
        : input.value !== input.defaultValue;
    if (changed) onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    // Once, when hydrated: later changes come through React's own events.
  }, []);
  return ref;
}
