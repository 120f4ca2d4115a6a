import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-impl';
import { isPanelPath } from '@yoga/contracts';
import { activeLocale, storeLocale } from '@yoga/i18n';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type To = Parameters<BrowserHistory['push']>[0];

/**
 * The document's browser history. Public paths change client-side as usual; a navigation into a panel
 * (/user, /admin: the shell's pages) loads that page from the server instead, without first showing its
 * URL over the public page. The panel opens in the language the visitor is reading (`/hi` pages: Hindi):
 * panels have no language in their address, they read the kept choice.
 */
export function createPageHistory(): BrowserHistory {
  const history = createBrowserHistory({ v5Compat: true });
  const leaves = (to: To) => {
    const pathname =
      typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
    const panel = pathname !== undefined && isPanelPath(pathname);
    if (panel) storeLocale(activeLocale());
    return panel;
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
