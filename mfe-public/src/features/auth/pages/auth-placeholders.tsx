import { useSearchParams } from 'react-router-dom';
import { TRIAL_DAYS } from '@yoga/contracts';
import { usePageMeta } from '../../../shared/hooks/use-page-meta';
import { emptyRegisterForm, EMPTY_LOGIN_FORM } from '../auth.validation';
import { LoginFormView } from '../components/login-form-view';
import { RegisterFormView } from '../components/register-form-view';

/** Title and description of the two pages (also set by the placeholder: it is what the server renders). */
export const LOGIN_META = [
  'Log in',
  'Log in to book live yoga classes, see your schedule and share your referral code.',
] as const;
export const REGISTER_META = [
  'Register for your free trial',
  `Create your account and start a free ${TRIAL_DAYS}-day trial of live online yoga classes.`,
] as const;

const noop = () => undefined;
const INACTIVE = { message: null, busy: false, inactive: true, onChange: noop, onSubmit: noop };

/**
 * Shown while the store (Redux, RTK Query) loads for the real page: the same layout, inactive, so the
 * heading paints early and nothing moves when the page takes over.
 */
export function LoginPlaceholder() {
  usePageMeta(...LOGIN_META);
  return <LoginFormView form={EMPTY_LOGIN_FORM} {...INACTIVE} />;
}

export function RegisterPlaceholder() {
  usePageMeta(...REGISTER_META);
  const [params] = useSearchParams();
  return <RegisterFormView form={emptyRegisterForm(params.get('ref'))} {...INACTIVE} />;
}
