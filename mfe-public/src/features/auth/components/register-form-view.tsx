import { Link } from 'react-router-dom';
import { AUTH_ROUTES, FIELD_LIMITS, PASSWORD_MIN_LENGTH, TRIAL_DAYS } from '@yoga/contracts';
import type { RegisterForm } from '../auth.validation';
import { AuthFormView, type AuthField, type AuthFormState } from './auth-form-view';

const REGISTER_FIELDS: readonly AuthField<RegisterForm>[] = [
  { label: 'Full name', name: 'name', autoComplete: 'name' },
  {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    maxLength: FIELD_LIMITS.email,
  },
  {
    label: 'Mobile number',
    name: 'number',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: FIELD_LIMITS.phoneInput,
    hint: "A 10-digit mobile number, or + and the country code. We send your class links on this number's messaging app.",
  },
  {
    label: 'Password',
    name: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  { label: 'Referral code (optional)', name: 'referred_by', autoComplete: 'off' },
];

/** The registration screen's markup, without any state or API: shared by the page and its placeholder. */
export function RegisterFormView(props: AuthFormState<RegisterForm>) {
  return (
    <AuthFormView
      {...props}
      title="Create your account"
      intro={`Join free for ${TRIAL_DAYS} days. No payment details needed.`}
      fields={REGISTER_FIELDS}
      submitLabel="Register"
      busyLabel="Registering…"
      footer={
        <>
          Already registered? <Link to={AUTH_ROUTES.login}>Log in</Link>
        </>
      }
    />
  );
}
