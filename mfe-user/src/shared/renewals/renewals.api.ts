import type { CancelRecurringRequest, MySubscription, PauseRequest } from '@yoga/contracts';
import { membershipApi } from '../membership.api';

/** The membership's own renewal and pause: each answers the new membership. */
export const renewalsApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    /** Stops renewal at the end of the paid cycle. */
    cancelRecurring: build.mutation<MySubscription, CancelRecurringRequest>({
      query: (body) => ({ url: '/subscriptions/recurring/cancel', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    pauseMembership: build.mutation<MySubscription, PauseRequest>({
      query: (body) => ({ url: '/subscriptions/pause', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    resumeMembership: build.mutation<MySubscription, void>({
      query: () => ({ url: '/subscriptions/resume', method: 'POST', body: {} }),
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const {
  useCancelRecurringMutation,
  usePauseMembershipMutation,
  useResumeMembershipMutation,
} = renewalsApi;
