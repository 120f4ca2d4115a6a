import { baseApi } from '@yoga/api-client';
import type { Replay, ReplayPlayback } from '@yoga/contracts';

/** Replays (issue 25): the recorded classes of the last days, and a short-lived address to play one. */
export const replaysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    replays: build.query<Replay[], void>({
      query: () => '/video/replays',
      providesTags: ['Me'],
    }),
    // A mutation: each press asks for a fresh signed address (never cached beyond its life).
    playReplay: build.mutation<ReplayPlayback, number>({
      query: (classId) => `/video/replays/${classId}/play`,
    }),
  }),
});

export const { useReplaysQuery, usePlayReplayMutation } = replaysApi;
