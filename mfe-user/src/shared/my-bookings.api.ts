import { baseApi, listTags } from '@yoga/api-client';
import type { Booking } from '@yoga/contracts';

/**
 * GET /bookings/mine, defined once for the features that list or count the student's bookings (the
 * bookings list and the dashboard); features never import each other, so it lives in the app's shared
 * folder. The Booking tag refreshes it after every booking.
 */
export const myBookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myBookings: build.query<Booking[], void>({
      query: () => '/bookings/mine',
      providesTags: (result) => listTags('Booking', result),
    }),
  }),
});

export const { useMyBookingsQuery, useLazyMyBookingsQuery } = myBookingsApi;
