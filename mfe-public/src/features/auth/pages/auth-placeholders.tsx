import { useSearchParams } from 'react-router-dom';
import { emptyRegisterForm, EMPTY_LOGIN_FORM } from '../auth.validation';
import { LoginFormView } from '../components/login-form-view';
import { RegisterFormView } from '../components/register-form-view';

const noop = () => undefined;
const INACTIVE = { message: null, busy: false, inactive: true, onChange: noop, onSubmit: noop };

/**
 * Shown while the store (Redux, RTK Query) loads for the real page: the same layout, inactive, so the
 * heading paints early and nothing moves when the page takes over.
 */
export function LoginPlaceholder() {
  return <LoginFormView form={EMPTY_LOGIN_FORM} {...INACTIVE} />;
}

export function RegisterPlaceholder() {
  const [params] = useSearchParams();
  return <RegisterFormView form={emptyRegisterForm(params.get('ref'))} {...INACTIVE} />;
}
