import { baseApi } from '@yoga/api-client';
import type {
  AssignSeatRequest,
  CompanySeatHolder,
  CompanyUsage,
  CreateCompanyOrderRequest,
  CreateCompanyOrderResponse,
  MyCompany,
  RenewCompanyRequest,
} from '@yoga/contracts';

/** Company seats (issue 35): the order, the company its admin runs, its seats and their use. */
const companyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Company'] }).injectEndpoints({
  endpoints: (build) => ({
    createCompanyOrder: build.mutation<CreateCompanyOrderResponse, CreateCompanyOrderRequest>({
      query: (body) => ({ url: '/companies/orders', method: 'POST', body }),
      invalidatesTags: ['Company'],
    }),
    /** An order that renews this company for `seats` seats (paid like any order). */
    renewCompany: build.mutation<CreateCompanyOrderResponse, { id: number } & RenewCompanyRequest>({
      query: ({ id, seats }) => ({
        url: `/companies/${id}/renewals`,
        method: 'POST',
        body: { seats },
      }),
      invalidatesTags: ['Company'],
    }),
    myCompany: build.query<MyCompany | null, void>({
      query: () => '/companies/mine',
      providesTags: ['Company', 'Me'],
    }),
    assignCompanySeat: build.mutation<CompanySeatHolder, { id: number } & AssignSeatRequest>({
      query: ({ id, email }) => ({
        url: `/companies/${id}/seats`,
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: ['Company'],
    }),
    removeCompanySeat: build.mutation<MyCompany, { id: number; seatId: number }>({
      query: ({ id, seatId }) => ({ url: `/companies/${id}/seats/${seatId}`, method: 'DELETE' }),
      invalidatesTags: ['Company'],
    }),
    companyUsage: build.query<CompanyUsage, number>({
      query: (id) => `/companies/${id}/usage`,
      providesTags: ['Company'],
    }),
  }),
});

export const {
  useCreateCompanyOrderMutation,
  useRenewCompanyMutation,
  useMyCompanyQuery,
  useAssignCompanySeatMutation,
  useRemoveCompanySeatMutation,
  useCompanyUsageQuery,
} = companyApi;
