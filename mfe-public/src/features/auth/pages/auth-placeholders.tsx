import { useSearchParams } from 'react-router-dom';
import { useCatalog } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { emptyRegisterForm, EMPTY_LOGIN_FORM } from '../auth.validation';
import { LoginFormView } from '../components/login-form-view';
import { RegisterFormView } from '../components/register-form-view';
import { useLoginMeta, useRegisterMeta } from './auth-meta';

const noop = () => undefined;
const INACTIVE = { message: null, busy: false, inactive: true, onChange: noop, onSubmit: noop };

/**
 * Shown while the store (Redux, RTK Query) loads for the real page: the same layout, inactive, so the
 * heading paints early and nothing moves when the page takes over.
 */
export function LoginPlaceholder() {
  useCatalog(authCatalog);
  useLoginMeta();
  return <LoginFormView form={EMPTY_LOGIN_FORM} {...INACTIVE} />;
}

export function RegisterPlaceholder() {
  useCatalog(authCatalog);
  useRegisterMeta();
  const [params] = useSearchParams();
  return <RegisterFormView form={emptyRegisterForm(params.get('ref'))} {...INACTIVE} />;
}
