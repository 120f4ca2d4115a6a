import { baseApi } from '@yoga/api-client';
import type {
  MilestoneShare,
  MilestoneShareRequest,
  PracticeQuery,
  PracticeSummary,
} from '@yoga/contracts';

/** The student's practice days, streaks and milestones (GET /api/practice/me), one month at a time. */
const practiceTagged = baseApi.enhanceEndpoints({ addTagTypes: ['Practice'] });

export const practiceApi = practiceTagged.injectEndpoints({
  endpoints: (build) => ({
    myPractice: build.query<PracticeSummary, Required<PracticeQuery>>({
      query: ({ from, to }) => ({ url: '/practice/me', params: { from, to } }),
      // 'Me' too: a sign-in as somebody else loads their days.
      providesTags: ['Practice', 'Me'],
    }),
    /** POST /api/practice/milestones/:key/share: the card's public links (the same ones again later). */
    shareMilestone: build.mutation<MilestoneShare, MilestoneShareRequest & { key: string }>({
      query: ({ key, ...body }) => ({
        url: `/practice/milestones/${encodeURIComponent(key)}/share`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useMyPracticeQuery, useShareMilestoneMutation } = practiceApi;
