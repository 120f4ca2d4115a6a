export {
  baseApi,
  sessionExpired,
  errorMessage,
  listTags,
  TAG_TYPES,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './base-api';
export {
  sharedApi,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useMeQuery,
  useReferralStatsQuery,
  useClassesQuery,
  useBlogsQuery,
  useBlogQuery,
} from './shared-endpoints';
export {
  accountApi,
  useProfileQuery,
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useRequestSignInCodeMutation,
  useVerifySignInCodeMutation,
} from './account-endpoints';
