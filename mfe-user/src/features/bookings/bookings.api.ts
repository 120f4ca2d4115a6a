import { baseApi, listTags } from '@yoga/api-client';
import type {
  Booking,
  BookingResponse,
  ClassBookingRequest,
  DemoBookingRequest,
} from '@yoga/contracts';

export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myBookings: build.query<Booking[], void>({
      query: () => '/bookings/mine',
      providesTags: (result) => listTags('Booking', result),
    }),
    bookClass: build.mutation<BookingResponse, ClassBookingRequest>({
      query: (body) => ({ url: '/bookings/class', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    bookDemo: build.mutation<BookingResponse, DemoBookingRequest>({
      query: (body) => ({ url: '/bookings/demo', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
  }),
});

export const { useMyBookingsQuery, useBookClassMutation, useBookDemoMutation } = bookingsApi;
