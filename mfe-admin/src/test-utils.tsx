import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@yoga/contracts';
import { createAppStore } from '@yoga/auth';
import { PanelThemeProvider } from '@yoga/ui';

// jsdom has no MessageChannel; antd's form and select only use it to defer work to a macrotask.
class MacrotaskChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
}
Object.assign(globalThis, { MessageChannel: globalThis.MessageChannel ?? MacrotaskChannel });

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
