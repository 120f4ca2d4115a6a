import type {
  BookingResponse,
  CancelBookingResponse,
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
      // Places left change with every booking (the class list shows "Full").
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Class', id: 'LIST' },
      ],
    }),
    /** A full class: join its waitlist (same body as a booking). */
    joinWaitlist: build.mutation<BookingResponse, ClassBookingRequest>({
      query: (body) => ({ url: '/bookings/waitlist', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Class', id: 'LIST' },
      ],
    }),
    /** Cancels an own booking (up to 1 hour before the start) or leaves a waitlist. */
    cancelBooking: build.mutation<CancelBookingResponse, number>({
      query: (id) => ({ url: `/bookings/${id}`, method: 'DELETE' }),
      invalidatesTags: [
        { type: 'Booking', id: 'LIST' },
        { type: 'Class', id: 'LIST' },
      ],
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

export const {
  useBookClassMutation,
  useBookDemoMutation,
  useJoinClassMutation,
  useJoinWaitlistMutation,
  useCancelBookingMutation,
} = bookingsApi;
