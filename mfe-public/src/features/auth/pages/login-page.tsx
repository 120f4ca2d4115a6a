import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useCatalog, useLocale } from '@yoga/i18n';
import { useBusinessDetails } from '@yoga/site-settings';
import { authCatalog } from '../i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { homePathForRole, MESSAGES, safeNextPath, type ApiErrorCode } from '@yoga/contracts';
import { keptSessionUser, sessionNotice, sessionNoticeShown } from '@yoga/auth/session-handoff';
import { useLoginMeta } from './auth-meta';
import { errorCodeAmong, errorMessage, signIn, usePublicCall } from '../public-auth.api';
import {
  EMPTY_LOGIN_FORM,
  LOGIN_FAILURE_CODES,
  loginFailure,
  validateLogin,
} from '../auth.validation';
import { formMessage, isBlockedMessage } from '../messages';
import { LoginFormView } from '../components/login-form-view';
import { useAuthForm } from '../use-auth-form';
import { useSessionStart } from '../use-session-start';
import { useServerRendered } from '../../../shared/initial-data';

// Loaded when the visitor asks for a code: the page's first load stays within the budget (issue 23).
const CodeSignIn = lazy(() =>
  import('../components/code-sign-in').then((m) => ({ default: m.CodeSignIn })),
);

export default function LoginPage() {
  useCatalog(authCatalog);
  useLoginMeta();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  // Who was signed in when the page opened: such a visitor is sent straight to their panel. No store is
  // loaded for this page (issue 23: its JavaScript budget): the page's store if it has one, else storage.
  const [initialUser] = useState(keptSessionUser);
  // Why a session just ended (the page's store knows, when a panel of this page ended it).
  const [{ notice, noticeCode }] = useState<{ notice: string | null; noticeCode?: ApiErrorCode }>(
    () => sessionNotice() ?? { notice: null },
  );
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const { t } = useLocale();
  const { phone, email } = useBusinessDetails();
  // A blocked student (signed out by the panel, or refused here) is told how to reach the business.
  const withContact = (text: string, code: ApiErrorCode | undefined) =>
    isBlockedMessage(code)
      ? `${formMessage(t, text)} ${t('public.auth.blockedContact', { phone, email })}`
      : text;
  // The forced-logout notice is shown once: kept locally, cleared from the store.
  const { form, onChange, message, setMessage } = useAuthForm(
    () => EMPTY_LOGIN_FORM,
    () => (notice ? { text: withContact(notice, noticeCode), tone: 'info' } : null),
  );
  const [login, { isLoading }] = usePublicCall(signIn);
  const startSession = useSessionStart(next);
  const navigate = useNavigate();
  const serverRendered = useServerRendered();
  const panel =
    initialUser && !initialUser.must_change_password
      ? (next ?? homePathForRole(initialUser.role))
      : null;

  useEffect(() => {
    if (notice) sessionNoticeShown();
  }, [notice]);

  // A server-rendered page hydrates with the form the server drew (the server knows no session), so a
  // signed-in visitor is sent on after hydration, not by rendering something else in its place.
  useEffect(() => {
    if (panel && serverRendered) void navigate(panel, { replace: true });
  }, [panel, serverRendered, navigate]);

  if (panel && !serverRendered) return <Navigate to={panel} replace />;

  if (mode === 'code')
    return (
      <Suspense
        fallback={
          <LoginFormView
            form={form}
            message={null}
            busy={false}
            inactive
            onChange={onChange}
            onSubmit={(event) => event.preventDefault()}
          />
        }
      >
        <CodeSignIn
          initialEmail={form.email}
          onSignedIn={startSession}
          onUsePassword={() => setMode('password')}
        />
      </Suspense>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateLogin(form);
    if (problem) {
      setMessage({ text: problem, tone: 'error' });
      return;
    }
    setMessage(null);
    try {
      const result = await login({ email: form.email.trim(), password: form.password });
      setMessage({ text: MESSAGES.loginSuccess, tone: 'success' });
      startSession(result);
    } catch (error) {
      // The codes that decide what is said (loginFailure, isBlockedMessage); any other is a login failure.
      const code = errorCodeAmong(error, LOGIN_FAILURE_CODES);
      setMessage({
        text: withContact(loginFailure(code, errorMessage(error)), code),
        tone: 'error',
      });
    }
  };

  return (
    <LoginFormView
      form={form}
      message={message}
      busy={isLoading || message?.tone === 'success'}
      onChange={onChange}
      onSubmit={onSubmit}
      onGetCode={() => {
        setMessage(null);
        setMode('code');
      }}
    />
  );
}
