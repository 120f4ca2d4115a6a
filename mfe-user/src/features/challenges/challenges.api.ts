import { baseApi } from '@yoga/api-client';
import type {
  ChallengeLeaderboardChoice,
  ChallengeLeaderboardRow,
  ChallengeListItem,
  ChallengeProgress,
} from '@yoga/contracts';
import { fileResponse, type DownloadedFile } from '@yoga/ui';

/** The student's challenges: list, join, progress, leaderboard choice and rows, certificate. */
const tagged = baseApi.enhanceEndpoints({ addTagTypes: ['Challenge'] });

export const challengesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    challenges: build.query<ChallengeListItem[], void>({
      query: () => '/challenges',
      providesTags: [{ type: 'Challenge', id: 'LIST' }, 'Me'],
    }),
    challengeProgress: build.query<ChallengeProgress, number>({
      query: (id) => `/challenges/${id}/progress`,
      providesTags: (_r, _e, id) => [{ type: 'Challenge', id }],
    }),
    challengeLeaderboard: build.query<ChallengeLeaderboardRow[], number>({
      query: (id) => `/challenges/${id}/leaderboard`,
      providesTags: (_r, _e, id) => [{ type: 'Challenge', id: `board-${id}` }],
    }),
    joinChallenge: build.mutation<ChallengeProgress, { id: number } & ChallengeLeaderboardChoice>({
      query: ({ id, ...body }) => ({ url: `/challenges/${id}/join`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Challenge', id: 'LIST' },
        { type: 'Challenge', id },
        { type: 'Challenge', id: `board-${id}` },
      ],
    }),
    setChallengeLeaderboard: build.mutation<
      ChallengeProgress,
      { id: number } & ChallengeLeaderboardChoice
    >({
      query: ({ id, ...body }) => ({ url: `/challenges/${id}/leaderboard`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Challenge', id },
        { type: 'Challenge', id: `board-${id}` },
      ],
    }),
    challengeCertificate: build.mutation<DownloadedFile, { id: number; lang: string }>({
      query: ({ id, lang }) => ({
        url: `/challenges/${id}/certificate`,
        params: { lang },
        responseHandler: fileResponse,
      }),
    }),
  }),
});

export const {
  useChallengesQuery,
  useChallengeProgressQuery,
  useChallengeLeaderboardQuery,
  useJoinChallengeMutation,
  useSetChallengeLeaderboardMutation,
  useChallengeCertificateMutation,
} = challengesApi;
