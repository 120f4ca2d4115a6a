import { baseApi } from '@yoga/api-client';
import type { VideoStatus } from '@yoga/contracts';

/**
 * The server's video provider (GET /api/video/status), shared by the class and timetable editors: with
 * Zoom a meeting link is optional (the product makes the meeting) and attendance has minutes.
 */
export const videoStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    videoStatus: build.query<VideoStatus, void>({ query: () => '/video/status' }),
  }),
});

export const { useVideoStatusQuery } = videoStatusApi;

/** True when the server makes Zoom meetings for classes without a link. */
export function useZoomProvider(): boolean {
  return useVideoStatusQuery().data?.provider === 'zoom';
}
