import { baseApi } from '@yoga/api-client';
import type { AdminStats, BusinessMetrics, BusinessRules, ReferralRow } from '@yoga/contracts';

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
    /** Students who registered with someone's referral code (the business's referral info). */
    referralTotals: build.query<{ referrers: number; referred: number }, void>({
      query: () => '/referrals',
      transformResponse: (rows: ReferralRow[]) => {
        const active = rows.filter((r) => r.referral_count > 0);
        return {
          referrers: active.length,
          referred: active.reduce((sum, r) => sum + r.referral_count, 0),
        };
      },
      providesTags: [{ type: 'Referral', id: 'LIST' }],
    }),
    /** Whether a WhatsApp provider is set up (`whatsapp_messages` of GET /api/admin/business-rules). */
    messageSetup: build.query<{ whatsapp: boolean }, void>({
      query: () => '/admin/business-rules',
      transformResponse: (rules: BusinessRules) => ({ whatsapp: rules.whatsapp_messages === true }),
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useBusinessMetricsQuery,
  useMessageSetupQuery,
  useReferralTotalsQuery,
} = dashboardApi;
