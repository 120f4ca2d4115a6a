import { screen } from '@testing-library/react';
import { MESSAGES } from '@yoga/contracts';
import { renderInPanel, STUDENT_USER } from '../test-utils';
import AdminApp from './app';

describe('AdminApp guard', () => {
  it('shows "Access denied" and a link to their own panel to a signed-in student', async () => {
    renderInPanel((store) => <AdminApp store={store} />, {
      user: STUDENT_USER,
      path: '/admin/create-blog',
    });
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDenied })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my panel' }).getAttribute('href')).toBe(
      '/user/dashboard',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
