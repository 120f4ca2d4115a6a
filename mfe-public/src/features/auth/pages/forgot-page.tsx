import type { FormEvent } from 'react';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authAccountCatalog } from '../account/i18n';
import { authCatalog } from '../i18n';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, RESET_LINK_MINUTES } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, forgotPassword, usePublicCall } from '../public-auth.api';
import { AuthFormView, type AuthField } from '../components/auth-form-view';
import { emailProblem } from '../recovery.validation';
import { useAuthForm } from '../use-auth-form';

interface ForgotForm {
  email: string;
}

const FIELDS: readonly AuthField<ForgotForm>[] = [
  { label: 'public.auth.field.email', name: 'email', type: 'email', autoComplete: 'email' },
];

/** Asks for the email; the answer is the same whether or not an account exists. */
export default function ForgotPage() {
  useCatalog(authCatalog);
  useCatalog(authAccountCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.auth.forgot.metaTitle'), t('public.auth.forgot.metaDescription'));
  const { form, onChange, message, setMessage } = useAuthForm<ForgotForm>(() => ({ email: '' }));
  const [forgot, { isLoading }] = usePublicCall(forgotPassword);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(form.email);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const res = await forgot({ email: form.email.trim() });
      setMessage({ text: res.message, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<ForgotForm>
      title={t('public.auth.forgot.title')}
      intro={t('public.auth.forgot.intro', { minutes: RESET_LINK_MINUTES })}
      fields={FIELDS}
      submitLabel={t('public.auth.forgot.submit')}
      busyLabel={t('public.auth.code.sending')}
      form={form}
      message={message}
      busy={isLoading}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        <Trans
          id="public.auth.forgot.remembered"
          components={{ 0: <Link to={to(AUTH_ROUTES.login)} /> }}
        />
      }
    />
  );
}
