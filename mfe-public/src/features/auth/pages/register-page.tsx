import { useState, type FormEvent } from 'react';
import { storeLocale, useCatalog, useLocale, useLocalePath } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_ROUTES, MESSAGES, normalizeGiftCode, normalizePhone } from '@yoga/contracts';
import { useRegisterMeta } from './auth-meta';
import { errorMessage, registerAccount, usePublicCall } from '../public-auth.api';
import { emptyRegisterForm, registrationFailure, validateRegister } from '../auth.validation';
import { RegisterFormView } from '../components/register-form-view';
import { useAuthForm } from '../use-auth-form';

export default function RegisterPage() {
  useCatalog(authCatalog);
  useRegisterMeta();
  const to = useLocalePath();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [register, { isLoading }] = usePublicCall(registerAccount);
  // A gift's link (issue 26): after sign-up, signing in opens the panel's gifts page with the code.
  const gift = normalizeGiftCode(params.get('gift') ?? '').replace(/[^A-Z0-9]/g, '') || null;
  // Never pre-ticked: the student chooses (recorded as a consent with source "registration").
  const [whatsapp, setWhatsapp] = useState(false);
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
        whatsapp_reminders: whatsapp,
        // The language she registered in is her profile's (messages, e-mails) and the panel's.
        language: locale,
      });
      storeLocale(locale);
      setMessage({ text: MESSAGES.registered, tone: 'success' });
      navigate(to(AUTH_ROUTES.greet), {
        state: { flash: MESSAGES.registered, ...(gift ? { gift } : {}) },
      });
    } catch (error) {
      setMessage({ text: registrationFailure(errorMessage(error)), tone: 'error' });
    }
  };

  return (
    <RegisterFormView
      form={form}
      message={message}
      busy={isLoading}
      whatsapp={whatsapp}
      onWhatsappChange={setWhatsapp}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
