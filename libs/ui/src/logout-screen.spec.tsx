import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '@yoga/auth';
import { i18n } from '@yoga/i18n';
import { LOGOUT_TEXT } from './logout-screen';
import { PanelApp } from './panel-app';
import { LogoutScreen } from './logout-screen';

const logout = jest.fn(() => ({ unwrap: () => Promise.resolve({ success: true }) }));
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useLogoutMutation: () => [logout, { isLoading: false }],
}));

const visited: string[] = [];
function Where() {
  const location = useLocation();
  visited.push(location.pathname + location.search);
  return <p>At {location.pathname}</p>;
}

/** The logout screen's English, from the ui.* catalogue. */
const text = (key: keyof typeof LOGOUT_TEXT) => i18n._(LOGOUT_TEXT[key]);

const student = { id: 2, name: 'Priya', email: 'priya@example.in', role: 'user' as const };

function renderLogout() {
  const store = createAppStore({ session: { token: 't', user: student } });
  render(
    <MemoryRouter initialEntries={['/user/logout']}>
      <Routes>
        <Route
          path="/user/*"
          element={
            <PanelApp title="Student panel" items={[]} roles={['user']} store={store}>
              <Routes>
                <Route path="logout" element={<LogoutScreen stayPath="/user/dashboard" />} />
                <Route path="dashboard" element={<h1>Dashboard</h1>} />
              </Routes>
            </PanelApp>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return store;
}

describe('LogoutScreen', () => {
  beforeEach(() => {
    visited.length = 0;
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(student));
    sessionStorage.setItem('draft', 'x');
  });

  it('asks first; "Log out" revokes the token, clears all storage and goes to /auth/login once', async () => {
    const store = renderLogout();
    expect(screen.getByRole('heading', { name: text('title') })).toBeTruthy();
    expect(screen.getByText(text('question'))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: text('confirm') }));
    });
    await screen.findByText('At /auth/login');
    expect(logout).toHaveBeenCalled();
    expect(visited.every((path) => path === '/auth/login')).toBe(true);
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('"Stay" keeps the session and returns to the dashboard', async () => {
    const store = renderLogout();
    fireEvent.click(screen.getByRole('button', { name: text('cancel') }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(store.getState().session.token).toBe('t');
    expect(localStorage.getItem('token')).toBe('t');
  });
});
