import { baseApi } from '@yoga/api-client';
import type { AdminStats } from '@yoga/contracts';

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<Partial<AdminStats>, void>({
      query: () => '/admin/stats',
      providesTags: ['Stats'],
    }),
  }),
});

export const { useAdminStatsQuery } = dashboardApi;
