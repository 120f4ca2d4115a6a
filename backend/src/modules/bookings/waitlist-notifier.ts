/** A waitlisted student got a place: their booking `bookingId` of class `classId` now holds it. */
export interface WaitlistPlace {
  bookingId: number;
  userId: number;
  classId: number;
}

/**
 * Tells a student they got a place from the waitlist. Called after the promotion is committed, once
 * per promoted booking. Implemented by the messages module (OutboxWaitlistNotifier: a queued WhatsApp/email
 * notice through the outbox).
 */
export abstract class WaitlistNotifier {
  abstract placeGiven(place: WaitlistPlace): Promise<void>;
}
