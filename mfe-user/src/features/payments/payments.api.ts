import type { PaymentRecord } from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

export const paymentsApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    myPayments: build.query<PaymentRecord[], void>({
      query: () => '/payments/mine',
      providesTags: (result) => [
        ...(result ?? []).map((p) => ({ type: 'Payment' as const, id: p.id })),
        { type: 'Payment' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useMyPaymentsQuery } = paymentsApi;
