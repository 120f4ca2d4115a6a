import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppStoreProvider } from './app-store-provider';

/**
 * Renders a remote's ./App alone, inside the same providers the shell gives it, so a team can run
 * its panel with `nx serve <app>`. `basePath` is the area it owns, e.g. "/admin".
 */
export function renderStandalone(App: ComponentType, basePath: string) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const path = basePath === '/' ? '*' : `${basePath}/*`;
  createRoot(container).render(
    <StrictMode>
      <AppStoreProvider>
        <BrowserRouter>
          <Routes>
            <Route path={path} element={<App />} />
          </Routes>
        </BrowserRouter>
      </AppStoreProvider>
    </StrictMode>,
  );
}
