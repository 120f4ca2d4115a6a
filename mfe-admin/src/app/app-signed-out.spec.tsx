import { screen } from '@testing-library/react';
import { renderInPanel } from '../test-utils';
import AdminApp from './app';

it('sends a visitor without a session to the login page', async () => {
  renderInPanel((store) => <AdminApp store={store} />, { path: '/admin/manage-user' });
  expect(await screen.findByText('Login page')).toBeTruthy();
});
