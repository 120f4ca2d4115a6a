import { baseApi } from '@yoga/api-client';
import type { ReferralRow } from '@yoga/contracts';

export const referralsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    referrers: build.query<ReferralRow[], void>({
      query: () => '/referrals',
      providesTags: [{ type: 'Referral', id: 'LIST' }],
    }),
  }),
});

export const { useReferrersQuery } = referralsApi;
