import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  AUTH_ROUTES,
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  loginPathWithNext,
  safeNextPath,
} from '@yoga/contracts';
import { selectCurrentUser } from '@yoga/auth';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, useChangePasswordMutation } from '../auth.api';
import { AuthFormView, type AuthField } from '../components/auth-form-view';
import { newPasswordProblem } from '../recovery.validation';
import { useAuthForm } from '../use-auth-form';
import { useSessionStart } from '../use-session-start';

interface NewPasswordForm {
  current: string;
  password: string;
  confirm: string;
}

const FIELDS: readonly AuthField<NewPasswordForm>[] = [
  {
    label: 'Temporary password',
    name: 'current',
    type: 'password',
    autoComplete: 'current-password',
    hint: 'The password you were given.',
  },
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

/** First sign-in of an account an admin created: the temporary password is replaced before anything else. */
export default function NewPasswordPage() {
  usePageMeta('Choose your password', 'Replace the temporary password of your new account.');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const user = useSelector(selectCurrentUser);
  const [initialUser] = useState(user);
  const { form, onChange, message, setMessage } = useAuthForm<NewPasswordForm>(
    () => ({ current: '', password: '', confirm: '' }),
    () => ({ text: ACCOUNT_MESSAGES.passwordChangeRequired, tone: 'info' }),
  );
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const startSession = useSessionStart(next);

  if (!initialUser) return <Navigate to={loginPathWithNext(AUTH_ROUTES.newPassword)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.current) return setMessage({ text: MESSAGES.fillAllFields, tone: 'error' });
    const problem = newPasswordProblem(form.password, form.confirm);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const session = await changePassword({
        current_password: form.current,
        new_password: form.password,
      }).unwrap();
      setMessage({ text: ACCOUNT_MESSAGES.passwordChanged, tone: 'success' });
      startSession(session);
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<NewPasswordForm>
      title="Choose your own password"
      intro={`Welcome, ${initialUser.name}. Your account was created with a temporary password: choose your own to continue.`}
      fields={FIELDS}
      submitLabel="Save and continue"
      busyLabel="Saving…"
      form={form}
      message={message}
      busy={isLoading || message?.tone === 'success'}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        <>
          Lost the temporary password? <Link to={AUTH_ROUTES.forgot}>Get a reset link</Link>
        </>
      }
    />
  );
}
