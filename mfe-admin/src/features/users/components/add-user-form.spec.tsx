import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@yoga/contracts';
import { ADMIN_USER, renderInPanel } from '../../../test-utils';
import { USER_FIELD_MESSAGES } from '../user-validation';
import { AddUserForm } from './add-user-form';

// antd forms in jsdom are slow on a busy 2-core machine.
jest.setTimeout(20_000);

describe('AddUserForm', () => {
  it('shows the name and email errors and sends nothing when the form is empty', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderInPanel(<AddUserForm />, { user: ADMIN_USER });
    fireEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText(USER_FIELD_MESSAGES.name)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.queryByText(USER_FIELD_MESSAGES.phone)).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects a phone number that is not one', async () => {
    renderInPanel(<AddUserForm />, { user: ADMIN_USER });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12ab' } });
    expect(await screen.findByText(USER_FIELD_MESSAGES.phone, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('starts with role User and status Active', () => {
    renderInPanel(<AddUserForm />, { user: ADMIN_USER });
    const form = screen.getByRole('form', { name: 'Add User' });
    expect(form.textContent).toContain('User');
    expect(form.textContent).toContain('Active');
  });
});
