export { baseApi, sessionExpired, errorMessage, errorCode, listTags } from './base-api';
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
  usePlansQuery,
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
