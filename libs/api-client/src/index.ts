export { baseApi, sessionExpired, errorMessage, listTags } from './base-api';
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
