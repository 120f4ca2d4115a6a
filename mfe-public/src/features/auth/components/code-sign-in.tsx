import { useState, type FormEvent } from 'react';
import { Trans, useLocale, useLocalePath } from '@yoga/i18n';
import { Link } from 'react-router-dom';
import { ACCOUNT_MESSAGES, AUTH_ROUTES, MESSAGES, type LoginResponse } from '@yoga/contracts';
import {
  errorMessage,
  requestSignInCode,
  usePublicCall,
  verifySignInCode,
} from '../public-auth.api';
import { cleanCode, codeProblem, emailProblem } from '../recovery.validation';
import { useAuthForm } from '../use-auth-form';
import { AuthFormView, type AuthField } from './auth-form-view';
import styles from './auth.module.css';

interface CodeForm {
  email: string;
  code: string;
}

const EMAIL_FIELD: AuthField<CodeForm> = {
  label: 'public.auth.field.email',
  name: 'email',
  type: 'email',
  autoComplete: 'email',
};
const CODE_FIELD: AuthField<CodeForm> = {
  label: 'public.auth.field.code',
  name: 'code',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
  hint: 'public.auth.field.codeHint',
};

function statusOf(error: unknown): number | string | undefined {
  return error && typeof error === 'object'
    ? (error as { status?: number | string }).status
    : undefined;
}

/**
 * "Get a code": sign in with a 6-digit code sent by email; no saved password needed (WhatsApp's in-app
 * browser has none). Step 1 asks for the email, step 2 for the code.
 */
export function CodeSignIn({
  initialEmail,
  onSignedIn,
  onUsePassword,
}: {
  initialEmail: string;
  onSignedIn: (session: LoginResponse) => void;
  onUsePassword: () => void;
}) {
  const { t } = useLocale();
  const to = useLocalePath();
  const [step, setStep] = useState<'email' | 'code'>('email');
  const { form, onChange, message, setMessage } = useAuthForm<CodeForm>(() => ({
    email: initialEmail,
    code: '',
  }));
  const [requestCode, { isLoading: sending }] = usePublicCall(requestSignInCode);
  const [verifyCode, { isLoading: checking }] = usePublicCall(verifySignInCode);

  const send = async () => {
    const problem = emailProblem(form.email);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const res = await requestCode({ email: form.email.trim() });
      setMessage({ text: res.message, tone: 'info' });
      setStep('code');
    } catch (error) {
      setMessage({ text: errorMessage(error) ?? MESSAGES.somethingWentWrong, tone: 'error' });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'email') return send();
    const problem = codeProblem(form.code);
    if (problem) return setMessage({ text: problem, tone: 'error' });
    try {
      const session = await verifyCode({
        email: form.email.trim(),
        code: cleanCode(form.code),
      });
      setMessage({ text: MESSAGES.loginSuccess, tone: 'success' });
      onSignedIn(session);
    } catch (error) {
      const text =
        statusOf(error) === 401
          ? ACCOUNT_MESSAGES.codeInvalid
          : (errorMessage(error) ?? MESSAGES.somethingWentWrong);
      setMessage({ text, tone: 'error' });
    }
  };

  return (
    <AuthFormView<CodeForm>
      title={t('public.auth.code.title')}
      intro={t('public.auth.code.intro')}
      fields={step === 'email' ? [EMAIL_FIELD] : [EMAIL_FIELD, CODE_FIELD]}
      submitLabel={t(step === 'email' ? 'public.auth.code.send' : 'public.auth.code.signIn')}
      busyLabel={t(step === 'email' ? 'public.auth.code.sending' : 'public.auth.code.signingIn')}
      form={form}
      message={message}
      busy={sending || checking || message?.tone === 'success'}
      onChange={onChange}
      onSubmit={onSubmit}
      secondary={
        <>
          {step === 'code' ? (
            <button
              type="button"
              className={styles.secondary}
              disabled={sending}
              onClick={() => void send()}
            >
              {t('public.auth.code.resend')}
            </button>
          ) : null}
          <button type="button" className={styles.textLink} onClick={onUsePassword}>
            {t('public.auth.code.usePassword')}
          </button>
        </>
      }
      footer={
        <Trans
          id="public.auth.newHere"
          components={{ 0: <Link to={to(AUTH_ROUTES.register)} /> }}
        />
      }
    />
  );
}
