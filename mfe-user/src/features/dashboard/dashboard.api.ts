import { baseApi, listTags } from '@yoga/api-client';
import type { Booking } from '@yoga/contracts';

/**
 * The dashboard counts the student's own bookings. It reads GET /bookings/mine through its own endpoint so
 * that no feature imports another; the shared Booking tag refreshes it after every booking.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardBookings: build.query<Booking[], void>({
      query: () => '/bookings/mine',
      providesTags: (result) => listTags('Booking', result),
    }),
  }),
});

export const { useDashboardBookingsQuery } = dashboardApi;
