import { baseApi } from '@yoga/api-client';
import type { CreatePlanRequest, Plan, PlanHistoryEntry, UpdatePlanRequest } from '@yoga/contracts';

/**
 * The admin's plans (the plans module owns them): every plan, retired ones too, new plans, changes and
 * each plan's price history. A change also refreshes the plans on sale (usePlansQuery, tag Plan/LIST).
 */
export const pricingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminPlans: build.query<Plan[], void>({
      query: () => '/admin/plans',
      providesTags: [{ type: 'Plan', id: 'ADMIN' }],
    }),
    createPlan: build.mutation<Plan, CreatePlanRequest>({
      query: (body) => ({ url: '/admin/plans', method: 'POST', body }),
      invalidatesTags: ['Plan'],
    }),
    updatePlan: build.mutation<Plan, { slug: string; body: UpdatePlanRequest }>({
      query: ({ slug, body }) => ({
        url: `/admin/plans/${encodeURIComponent(slug)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Plan'],
    }),
    planHistory: build.query<PlanHistoryEntry[], string>({
      query: (slug) => `/admin/plans/${encodeURIComponent(slug)}/history`,
      providesTags: (_r, _e, slug) => [{ type: 'Plan', id: `history:${slug}` }],
    }),
  }),
});

export const {
  useAdminPlansQuery,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  usePlanHistoryQuery,
} = pricingApi;
