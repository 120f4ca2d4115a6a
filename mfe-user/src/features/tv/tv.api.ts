import type {
  DeviceApproveRequest,
  DeviceAuthorizationResponse,
  JoinClassResponse,
  LoginResponse,
  SuccessResponse,
} from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

/**
 * The TV's sign-in by code (issue 37, OAuth device flow): the TV asks for a code and polls; the phone
 * ("Open on TV") approves or declines it. And Join from the TV.
 */
export const tvApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    startTvSignIn: build.mutation<DeviceAuthorizationResponse, void>({
      query: () => ({ url: '/auth/device', method: 'POST' }),
    }),
    pollTvSignIn: build.mutation<LoginResponse, string>({
      query: (device_code) => ({
        url: '/auth/device/token',
        method: 'POST',
        body: { device_code },
      }),
    }),
    approveTv: build.mutation<SuccessResponse, DeviceApproveRequest>({
      query: (body) => ({ url: '/auth/device/approve', method: 'POST', body }),
    }),
    declineTv: build.mutation<SuccessResponse, DeviceApproveRequest>({
      query: (body) => ({ url: '/auth/device/deny', method: 'POST', body }),
    }),
    /** POST /classes/:id/join from the TV: the link opens in the TV's own tab. */
    tvJoinClass: build.mutation<JoinClassResponse, number>({
      query: (classId) => ({ url: `/classes/${classId}/join`, method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useStartTvSignInMutation,
  usePollTvSignInMutation,
  useApproveTvMutation,
  useDeclineTvMutation,
  useTvJoinClassMutation,
} = tvApi;
