import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { App } from './app/app';

async function start() {
  await registerRemotesFromManifest();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The Redux store is created by the first area that needs it (AppStoreProvider from @yoga/auth),
  // so a visitor of the marketing pages never downloads Redux or RTK Query.
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
