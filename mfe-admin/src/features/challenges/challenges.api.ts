import { baseApi } from '@yoga/api-client';
import type { Challenge, CreateChallengeRequest, UpdateChallengeRequest } from '@yoga/contracts';

/** The admin's challenges (GET/POST /api/admin/challenges, PATCH /api/admin/challenges/:id). */
export const challengesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminChallenge'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminChallenges: build.query<Challenge[], void>({
        query: () => ({ url: '/admin/challenges' }),
        providesTags: [{ type: 'AdminChallenge' as const, id: 'LIST' }],
      }),
      createChallenge: build.mutation<Challenge, CreateChallengeRequest>({
        query: (body) => ({ url: '/admin/challenges', method: 'POST', body }),
        invalidatesTags: [{ type: 'AdminChallenge' as const, id: 'LIST' }],
      }),
      updateChallenge: build.mutation<Challenge, { id: number; body: UpdateChallengeRequest }>({
        query: ({ id, body }) => ({ url: `/admin/challenges/${id}`, method: 'PATCH', body }),
        invalidatesTags: [{ type: 'AdminChallenge' as const, id: 'LIST' }],
      }),
    }),
  });

export const { useAdminChallengesQuery, useCreateChallengeMutation, useUpdateChallengeMutation } =
  challengesApi;
