import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@yoga/contracts';
import { createAppStore } from '@yoga/auth';
import { PanelThemeProvider } from '@yoga/ui';

/** Renders `ui` at `path` with the real store (signed in as `user` when given), router and panel theme. */
export function renderInPanel(
  ui: ReactElement,
  { user, path = '/admin' }: { user?: SessionUser; path?: string } = {},
) {
  localStorage.clear();
  if (user) {
    localStorage.setItem('token', 'test-token');
    localStorage.setItem('user', JSON.stringify(user));
  }
  const store = createAppStore();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<PanelThemeProvider>{ui}</PanelThemeProvider>} />
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
