import { useSearchParams } from 'react-router-dom';
import { LoginFormView } from '../components/login-form-view';
import { RegisterFormView } from '../components/register-form-view';

const noop = () => undefined;

/**
 * Shown while the store (Redux, RTK Query) loads for the real page: the same layout, inactive, so the
 * heading paints early and nothing moves when the page takes over.
 */
export function LoginPlaceholder() {
  return (
    <LoginFormView
      form={{ email: '', password: '' }}
      message={null}
      busy={false}
      inactive
      onChange={noop}
      onSubmit={noop}
    />
  );
}

export function RegisterPlaceholder() {
  const [params] = useSearchParams();
  return (
    <RegisterFormView
      form={{
        name: '',
        email: '',
        number: '',
        password: '',
        referred_by: params.get('ref')?.trim() ?? '',
      }}
      message={null}
      busy={false}
      inactive
      onChange={noop}
      onSubmit={noop}
    />
  );
}
