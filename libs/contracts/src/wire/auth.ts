/**
 * Registration, sign-in, the current user, password change and reset, sign-in by one-time code (/api/auth/*).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/auth/dto and backend/src/modules/account/dto, the schema classes of
 * backend/src/modules/auth/auth.schemas.ts); their documentation is there. ForgotPasswordRequest
 * and OneTimeCodeRequest are both the document's EmailOnlyRequest. DeviceTokenError, the `error`
 * word of a 400 answer, has no schema and stays written here.
 */

export type {
  ChangePasswordRequest,
  CurrentUser,
  DeviceApproveRequest,
  DeviceAuthorizationResponse,
  DeviceTokenRequest,
  EmailOnlyRequest as ForgotPasswordRequest,
  EmailOnlyRequest as OneTimeCodeRequest,
  LinkTokenRequest,
  LoginRequest,
  LoginResponse,
  OneTimeCodeVerify,
  RegisteredUser,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SessionUser,
} from './api.generated.js';

/**
 * The device flow's answers while the TV waits, as the `error` word of the 400 answer (RFC 8628 §3.5):
 * `authorization_pending` (not yet approved), `slow_down` (polled faster than `interval`), `expired_token`
 * (the codes expired, or the token was already handed out: start again), `access_denied` (declined on
 * the phone, or the account can no longer sign in).
 */
export type DeviceTokenError =
  'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied';
