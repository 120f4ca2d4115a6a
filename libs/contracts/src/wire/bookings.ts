/**
 * Class and demo bookings, the waitlist and cancelling (/api/bookings).
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/bookings/dto and the schema classes of
 * backend/src/modules/bookings/bookings.schemas.ts); their documentation is there.
 */
export type {
  Booking,
  BookingResponse,
  CancelBookingResponse,
  ClassBookingRequest,
  DemoBookingRequest,
  DemoRequest,
  DemoRequestCount,
  SendDemoLinkRequest,
  SendDemoLinkResponse,
} from './api.generated.js';

export const BOOKING_TYPES = ['class', 'demo'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];
/** A class booking holds a place, or waits for one (waitlist). */
export const BOOKING_STATUSES = ['booked', 'waitlisted'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The admin's demo requests (issue 28): demo bookings with the joining link the admin sends.
 * `new`: no link sent yet and the preferred time is still ahead; `sent`: a link was sent; `all`.
 */
export const DEMO_REQUEST_FILTERS = ['new', 'sent', 'all'] as const;
export type DemoRequestFilter = (typeof DEMO_REQUEST_FILTERS)[number];
