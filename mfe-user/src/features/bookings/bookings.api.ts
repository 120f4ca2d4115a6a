import { baseApi } from '@yoga/api-client';
import type { BookingResponse, ClassBookingRequest, DemoBookingRequest } from '@yoga/contracts';

export const bookingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useBookClassMutation, useBookDemoMutation } = bookingsApi;
