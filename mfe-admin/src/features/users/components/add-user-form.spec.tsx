import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { USER_FIELD_MESSAGES } from '../user-validation';
import { AddUserForm } from './add-user-form';

describe('AddUserForm', () => {
  it('shows every field error and sends nothing when the form is empty', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderInPanel(<AddUserForm />, { user: ADMIN_USER });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(USER_FIELD_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(USER_FIELD_MESSAGES.phone)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('starts with role User and status Active', () => {
    renderInPanel(<AddUserForm />, { user: ADMIN_USER });
    const form = screen.getByRole('form', { name: 'Add User' });
    expect(form.textContent).toContain('User');
    expect(form.textContent).toContain('Active');
  });
});
