import { useEffect, useState, type FormEvent } from 'react';
import { useCatalog } from '@yoga/i18n';
import { authCatalog } from '../i18n';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router-dom';
import { homePathForRole, MESSAGES, safeNextPath } from '@yoga/contracts';
import { noticeShown, selectCurrentUser, selectSession } from '@yoga/auth';
import { useLoginMeta } from './auth-placeholders';
import { errorMessage, useLoginMutation } from '../auth.api';
import { EMPTY_LOGIN_FORM, loginFailure, validateLogin } from '../auth.validation';
import { CodeSignIn } from '../components/code-sign-in';
import { LoginFormView } from '../components/login-form-view';
import { useAuthForm } from '../use-auth-form';
import { useSessionStart } from '../use-session-start';

function statusOf(error: unknown): number | string | undefined {
  return error && typeof error === 'object'
    ? (error as { status?: number | string }).status
    : undefined;
}

export default function LoginPage() {
  useCatalog(authCatalog);
  useLoginMeta();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const user = useSelector(selectCurrentUser);
  const { notice } = useSelector(selectSession);
  // Who was signed in when the page opened: such a visitor is sent straight to their panel.
  const [initialUser] = useState(user);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  // The forced-logout notice is shown once: kept locally, cleared from the store.
  const { form, onChange, message, setMessage } = useAuthForm(
    () => EMPTY_LOGIN_FORM,
    () => (notice ? { text: notice, tone: 'info' } : null),
  );
  const [login, { isLoading }] = useLoginMutation();
  const startSession = useSessionStart(next);

  useEffect(() => {
    if (notice) dispatch(noticeShown());
  }, [notice, dispatch]);

  if (initialUser && !initialUser.must_change_password)
    return <Navigate to={next ?? homePathForRole(initialUser.role)} replace />;

  if (mode === 'code')
    return (
      <CodeSignIn
        initialEmail={form.email}
        onSignedIn={startSession}
        onUsePassword={() => setMode('password')}
      />
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
      const result = await login({ email: form.email.trim(), password: form.password }).unwrap();
      setMessage({ text: MESSAGES.loginSuccess, tone: 'success' });
      startSession(result);
    } catch (error) {
      setMessage({ text: loginFailure(statusOf(error), errorMessage(error)), tone: 'error' });
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
