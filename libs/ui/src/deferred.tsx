import { createElement, lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown: for a screen's dialogs, which are mounted
 * only once opened (`{open ? <Dialog …/> : null}`), so a screen does not download their antd parts
 * (Modal, Form, InputNumber, Checkbox, TextArea…) with its first paint (issue 38: every admin page within
 * 300 KB of JavaScript and every student page within 250 KB). Nothing is shown while the code loads (a
 * dialog opening a moment later), then the same component as before.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return createElement(
      Suspense,
      { fallback: null },
      createElement(Lazy as ComponentType<P>, props),
    );
  }
  return Deferred;
}
