import { ApiSchema } from '@nestjs/swagger';
import {
  BOOKING_TYPES,
  BOOKING_STATUSES,
  type Booking,
  type BookingResponse,
  type BookingStatus,
  type BookingType,
  type CancelBookingResponse,
  type DemoRequest,
  type DemoRequestCount,
  type SendDemoLinkResponse,
} from '@yoga/contracts';
import { Always, Bool, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';
import { YogaClassSchema } from '../classes/index.js';

@ApiSchema({
  name: 'Booking',
  description:
    'A class or demo booking (/api/bookings). A class booking holds a place, or waits for one (waitlist).',
})
export class BookingSchema implements Booking {
  @Int()
  id: number;

  @Int()
  user_id: number;

  @Int({ nullable: true, description: 'The class booked; null for a demo booking.' })
  class_id: number | null;

  @OneOf(BOOKING_TYPES)
  type: BookingType;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;

  @Text()
  preferred_date: string;

  @Text()
  preferred_time: string;

  @Text({ nullable: true })
  notes: string | null;

  @Text()
  created_at: string;

  @OneOf(BOOKING_STATUSES, {
    description:
      'booked: holds a place; waitlisted: waiting for a place in a full class (class bookings only)',
  })
  status: BookingStatus;

  @Nested(() => YogaClassSchema, {
    optional: true,
    nullable: true,
    description: 'The class booked.',
  })
  class?: YogaClassSchema | null;
}

@ApiSchema({
  name: 'BookingResponse',
  description:
    'POST /api/bookings/class, /api/bookings/demo and /api/bookings/waitlist (the class booking body) ' +
    '→ 201: the booking (waitlisted for the waitlist).',
})
export class BookingResponseSchema implements BookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => BookingSchema)
  booking: BookingSchema;
}

@ApiSchema({ name: 'CancelBookingResponse', description: 'DELETE /api/bookings/{id}.' })
export class CancelBookingResponseSchema implements CancelBookingResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;
}

@ApiSchema({
  name: 'DemoRequest',
  description:
    "The admin's demo requests (issue 28), GET /api/bookings/demo-requests?status=&page=&limit= " +
    '(admin; X-Total-Count), soonest first: demo bookings with the joining link the admin sends.',
})
export class DemoRequestSchema implements DemoRequest {
  @Int()
  id: number;

  @Int()
  user_id: number;

  @Text()
  name: string;

  @Text()
  email: string;

  @Text()
  phone: string;

  @Text({ description: 'The IST date the student asked for, YYYY-MM-DD' })
  preferred_date: string;

  @Text({ description: 'The IST time of day the student asked for, HH:mm' })
  preferred_time: string;

  @Text({ nullable: true })
  notes: string | null;

  @Text({ description: 'ISO instant' })
  created_at: string;

  @Bool({ description: 'The preferred time has passed (IST)' })
  past: boolean;

  @Text({ nullable: true, description: 'The joining link sent; null: not sent yet' })
  demo_link: string | null;

  @Text({ nullable: true, description: 'ISO instant the link was sent' })
  link_sent_at: string | null;
}

@ApiSchema({
  name: 'DemoRequestCount',
  description:
    "GET /api/bookings/demo-requests/count (admin): requests waiting for a link (the panel's alert).",
})
export class DemoRequestCountSchema implements DemoRequestCount {
  @Int({ description: 'Demo requests waiting for a link (not sent, still ahead)' })
  new: number;
}

@ApiSchema({
  name: 'SendDemoLinkResponse',
  description:
    'POST /api/bookings/{id}/demo-link (admin): the link was sent; the request, marked sent.',
})
export class SendDemoLinkResponseSchema implements SendDemoLinkResponse {
  @Always(true)
  success: true;

  @Text()
  message: string;

  @Nested(() => DemoRequestSchema)
  request: DemoRequestSchema;
}
