import type {
  ChangePasswordRequest,
  EmailChangeRequest,
  ForgotPasswordRequest,
  LoginResponse,
  OneTimeCodeRequest,
  OneTimeCodeVerify,
  Profile,
  ProfileUpdate,
  ResetPasswordRequest,
  SuccessResponse,
} from '@yoga/contracts';
import { baseApi } from './base-api';

/**
 * Account self-service endpoints used by more than one remote: the public auth pages (reset, codes, the
 * forced password change) and both panels' profile screens.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    requestEmailChange: build.mutation<SuccessResponse, EmailChangeRequest>({
      query: (body) => ({ url: '/profile/email', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    confirmEmailChange: build.mutation<SuccessResponse, { token: string }>({
      query: (body) => ({ url: '/profile/email/confirm', method: 'POST', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    /** Answers a fresh session token: the caller replaces the stored one (other sessions have ended). */
    changePassword: build.mutation<LoginResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/password', method: 'PUT', body }),
    }),
    forgotPassword: build.mutation<SuccessResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: '/auth/forgot', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset', method: 'POST', body }),
    }),
    requestSignInCode: build.mutation<SuccessResponse, OneTimeCodeRequest>({
      query: (body) => ({ url: '/auth/otp/request', method: 'POST', body }),
    }),
    verifySignInCode: build.mutation<LoginResponse, OneTimeCodeVerify>({
      query: (body) => ({ url: '/auth/otp/verify', method: 'POST', body }),
      invalidatesTags: ['Me', 'Profile'],
    }),
  }),
});

export const {
  useProfileQuery,
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useRequestSignInCodeMutation,
  useVerifySignInCodeMutation,
} = accountApi;
