import { baseApi } from '@yoga/api-client';
import type {
  DemoRequest,
  DemoRequestCount,
  DemoRequestFilter,
  SendDemoLinkRequest,
  SendDemoLinkResponse,
} from '@yoga/contracts';

const COUNT = { type: 'Booking', id: 'DEMO_COUNT' } as const;
const LIST = { type: 'Booking', id: 'DEMO_REQUESTS' } as const;

/**
 * Demo requests (issue 28): the list and its "send link" action (the bookings feature's page) and
 * the count of new ones (the sidebar and the dashboard's alert), shared by the panel.
 */
export const demoRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    demoRequests: build.query<DemoRequest[], DemoRequestFilter>({
      query: (status) => `/bookings/demo-requests?status=${status}`,
      providesTags: [LIST],
    }),
    demoRequestCount: build.query<DemoRequestCount, void>({
      query: () => '/bookings/demo-requests/count',
      providesTags: [COUNT],
    }),
    sendDemoLink: build.mutation<SendDemoLinkResponse, { id: number } & SendDemoLinkRequest>({
      query: ({ id, link }) => ({
        url: `/bookings/${id}/demo-link`,
        method: 'POST',
        body: { link },
      }),
      invalidatesTags: [LIST, COUNT, 'Booking'],
    }),
  }),
});

export const { useDemoRequestsQuery, useDemoRequestCountQuery, useSendDemoLinkMutation } =
  demoRequestsApi;

/**
 * New demo requests (0 while loading or on an error: the alert simply does not show). Looked at
 * again every 5 minutes while the panel is open.
 */
export function useNewDemoRequests(skip = false): number {
  const { data } = useDemoRequestCountQuery(undefined, {
    skip,
    pollingInterval: 5 * 60_000,
    refetchOnMountOrArgChange: 60,
  });
  return data?.new ?? 0;
}
