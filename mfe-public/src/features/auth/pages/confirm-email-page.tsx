import { useState, type FormEvent } from 'react';
import { useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authAccountCatalog } from '../account/i18n';
import { authCatalog } from '../i18n';
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
  useCatalog(authCatalog);
  useCatalog(authAccountCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.auth.confirmEmail.title'), t('public.auth.confirmEmail.metaDescription'));
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
      title={t('public.auth.confirmEmail.title')}
      intro={t('public.auth.confirmEmail.intro')}
      fields={[]}
      submitLabel={t('public.auth.confirmEmail.submit')}
      busyLabel={t('public.auth.confirmEmail.busy')}
      form={form}
      message={message}
      busy={isLoading}
      submitDisabled={done || !token}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={<Link to={to(AUTH_ROUTES.login)}>{t('public.auth.greet.login')}</Link>}
    />
  );
}
