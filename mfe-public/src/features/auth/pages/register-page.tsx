import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { errorMessage, useRegisterMutation } from '../auth.api';
import { registrationFailure, validateRegister, type RegisterForm } from '../auth.validation';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { FormMessage, type Tone } from '../components/form-message';
import styles from '../components/auth.module.css';

export default function RegisterPage() {
  usePageMeta(
    'Register for your free trial',
    `Create your account and start a free ${TRIAL_DAYS}-day trial of live online yoga classes.`,
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState<RegisterForm>(() => ({
    name: '',
    email: '',
    number: '',
    password: '',
    referred_by: params.get('ref')?.trim() ?? '',
  }));
  const [message, setMessage] = useState<{ text: string; tone: Tone } | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setForm((f) => ({ ...f, [name]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateRegister(form);
    if (problem) {
      setMessage({ text: problem, tone: 'error' });
      return;
    }
    setMessage(null);
    try {
      await register({
        name: form.name.trim(),
        email: form.email.trim(),
        number: form.number.trim(),
        password: form.password,
        ...(form.referred_by.trim() ? { referred_by: form.referred_by.trim() } : {}),
      }).unwrap();
      setMessage({ text: MESSAGES.registered, tone: 'success' });
      navigate(AUTH_ROUTES.greet, { state: { flash: MESSAGES.registered } });
    } catch (error) {
      setMessage({ text: registrationFailure(errorMessage(error)), tone: 'error' });
    }
  };

  return (
    <AuthCard
      title="Create your account"
      intro={`Join free for ${TRIAL_DAYS} days. No payment details needed.`}
    >
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-describedby="register-message"
      >
        <FormField
          label="Full name"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={onChange}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={onChange}
        />
        <FormField
          label="Mobile number"
          name="number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={form.number}
          onChange={onChange}
          hint="We send your class links on this number's messaging app."
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={onChange}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormField
          label="Referral code (optional)"
          name="referred_by"
          autoComplete="off"
          value={form.referred_by}
          onChange={onChange}
        />
        <div id="register-message">
          <FormMessage text={message?.text ?? null} tone={message?.tone ?? 'error'} />
        </div>
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? 'Registering…' : 'Register'}
        </button>
      </form>
      <p className={styles.alt}>
        Already registered? <Link to={AUTH_ROUTES.login}>Log in</Link>
      </p>
    </AuthCard>
  );
}
