import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from './store';
import { RequireRole } from './require-role';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string, denied?: React.ReactNode) {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/*"
            element={
              <RequireRole roles={['admin']} denied={denied}>
                <h1>Admin area</h1>
              </RequireRole>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('RequireRole', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a session to login with next', () => {
    renderAt('/admin/users');
    expect(screen.getByTestId('where').textContent).toBe('/auth/login?next=%2Fadmin%2Fusers');
  });

  it('lets the right role in', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, name: 'A', email: 'a@x.in', role: 'admin' }),
    );
    renderAt('/admin/users');
    expect(screen.getByRole('heading', { name: 'Admin area' })).toBeTruthy();
  });

  it('sends another role to its own panel, or shows the denied content', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 2, name: 'U', email: 'u@x.in', role: 'user' }),
    );
    renderAt('/admin/users');
    expect(screen.getByTestId('where').textContent).toBe('/user/dashboard');
  });

  it('sends a user who must replace an admin-set password to the new-password page first', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 3,
        name: 'A',
        email: 'a@x.in',
        role: 'admin',
        must_change_password: true,
      }),
    );
    renderAt('/admin/users');
    expect(screen.getByTestId('where').textContent).toBe(
      '/auth/new-password?next=%2Fadmin%2Fusers',
    );
  });

  it('shows the denied content when given', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 2, name: 'U', email: 'u@x.in', role: 'user' }),
    );
    renderAt('/admin/users', <p>Access denied</p>);
    expect(screen.getByText('Access denied')).toBeTruthy();
  });
});
