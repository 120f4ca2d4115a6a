import { baseApi } from '@yoga/api-client';
import type { AdminStats, BusinessMetrics } from '@yoga/contracts';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<Partial<AdminStats>, void>({
      query: () => '/admin/stats',
      providesTags: ['Stats'],
    }),
    /** The owner's business numbers (GET /api/admin/metrics); a payment change refreshes them. */
    businessMetrics: build.query<BusinessMetrics, void>({
      query: () => '/admin/metrics',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useAdminStatsQuery, useBusinessMetricsQuery } = dashboardApi;
