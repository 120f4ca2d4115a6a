import type { FormEvent } from 'react';
import { useCatalog, useLocalePath } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, normalizePhone } from '@yoga/contracts';
import { useRegisterMeta } from './auth-placeholders';
import { errorMessage, useRegisterMutation } from '../auth.api';
import { emptyRegisterForm, registrationFailure, validateRegister } from '../auth.validation';
import { RegisterFormView } from '../components/register-form-view';
import { useAuthForm } from '../use-auth-form';

export default function RegisterPage() {
  useCatalog(authCatalog);
  useRegisterMeta();
  const to = useLocalePath();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const { form, onChange, message, setMessage } = useAuthForm(() =>
    emptyRegisterForm(params.get('ref')),
  );

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
        number: normalizePhone(form.number) ?? form.number.trim(),
        password: form.password,
        ...(form.referred_by.trim() ? { referred_by: form.referred_by.trim() } : {}),
      }).unwrap();
      setMessage({ text: MESSAGES.registered, tone: 'success' });
      navigate(to(AUTH_ROUTES.greet), { state: { flash: MESSAGES.registered } });
    } catch (error) {
      setMessage({ text: registrationFailure(errorMessage(error)), tone: 'error' });
    }
  };

  return (
    <RegisterFormView
      form={form}
      message={message}
      busy={isLoading}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
