import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isPanelPath } from '@yoga/contracts';
import {
  LocaleProvider,
  applyStoredLargeText,
  applyStoredLowData,
  startPageLocale,
} from '@yoga/i18n';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { App } from './app/app';

async function start() {
  // Larger text, when chosen on this device, before anything is drawn.
  applyStoredLargeText();
  applyStoredLowData();
  // The language first (public pages: their URL's; panels: the kept choice, else the browser's), while
  // the remotes' manifest loads. A public address in the other language than the kept choice redirects.
  const [current] = await Promise.all([
    startPageLocale({ urlPrefix: !isPanelPath(window.location.pathname) }),
    registerRemotesFromManifest(),
  ]);
  if (!current) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The Redux store is created by the first area that needs it (AppStoreProvider from @yoga/auth),
  // so a visitor of the marketing pages never downloads Redux or RTK Query.
  createRoot(container).render(
    <StrictMode>
      <LocaleProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
