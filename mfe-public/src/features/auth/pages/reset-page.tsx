import { useState, type FormEvent } from 'react';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authAccountCatalog } from '../account/i18n';
import { authCatalog } from '../i18n';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, AUTH_ROUTES, MESSAGES } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, resetPassword, usePublicCall } from '../public-auth.api';
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
    label: 'public.auth.field.newPassword',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'public.auth.field.newPasswordHint',
  },
  {
    label: 'public.auth.field.repeatPassword',
    name: 'confirm',
    type: 'password',
    autoComplete: 'new-password',
  },
];

/** Opened from the emailed link: sets a new password once; every signed-in device is signed out. */
export default function ResetPage() {
  useCatalog(authCatalog);
  useCatalog(authAccountCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.auth.reset.title'), t('public.auth.reset.metaDescription'));
  const location = useLocation();
  const [token] = useState(() => linkTokenFrom(location));
  const [done, setDone] = useState(false);
  const { form, onChange, message, setMessage } = useAuthForm<ResetForm>(
    () => ({ password: '', confirm: '' }),
    () => (token ? null : { text: ACCOUNT_MESSAGES.resetInvalid, tone: 'error' }),
  );
  const [reset, { isLoading }] = usePublicCall(resetPassword);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return setMessage({ text: ACCOUNT_MESSAGES.resetInvalid, tone: 'error' });
    const problem = newPasswordProblem(form.password, form.confirm);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const res = await reset({ token, password: form.password });
      setDone(true);
      setMessage({ text: res.message, tone: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  return (
    <AuthFormView<ResetForm>
      title={t('public.auth.reset.title')}
      intro={t('public.auth.reset.intro')}
      fields={FIELDS}
      submitLabel={t('public.auth.reset.submit')}
      busyLabel={t('public.auth.saving')}
      form={form}
      message={message}
      busy={isLoading}
      submitDisabled={done || !token}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        done ? (
          <Link to={to(AUTH_ROUTES.login)}>{t('public.auth.greet.login')}</Link>
        ) : (
          <Trans
            id="public.auth.reset.expired"
            components={{ 0: <Link to={to(AUTH_ROUTES.forgot)} /> }}
          />
        )
      }
    />
  );
}
