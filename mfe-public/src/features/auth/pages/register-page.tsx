import { useState, type FormEvent } from 'react';
import { useCatalog, useLocale } from '@yoga/i18n';
import { useBusinessRules } from '@yoga/site-settings';
import { authCatalog } from '../i18n';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES, normalizeGiftCode, normalizePhone, USER_ROUTES } from '@yoga/contracts';
import { useRegisterMeta } from './auth-meta';
import { errorMessage, registerAccount, usePublicCall } from '../public-auth.api';
import { emptyRegisterForm, registrationFailure, validateRegister } from '../auth.validation';
import { RegisterFormView } from '../components/register-form-view';
import { useAuthForm } from '../use-auth-form';
import { useSessionStart } from '../use-session-start';

export default function RegisterPage() {
  useCatalog(authCatalog);
  useRegisterMeta();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const [register, { isLoading }] = usePublicCall(registerAccount);
  // A gift's link (issue 26): after sign-up, the panel's gifts page with the code filled in.
  const gift = normalizeGiftCode(params.get('gift') ?? '').replace(/[^A-Z0-9]/g, '') || null;
  // Registering signs her in (issue 38): on to the panel's first screen (book your first class), in the
  // language she registered in (useSessionStart keeps it for the panel).
  const startSession = useSessionStart(
    gift ? `${USER_ROUTES.gifts}?code=${gift}` : USER_ROUTES.dashboard,
  );
  // Never pre-ticked: the student chooses (recorded as a consent with source "registration").
  const [whatsapp, setWhatsapp] = useState(false);
  const [emailReminders, setEmailReminders] = useState(false);
  // WhatsApp is offered only when it can be sent (a provider is set up).
  const whatsappOffered = useBusinessRules().whatsapp_messages === true;
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
      const registered = await register({
        name: form.name.trim(),
        email: form.email.trim(),
        number: normalizePhone(form.number) ?? form.number.trim(),
        password: form.password,
        ...(form.referred_by.trim() ? { referred_by: form.referred_by.trim() } : {}),
        email_reminders: emailReminders,
        ...(whatsappOffered ? { whatsapp_reminders: whatsapp } : {}),
        // The language she registered in is her profile's (messages, e-mails) and the panel's.
        language: locale,
      });
      setMessage({ text: MESSAGES.registered, tone: 'success' });
      startSession({ token: registered.token, user: registered.user });
    } catch (error) {
      setMessage({ text: registrationFailure(errorMessage(error)), tone: 'error' });
    }
  };

  return (
    <RegisterFormView
      form={form}
      message={message}
      busy={isLoading || message?.tone === 'success'}
      whatsapp={whatsapp}
      onWhatsappChange={setWhatsapp}
      emailReminders={emailReminders}
      onEmailRemindersChange={setEmailReminders}
      onChange={onChange}
      onSubmit={onSubmit}
    />
  );
}
