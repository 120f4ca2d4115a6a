import type { ChangeEvent, FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AUTH_ROUTES, PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@yoga/contracts';
import type { RegisterForm } from '../auth.validation';
import { AuthCard } from './auth-card';
import { FormField } from './form-field';
import { FormMessage, type Tone } from './form-message';
import styles from './auth.module.css';

export interface RegisterFormViewProps {
  form: RegisterForm;
  message: { text: string; tone: Tone } | null;
  busy: boolean;
  /** True while the page's logic is still loading: the form is shown but cannot be used yet. */
  inactive?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The registration screen's markup, without any state or API: shared by the page and its placeholder. */
export function RegisterFormView({
  form,
  message,
  busy,
  inactive = false,
  onChange,
  onSubmit,
}: RegisterFormViewProps) {
  return (
    <AuthCard
      title="Create your account"
      intro={`Join free for ${TRIAL_DAYS} days. No payment details needed.`}
    >
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-busy={inactive || undefined}
      >
        <FormField
          label="Full name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={onChange}
          disabled={inactive}
        />
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
          label="Mobile number"
          name="number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.number}
          onChange={onChange}
          disabled={inactive}
          hint="We send your class links on this number's messaging app."
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={onChange}
          disabled={inactive}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormField
          label="Referral code (optional)"
          name="referred_by"
          autoComplete="off"
          value={form.referred_by}
          onChange={onChange}
          disabled={inactive}
        />
        <FormMessage text={message?.text ?? null} tone={message?.tone ?? 'error'} />
        <button type="submit" className={styles.submit} disabled={inactive || busy}>
          {busy ? 'Registering…' : 'Register'}
        </button>
      </form>
      <p className={styles.alt}>
        Already registered? <Link to={AUTH_ROUTES.login}>Log in</Link>
      </p>
    </AuthCard>
  );
}
