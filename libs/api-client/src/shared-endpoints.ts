import type {
  Blog,
  CurrentUser,
  LoginRequest,
  LoginResponse,
  Plan,
  ReferralStats,
  RegisterRequest,
  RegisterResponse,
  SuccessResponse,
  YogaClass,
} from '@yoga/contracts';
import { baseApi, listTags } from './base-api';

/** Endpoints used by more than one remote; a panel's own endpoints live in its feature folders. */
export const sharedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    me: build.query<CurrentUser, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
    referralStats: build.query<ReferralStats, number>({
      query: (userId) => `/referrals/stats/${userId}`,
      providesTags: (_r, _e, id) => [{ type: 'Referral', id }],
    }),
    classes: build.query<YogaClass[], { from?: string; to?: string } | void>({
      query: (range) => ({ url: '/classes', params: range ?? undefined }),
      providesTags: (result) => listTags('Class', result),
    }),
    blogs: build.query<Blog[], void>({
      query: () => '/blogs/all',
      providesTags: (result) => listTags('Blog', result),
    }),
    /** The plans on sale (the plans module owns them): the student's plans page and checkout, the admin's payment forms. */
    plans: build.query<Plan[], void>({
      query: () => '/plans',
      providesTags: [{ type: 'Plan', id: 'LIST' }],
    }),
    blog: build.query<Blog, number>({
      query: (id) => `/blogs/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Blog', id }],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useMeQuery,
  useReferralStatsQuery,
  useClassesQuery,
  useBlogsQuery,
  useBlogQuery,
  usePlansQuery,
} = sharedApi;
