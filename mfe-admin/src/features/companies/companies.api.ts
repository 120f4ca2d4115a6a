import { baseApi } from '@yoga/api-client';
import type { AdminCompanyRecord } from '@yoga/contracts';
import { fileResponse, type DownloadedFile } from '@yoga/ui';

/** Company seats (issue 35): every company with its seats used (admin), and its newest B2B invoice. */
export const adminCompaniesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCompanies: build.query<AdminCompanyRecord[], void>({
      query: () => '/companies',
    }),
    /** GET /payments/:id/invoice: the company order's B2B invoice PDF, fetched with the session token. */
    companyInvoice: build.mutation<DownloadedFile, number>({
      query: (paymentId) => ({
        url: `/payments/${paymentId}/invoice`,
        responseHandler: fileResponse,
      }),
    }),
  }),
});

export const { useAdminCompaniesQuery, useCompanyInvoiceMutation } = adminCompaniesApi;
