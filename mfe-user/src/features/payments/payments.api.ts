import type { PaymentRecord } from '@yoga/contracts';
import { fileResponse, type DownloadedFile, type PaymentDocumentKind } from '@yoga/ui';
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
    /** GET /payments/:id/invoice or /credit-note: the PDF, fetched with the session token. */
    paymentDocument: build.mutation<DownloadedFile, { id: number; kind: PaymentDocumentKind }>({
      query: ({ id, kind }) => ({ url: `/payments/${id}/${kind}`, responseHandler: fileResponse }),
    }),
  }),
});

export const { useMyPaymentsQuery, usePaymentDocumentMutation } = paymentsApi;
