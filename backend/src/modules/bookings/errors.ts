import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const BOOKINGS_ERRORS = {
  booking_not_found: HttpStatus.NOT_FOUND,
  already_booked: HttpStatus.CONFLICT,
  already_waitlisted: HttpStatus.CONFLICT,
  class_full: HttpStatus.CONFLICT,
  class_has_places: HttpStatus.CONFLICT,
  class_started: HttpStatus.CONFLICT,
  class_over: HttpStatus.CONFLICT,
  cancel_closed: HttpStatus.CONFLICT,
  demo_limit_reached: HttpStatus.TOO_MANY_REQUESTS,
  demo_date_out_of_range: HttpStatus.BAD_REQUEST,
  demo_request_not_found: HttpStatus.NOT_FOUND,
  demo_taken_place: HttpStatus.CONFLICT,
} as const satisfies ErrorStatuses;
