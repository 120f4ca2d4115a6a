import { baseApi } from '@yoga/api-client';
import type { AdminPaymentsQuery, AdminPaymentsResponse } from '@yoga/contracts';

/** Every student's payments with this month's paid revenue (GET /api/payments, admin only). */
export const paymentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    adminPayments: build.query<AdminPaymentsResponse, AdminPaymentsQuery>({
      query: (params) => ({ url: '/payments', params }),
      providesTags: (result) => [
        ...(result?.items ?? []).map((p) => ({ type: 'Payment' as const, id: p.id })),
        { type: 'Payment' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useAdminPaymentsQuery } = paymentsApi;
