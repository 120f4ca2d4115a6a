/** Login, registration and account recovery use the shared endpoints (the panels use the same session). */
export {
  errorMessage,
  useLoginMutation,
  useRegisterMutation,
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
  useForgotPasswordMutation,
  useRequestSignInCodeMutation,
  useResetPasswordMutation,
  useVerifySignInCodeMutation,
} from '@yoga/api-client';
