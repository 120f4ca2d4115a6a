import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ACCOUNT_MESSAGES } from '@yoga/contracts';
import { createAppStore } from '@yoga/auth';
import { PanelThemeProvider } from '../theme';
import { ChangePasswordForm } from './change-password-form';

const changePassword = jest.fn();
jest.mock('@yoga/api-client', () => ({
  ...jest.requireActual('@yoga/api-client'),
  useChangePasswordMutation: () => [changePassword, { isLoading: false }],
}));

const refused = (message: string) => ({
  unwrap: () => Promise.reject({ status: 400, data: { success: false, message } }),
});

function renderForm() {
  const store = createAppStore({
    session: { token: 't', user: { id: 2, name: 'Priya', email: 'p@example.in', role: 'user' } },
  });
  render(
    <Provider store={store}>
      <PanelThemeProvider>
        <ChangePasswordForm />
      </PanelThemeProvider>
    </Provider>,
  );
}

async function attempt(current: string, next: string) {
  fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^Repeat/), { target: { value: next } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Change password/ }));
  });
}

describe('ChangePasswordForm', () => {
  it('clears the previous error at the next attempt: only the latest problem is shown', async () => {
    renderForm();
    changePassword.mockReturnValueOnce(refused(ACCOUNT_MESSAGES.currentPasswordWrong));
    await attempt('wrong-password-1', 'a-new-password-42');
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();

    changePassword.mockReturnValueOnce(refused('This password is too common.'));
    await attempt('right-password-1', 'password123');
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
    // At once, not after the first toast's own timeout.
    expect(screen.queryByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeNull();
  });
});
