import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@yoga/contracts';
import { createAppStore, type AppStore } from '@yoga/auth';
import { PanelThemeProvider } from '@yoga/ui';
import { AdminLocaleProvider } from './components/admin-locale';

type PanelUi = ReactElement | ((store: AppStore) => ReactElement);
interface PanelOptions {
  user?: SessionUser;
  path?: string;
}

/**
 * `ui` at `path` with a real store of its own (signed in as `user` when given), router, the panel's
 * language (antd's texts included) and theme. Pass a function to hand the store to a component that
 * takes one (the panel's App).
 */
export function panelTree(ui: PanelUi, { user, path = '/admin' }: PanelOptions = {}) {
  const store = createAppStore({
    session: user ? { token: 'test-token', user } : { token: null, user: null },
  });
  const element = typeof ui === 'function' ? ui(store) : ui;
  const tree = (
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <AdminLocaleProvider>
                <PanelThemeProvider>{element}</PanelThemeProvider>
              </AdminLocaleProvider>
            }
          />
          <Route path="/auth/login" element={<p>Login page</p>} />
          <Route path="/user/dashboard" element={<p>Student dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, tree };
}

/** Renders `panelTree(ui, options)`. */
export function renderInPanel(ui: PanelUi, options: PanelOptions = {}) {
  const { store, tree } = panelTree(ui, options);
  return { store, ...render(tree) };
}

export const ADMIN_USER: SessionUser = {
  id: 1,
  name: 'Asha Admin',
  email: 'admin@example.in',
  role: 'admin',
};
export const STUDENT_USER: SessionUser = {
  id: 2,
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user',
};
