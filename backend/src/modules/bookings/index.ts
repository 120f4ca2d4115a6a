/** The bookings module's public surface: bookings and waitlists of classes, demo bookings. */
export { BookingsModule } from './bookings.module.js';
export { BookingsService } from './bookings.service.js';
import { Booking } from './entities/booking.entity.js';

export const BOOKINGS_ENTITIES = [Booking];
