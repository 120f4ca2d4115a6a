import { useState, type FormEvent } from 'react';
import { Trans, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authAccountCatalog } from '../account/i18n';
import { authCatalog } from '../i18n';
import { useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import {
  ACCOUNT_MESSAGES,
  AUTH_ROUTES,
  MESSAGES,
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
    label: 'public.auth.field.temporaryPassword',
    name: 'current',
    type: 'password',
    autoComplete: 'current-password',
    hint: 'public.auth.field.temporaryPasswordHint',
  },
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

/** First sign-in of an account an admin created: the temporary password is replaced before anything else. */
export default function NewPasswordPage() {
  useCatalog(authCatalog);
  useCatalog(authAccountCatalog);
  const { t } = useLocale();
  const to = useLocalePath();
  usePageMeta(t('public.auth.newPassword.metaTitle'), t('public.auth.newPassword.metaDescription'));
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
      title={t('public.auth.newPassword.title')}
      intro={t('public.auth.newPassword.intro', { name: initialUser.name })}
      fields={FIELDS}
      submitLabel={t('public.auth.newPassword.submit')}
      busyLabel={t('public.auth.saving')}
      form={form}
      message={message}
      busy={isLoading || message?.tone === 'success'}
      onChange={onChange}
      onSubmit={onSubmit}
      footer={
        <Trans
          id="public.auth.newPassword.lost"
          components={{ 0: <Link to={to(AUTH_ROUTES.forgot)} /> }}
        />
      }
    />
  );
}
