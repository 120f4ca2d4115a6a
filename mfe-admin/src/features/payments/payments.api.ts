import { baseApi } from '@yoga/api-client';
import {
  Role,
  type AdminRecurringRecord,
  type AdminPaymentRecord,
  type AdminPaymentsQuery,
  type AdminPaymentsResponse,
  type ManagedUser,
  type OfflinePaymentRequest,
  type Plan,
  type RefundRequest,
  type RefundResponse,
  type ReconciliationItem,
  type ReconciliationRunResponse,
} from '@yoga/contracts';
import { fileResponse, type DownloadedFile, type PaymentDocumentKind } from '@yoga/ui';

/** How many students the "Record payment" picker offers for a search. */
export const STUDENT_PICKER_LIMIT = 20;

/** Every change to a payment moves the list, the month's revenue and the dashboard's numbers. */
const AFTER_CHANGE = [{ type: 'Payment', id: 'LIST' }, 'Stats'] as const;

/**
 * Manage Payment (admin only): every student's payments with this month's paid revenue, their GST
 * invoices and credit notes, refunds, payments received outside the checkout and the GST export.
 */
export const paymentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Payment'] }).injectEndpoints({
  endpoints: (build) => ({
    adminPayments: build.query<AdminPaymentsResponse, AdminPaymentsQuery>({
      query: (params) => ({ url: '/payments', params }),
      providesTags: (result) => [
        ...(result?.items ?? []).map((p) => ({ type: 'Payment' as const, id: p.id })),
        { type: 'Payment' as const, id: 'LIST' },
      ],
    }),
    /** GET /payments/:id/invoice or /credit-note: the PDF, fetched with the session token. */
    adminPaymentDocument: build.mutation<DownloadedFile, { id: number; kind: PaymentDocumentKind }>(
      {
        query: ({ id, kind }) => ({
          url: `/payments/${id}/${kind}`,
          responseHandler: fileResponse,
        }),
      },
    ),
    refundPayment: build.mutation<RefundResponse, { id: number; body: RefundRequest }>({
      query: ({ id, body }) => ({ url: `/payments/${id}/refund`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Payment', id }, ...AFTER_CHANGE],
    }),
    recordOfflinePayment: build.mutation<AdminPaymentRecord, OfflinePaymentRequest>({
      query: (body) => ({ url: '/payments/offline', method: 'POST', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    /** GET /payments/export.csv?from&to: the GST return's columns for the payments of a date range. */
    gstExport: build.mutation<DownloadedFile, { from: string; to: string }>({
      query: (params) => ({ url: '/payments/export.csv', params, responseHandler: fileResponse }),
    }),
    /** Every recurring subscription (renewal through Razorpay Subscriptions), newest first. */
    adminRecurring: build.query<AdminRecurringRecord[], void>({
      query: () => '/admin/recurring',
      providesTags: [{ type: 'Payment', id: 'RECURRING' }],
    }),
    /** Cancels a recurring subscription at once (nothing more is debited; the paid time stays). */
    adminCancelRecurring: build.mutation<AdminRecurringRecord, number>({
      query: (id) => ({ url: `/admin/recurring/${id}/cancel`, method: 'POST' }),
      invalidatesTags: [{ type: 'Payment', id: 'RECURRING' }],
    }),
    /** What the checks against Razorpay found and fixed, newest first (GET /admin/reconciliation). */
    adminReconciliation: build.query<ReconciliationItem[], void>({
      query: () => '/admin/reconciliation',
      providesTags: [{ type: 'Payment', id: 'RECONCILIATION' }],
    }),
    /** Checks the last days at Razorpay now; what it fixed changes the payments and renewals too. */
    runReconciliation: build.mutation<ReconciliationRunResponse, void>({
      query: () => ({ url: '/admin/reconciliation/run', method: 'POST' }),
      invalidatesTags: [
        { type: 'Payment', id: 'RECONCILIATION' },
        { type: 'Payment', id: 'RECURRING' },
        ...AFTER_CHANGE,
      ],
    }),
    /** Students whose name contains `search`, for the "Record payment" picker (GET /manageusers). */
    /** Every plan, retired ones too (GET /api/admin/plans): the list's plan filter (past payments name them). */
    planOptions: build.query<Plan[], void>({
      query: () => '/admin/plans',
      providesTags: [{ type: 'Plan', id: 'ADMIN' }],
    }),
    studentOptions: build.query<ManagedUser[], string>({
      query: (search) => ({
        url: '/manageusers',
        params: {
          page: 1,
          limit: STUDENT_PICKER_LIMIT,
          status: 'Active',
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      }),
      transformResponse: (body: ManagedUser[] | { items: ManagedUser[] }) => {
        const items = Array.isArray(body) ? body : body.items;
        return items.filter((u) => u.role === Role.User);
      },
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminReconciliationQuery,
  useRunReconciliationMutation,
  useAdminRecurringQuery,
  useAdminCancelRecurringMutation,
  useAdminPaymentsQuery,
  useAdminPaymentDocumentMutation,
  useRefundPaymentMutation,
  useRecordOfflinePaymentMutation,
  useGstExportMutation,
  useStudentOptionsQuery,
  usePlanOptionsQuery,
} = paymentsApi;
