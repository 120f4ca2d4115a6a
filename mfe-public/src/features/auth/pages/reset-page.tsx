import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, AUTH_ROUTES, MESSAGES, PASSWORD_MIN_LENGTH } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, useResetPasswordMutation } from '../auth.api';
import { AuthFormView, type AuthField } from '../components/auth-form-view';
import { linkTokenFrom } from '../link-token';
import { newPasswordProblem } from '../recovery.validation';
import { useAuthForm } from '../use-auth-form';

interface ResetForm {
  password: string;
  confirm: string;
}

const FIELDS: readonly AuthField<ResetForm>[] = [
  {
    label: 'New password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  {
    label: 'Repeat the new password',
    name: 'confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Opened from the emailed link: sets a new password once; every signed-in device is signed out. */
export default function ResetPage() {
  usePageMeta('Choose a new password', 'Set a new password for your account.');
  const location = useLocation();
  const [token] = useState(() => linkTokenFrom(location));
  const [done, setDone] = useState(false);
  const { form, onChange, message, setMessage } = useAuthForm<ResetForm>(
    () => ({ password: '', confirm: '' }),
    () => (token ? null : { text: ACCOUNT_MESSAGES.resetInvalid, tone: 'error' }),
  );
  const [reset, { isLoading }] = useResetPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return setMessage({ text: ACCOUNT_MESSAGES.resetInvalid, tone: 'error' });
    const problem = newPasswordProblem(form.password, form.confirm);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const res = await reset({ token, password: form.password }).unwrap();
      setDone(true);
      setMessage({ text: res.message, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<ResetForm>
      title="Choose a new password"
      intro="Your new password signs you out on every device; then log in with it."
      fields={FIELDS}
      submitLabel="Save new password"
      busyLabel="Saving…"
      form={form}
      message={message}
      busy={isLoading}
      submitDisabled={done || !token}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        done ? (
          <Link to={AUTH_ROUTES.login}>Go to login</Link>
        ) : (
          <>
            Link expired? <Link to={AUTH_ROUTES.forgot}>Ask for a new one</Link>
          </>
        )
      }
    />
  );
}
