import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-impl';
import { isPanelPath } from '@yoga/contracts';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

/**
 * The document's browser history. Public paths change client-side as usual; a navigation into a panel
 * (/user, /admin: the shell's pages) loads that page from the server instead, without first showing its
 * URL over the public page.
 */
export function createPageHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const leaves = (to: To) => {
    const pathname =
      typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
    return pathname !== undefined && isPanelPath(pathname);
  };
  const { push, replace } = history;
  history.push = (to, state) => {
    if (leaves(to)) window.location.assign(history.createHref(to));
    else push.call(history, to, state);
  };
  history.replace = (to, state) => {
    if (leaves(to)) window.location.replace(history.createHref(to));
    else replace.call(history, to, state);
  };
  return history;
}
