import { Link } from 'react-router-dom';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { AUTH_ROUTES } from '@yoga/contracts';
import type { LoginForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import styles from './auth.module.css';

const LOGIN_FIELDS: readonly AuthField<LoginForm>[] = [
  { label: 'public.auth.field.email', name: 'email', type: 'email', autoComplete: 'email' },
  {
    label: 'public.auth.field.password',
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
  },
];

/** The login screen's markup, without any state or API: shared by the page and its placeholder. */
export function LoginFormView({
  onGetCode,
  ...props
}: AuthFormState<LoginForm> & { onGetCode?: () => void }) {
  const hydrated = useHydrated();
  const { t } = useLocale();
  const to = useLocalePath();
  return (
    <AuthFormView
      {...props}
      secondary={
        <>
          <button
            type="button"
            className={styles.secondary}
            disabled={props.inactive || props.busy || !hydrated}
            onClick={onGetCode}
          >
            {t('public.auth.login.getCode')}
          </button>
          <Link to={to(AUTH_ROUTES.forgot)} className={styles.textLink}>
            {t('public.auth.login.forgot')}
          </Link>
        </>
      }
      title={t('public.auth.login.title')}
      intro={t('public.auth.login.intro')}
      fields={LOGIN_FIELDS}
      submitLabel={t('public.auth.login.submit')}
      busyLabel={t('public.auth.login.busy')}
      footer={
        <Trans
          id="public.auth.newHere"
          components={{ 0: <Link to={to(AUTH_ROUTES.register)} /> }}
        />
      }
    />
  );
}
