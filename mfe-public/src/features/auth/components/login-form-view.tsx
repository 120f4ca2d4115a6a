import { Link } from 'react-router-dom';
import { AUTH_ROUTES } from '@yoga/contracts';
import type { LoginForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import styles from './auth.module.css';

const LOGIN_FIELDS: readonly AuthField<LoginForm>[] = [
  { label: 'Email', name: 'email', type: 'email', autoComplete: 'email' },
  { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
];

/** The login screen's markup, without any state or API: shared by the page and its placeholder. */
export function LoginFormView({
  onGetCode,
  ...props
}: AuthFormState<LoginForm> & { onGetCode?: () => void }) {
  const hydrated = useHydrated();
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
            Get a code by email instead
          </button>
          <Link to={AUTH_ROUTES.forgot} className={styles.textLink}>
            Forgot password?
          </Link>
        </>
      }
      title="Welcome back"
      intro="Log in to join today's live classes."
      fields={LOGIN_FIELDS}
      submitLabel="Log in"
      busyLabel="Logging in…"
      footer={
        <>
          New here? <Link to={AUTH_ROUTES.register}>Create a free account</Link>
        </>
      }
    />
  );
}
