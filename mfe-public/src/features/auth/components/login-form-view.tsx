import type { ChangeEvent, FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES } from '@yoga/contracts';
import type { LoginForm } from '../auth.validation';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { FormMessage, type Tone } from './form-message';
import styles from './auth.module.css';

export interface LoginFormViewProps {
  form: LoginForm;
  message: { text: string; tone: Tone } | null;
  busy: boolean;
  /** True while the page's logic is still loading: the form is shown but cannot be used yet. */
  inactive?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The login screen's markup, without any state or API: shared by the page and its placeholder. */
export function LoginFormView({
  form,
  message,
  busy,
  inactive = false,
  onChange,
  onSubmit,
}: LoginFormViewProps) {
  return (
    <AuthCard title="Welcome back" intro="Log in to join today's live classes.">
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={inactive || undefined}
      >
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={onChange}
          disabled={inactive}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={onChange}
          disabled={inactive}
        />
        <FormMessage text={message?.text ?? null} tone={message?.tone ?? 'error'} />
        <button type="submit" className={styles.submit} disabled={inactive || busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p className={styles.alt}>
        New here? <Link to={AUTH_ROUTES.register}>Create a free account</Link>
      </p>
    </AuthCard>
  );
}
