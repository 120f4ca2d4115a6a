/**
 * Texts of the booking routes and the waitlist.
 */

export const BOOKING_MESSAGES = {
  classFull:
    'This class is full. Join the waitlist and you get the place automatically if one frees up.',
  hasPlaces: 'This class still has places: book it directly.',
  waitlistJoined: 'You are on the waitlist. If a place frees up, it is yours automatically.',
  bookingCancelled: 'Booking cancelled.',
  waitlistLeft: 'You have left the waitlist.',
  cancelClosed: 'Bookings can be cancelled up to 1 hour before the class starts.',
  classStarted: 'This class has already started.',
  classOver: 'This class is over: it can no longer be booked.',
  fullLabel: 'Full — join the waitlist',
  alreadyWaitlisted: 'You are already on the waitlist for this class.',
  notFound: 'Booking not found.',
} as const;
