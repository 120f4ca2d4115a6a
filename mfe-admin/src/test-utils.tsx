import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@yoga/contracts';
import { createAppStore, type AppStore } from '@yoga/auth';
import { PanelThemeProvider } from '@yoga/ui';

/**
 * Renders `ui` at `path` with a real store of its own (signed in as `user` when given), router and panel
 * theme. Pass a function to hand the store to a component that takes one (the panel's App).
 */
export function renderInPanel(
  ui: ReactElement | ((store: AppStore) => ReactElement),
  { user, path = '/admin' }: { user?: SessionUser; path?: string } = {},
) {
  const store = createAppStore({
    session: user ? { token: 'test-token', user } : { token: null, user: null },
  });
  const element = typeof ui === 'function' ? ui(store) : ui;
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<PanelThemeProvider>{element}</PanelThemeProvider>} />
          <Route path="/auth/login" element={<p>Login page</p>} />
          <Route path="/user/dashboard" element={<p>Student dashboard</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
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
