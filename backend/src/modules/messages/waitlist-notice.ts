import { Injectable } from '@nestjs/common';
import { WaitlistNotifier, type WaitlistPlace } from '../bookings/waitlist-notifier.js';
import { MessageScansService } from './message-scans.service.js';

/** The waitlist-place notice of the timetable: queued in the outbox (idempotent per booking). */
@Injectable()
export class OutboxWaitlistNotifier extends WaitlistNotifier {
  constructor(private readonly scans: MessageScansService) {
    super();
  }

  placeGiven(place: WaitlistPlace): Promise<void> {
    return this.scans.waitlistPlaceGiven(place);
  }
}
