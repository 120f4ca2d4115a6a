import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, AUTH_ROUTES, MESSAGES } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, useConfirmEmailChangeMutation } from '../auth.api';
import { AuthFormView } from '../components/auth-form-view';
import { linkTokenFrom } from '../link-token';
import { useAuthForm } from '../use-auth-form';

/**
 * Opened from the link sent to a new address: one button confirms it (a link preview or scanner that
 * only fetches the page changes nothing).
 */
export default function ConfirmEmailPage() {
  usePageMeta('Confirm your new email', 'Confirm the new email address of your account.');
  const location = useLocation();
  const [token] = useState(() => linkTokenFrom(location));
  const [done, setDone] = useState(false);
  const { form, onChange, message, setMessage } = useAuthForm<Record<string, never>>(
    () => ({}),
    () => (token ? null : { text: ACCOUNT_MESSAGES.emailLinkInvalid, tone: 'error' }),
  );
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    try {
      const res = await confirm({ token }).unwrap();
      setDone(true);
      setMessage({ text: res.message, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<Record<string, never>>
      title="Confirm your new email"
      intro="Use this address for your account from now on. We let the old address know."
      fields={[]}
      submitLabel="Confirm my new email"
      busyLabel="Confirming…"
      form={form}
      message={message}
      busy={isLoading}
      submitDisabled={done || !token}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={<Link to={AUTH_ROUTES.login}>Go to login</Link>}
    />
  );
}
