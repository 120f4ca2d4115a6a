import { useCallback, useState } from 'react';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  OneTimeCodeRequest,
  OneTimeCodeVerify,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SuccessResponse,
} from '@yoga/contracts';
import { postPublic } from '@yoga/api-client/public-call';

/**
 * The calls of the pages a visitor makes without a session (sign-in, one-time code, registration, password
 * recovery): plain `fetch`, no store, so these server-rendered pages stay within the public pages'
 * JavaScript budget (issue 23). A session they receive goes to `@yoga/auth/session-handoff`
 * (use-session-start.ts). The pages that need a session (new password, e-mail confirmation) use the store's
 * endpoints (auth.api.ts).
 */
export { errorCodeAmong, errorMessage } from '@yoga/api-client/public-call';

export const signIn = (body: LoginRequest) => postPublic<LoginResponse>('/auth/login', body);
export const registerAccount = (body: RegisterRequest) =>
  postPublic<RegisterResponse>('/auth/register', body);
export const requestSignInCode = (body: OneTimeCodeRequest) =>
  postPublic<SuccessResponse>('/auth/otp/request', body);
export const verifySignInCode = (body: OneTimeCodeVerify) =>
  postPublic<LoginResponse>('/auth/otp/verify', body);
export const forgotPassword = (body: ForgotPasswordRequest) =>
  postPublic<SuccessResponse>('/auth/forgot', body);
export const resetPassword = (body: ResetPasswordRequest) =>
  postPublic<SuccessResponse>('/auth/reset', body);

/** A call and whether it is under way (for the form's busy state). */
export function usePublicCall<A, R>(call: (arg: A) => Promise<R>) {
  const [isLoading, setLoading] = useState(false);
  const run = useCallback(
    async (arg: A) => {
      setLoading(true);
      try {
        return await call(arg);
      } finally {
        setLoading(false);
      }
    },
    [call],
  );
  return [run, { isLoading }] as const;
}
