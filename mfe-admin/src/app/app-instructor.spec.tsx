import { screen } from '@testing-library/react';
import type { SessionUser } from '@yoga/contracts';
import { renderInPanel } from '../test-utils';
import AdminApp from './app';

jest.mock('../features/console/console.api', () => {
  const none = () => ({ data: [], isFetching: false, error: undefined, refetch: jest.fn() });
  const mutation = () => [jest.fn(), { isLoading: false }];
  return {
    useConsoleClassesQuery: none,
    useConsoleRosterQuery: none,
    useConsoleAttendanceQuery: none,
    useStartClassMutation: mutation,
    useMessageClassMutation: mutation,
  };
});

const INSTRUCTOR: SessionUser = {
  id: 7,
  name: 'Ira Iyer',
  email: 'ira@example.in',
  role: 'instructor',
};

describe('AdminApp for an instructor', () => {
  it('lands on the console, whose menu holds only the console and logging out', async () => {
    // A wide screen: the sidebar is shown (not the drawer).
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    renderInPanel((store) => <AdminApp store={store} />, {
      user: INSTRUCTOR,
      path: '/admin/payments',
    });
    expect(await screen.findByRole('heading', { name: 'Instructor console' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation')[0];
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(['Instructor console', 'Logout']);
    // The panel is titled for her, not "Admin panel".
    expect(screen.queryByText('Admin panel')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Instructor console navigation' })).toBeTruthy();
    window.matchMedia = narrow;
  });
});
