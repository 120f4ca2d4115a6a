import { baseApi, listTags } from '@yoga/api-client';
import type { Booking, MyClassAttendance } from '@yoga/contracts';
import { membershipApi } from './membership.api';

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

/** The classes the student attended: minutes confirmed by Zoom, or the join click. */
export const myAttendanceApi = membershipApi.injectEndpoints({
  endpoints: (build) => ({
    myAttendance: build.query<MyClassAttendance[], void>({
      query: () => '/video/attendance/mine',
      // A join (tag Subscription) may record attendance.
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useMyAttendanceQuery } = myAttendanceApi;
