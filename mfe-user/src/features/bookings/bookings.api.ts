import type {
  BookingResponse,
  ClassBookingRequest,
  DemoBookingRequest,
  JoinClassResponse,
} from '@yoga/contracts';
import { membershipApi } from '../../shared/membership.api';

/** Booking and joining; the student's bookings list itself is in shared/my-bookings.api.ts. */
export const bookingsApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    bookClass: build.mutation<BookingResponse, ClassBookingRequest>({
      query: (body) => ({ url: '/bookings/class', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    bookDemo: build.mutation<BookingResponse, DemoBookingRequest>({
      query: (body) => ({ url: '/bookings/demo', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    /** The class's link, only for an entitled student inside the join window; records attendance. */
    joinClass: build.mutation<JoinClassResponse, number>({
      query: (classId) => ({ url: `/classes/${classId}/join`, method: 'POST' }),
      // "Classes attended so far" comes with the membership.
      invalidatesTags: ['Subscription'],
    }),
  }),
});

export const { useBookClassMutation, useBookDemoMutation, useJoinClassMutation } = bookingsApi;
