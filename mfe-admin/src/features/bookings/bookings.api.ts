import { baseApi, listTags } from '@yoga/api-client';
import type { Booking } from '@yoga/contracts';

export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    allBookings: build.query<Booking[], void>({
      query: () => '/bookings',
      providesTags: (result) => listTags('Booking', result),
    }),
  }),
});

export const { useAllBookingsQuery } = bookingsApi;
