import type { BookingStatus, BookingType } from '@yoga/contracts';

// The bookings module's domain events (docs/domain-events.md): payload types, added to the map below.

/** A student booked a place (`booked`), joined a waitlist (`waitlisted`) or booked a demo class. */
export interface BookingCreated {
  bookingId: number;
  userId: number;
  type: BookingType;
  /** Null for a demo booking (it has a preferred date and time instead). */
  classId: number | null;
  status: BookingStatus;
}

/** A student cancelled their booking or left the waitlist (the row is gone). */
export interface BookingCancelled {
  bookingId: number;
  userId: number;
  classId: number | null;
  /** What it was: a place (`booked`) or a waitlist entry (`waitlisted`). */
  status: BookingStatus;
}

/** A waitlisted student got a free place (a cancellation or a raised capacity). */
export interface BookingPromoted {
  bookingId: number;
  userId: number;
  classId: number;
}

/** The admin sent the joining link of a demo booking (again, when corrected). */
export interface BookingDemoLinkSent {
  bookingId: number;
  userId: number;
  /** The IST date and time the student asked for. */
  date: string;
  time: string;
  /** The joining link (a meeting address, no personal data). */
  link: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'booking.created': BookingCreated;
    'booking.cancelled': BookingCancelled;
    'booking.promoted': BookingPromoted;
    'booking.demo_link_sent': BookingDemoLinkSent;
  }
}
