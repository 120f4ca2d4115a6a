import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, RESET_LINK_MINUTES } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, useForgotPasswordMutation } from '../auth.api';
import { AuthFormView, type AuthField } from '../components/auth-form-view';
import { emailProblem } from '../recovery.validation';
import { useAuthForm } from '../use-auth-form';

interface ForgotForm {
  email: string;
}

const FIELDS: readonly AuthField<ForgotForm>[] = [
  { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
];

/** Asks for the email; the answer is the same whether or not an account exists. */
export default function ForgotPage() {
  usePageMeta('Forgot password', 'Get a link to choose a new password for your account.');
  const { form, onChange, message, setMessage } = useAuthForm<ForgotForm>(() => ({ email: '' }));
  const [forgot, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(form.email);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const res = await forgot({ email: form.email.trim() }).unwrap();
      setMessage({ text: res.message, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<ForgotForm>
      title="Forgot your password?"
      intro={`Enter your account's email. We will send a link to choose a new password, valid for ${RESET_LINK_MINUTES} minutes.`}
      fields={FIELDS}
      submitLabel="Send reset link"
      busyLabel="Sending…"
      form={form}
      message={message}
      busy={isLoading}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        <>
          Remembered it? <Link to={AUTH_ROUTES.login}>Log in</Link>
        </>
      }
    />
  );
}
