import { baseApi } from '@yoga/api-client';
import type { MySubscription } from '@yoga/contracts';

/**
 * The student panel's membership endpoints share these tags: paying refreshes the membership (banner,
 * dashboard, plans) and the payment history. Tag types are added here rather than in the shared lib, so
 * the panel deploys without a new shell.
 */
export const membershipApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Subscription', 'Payment', 'Gift'],
});

export const subscriptionApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    mySubscription: build.query<MySubscription, void>({
      query: () => '/subscriptions/me',
      // 'Me' too: a sign-in (which invalidates 'Me') loads the new account's membership.
      providesTags: ['Subscription', 'Me'],
    }),
  }),
});

export const { useMySubscriptionQuery } = subscriptionApi;
