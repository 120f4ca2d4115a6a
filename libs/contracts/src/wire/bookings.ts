import type { YogaClass } from './classes.js';

/**
 * Class and demo bookings, the waitlist and cancelling (/api/bookings).
 */

export type BookingType = 'class' | 'demo';
/** A class booking holds a place, or waits for one (waitlist). */
export type BookingStatus = 'booked' | 'waitlisted';

export interface Booking {
  id: number;
  user_id: number;
  class_id: number | null;
  type: BookingType;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  notes: string | null;
  created_at: string;
  /** `waitlisted`: waiting for a place in a full class (class bookings only). */
  status: BookingStatus;
  class?: YogaClass | null;
}

export interface ClassBookingRequest {
  class_id: number;
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  notes?: string | null;
}

export type DemoBookingRequest = Omit<ClassBookingRequest, 'class_id'>;

export interface BookingResponse {
  success: true;
  message: string;
  booking: Booking;
}

/** POST /api/bookings/waitlist: the class booking body; 201 with the waitlisted booking. */
export interface CancelBookingResponse {
  success: true;
  message: string;
}

/**
 * The admin's demo requests (issue 28): demo bookings with the joining link the admin sends.
 * `new`: no link sent yet and the preferred time is still ahead; `sent`: a link was sent; `all`.
 */
export const DEMO_REQUEST_FILTERS = ['new', 'sent', 'all'] as const;
export type DemoRequestFilter = (typeof DEMO_REQUEST_FILTERS)[number];

/** GET /api/bookings/demo-requests?status=&page=&limit= (admin; X-Total-Count), soonest first. */
export interface DemoRequest {
  id: number;
  user_id: number;
  name: string;
  email: string;
  phone: string;
  /** IST date and time the student asked for. */
  preferred_date: string;
  preferred_time: string;
  notes: string | null;
  created_at: string;
  /** The preferred time has passed (IST). */
  past: boolean;
  /** The joining link sent (null: not sent yet). */
  demo_link: string | null;
  link_sent_at: string | null;
}

/** GET /api/bookings/demo-requests/count (admin): requests waiting for a link (the panel's alert). */
export interface DemoRequestCount {
  new: number;
}

/** POST /api/bookings/:id/demo-link (admin): message the student the joining link, mark it sent. */
export interface SendDemoLinkRequest {
  link: string;
}

export interface SendDemoLinkResponse {
  success: true;
  message: string;
  request: DemoRequest;
}
