import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { MeetingsService } from './meetings.service.js';
import { RegistrationsService } from './registrations.service.js';

/**
 * What the video module does when classes and bookings change: nothing in the handler's transaction
 * but asking its jobs to run soon (they compare the classes with the meetings, so a redelivered event
 * or a missed one changes nothing: the minute's scheduled run catches up).
 */
@Injectable()
export class VideoOnClassEvents {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly registrations: RegistrationsService,
  ) {}

  /** A moved class: its meeting is updated (PATCH). */
  @OnDomainEvent('class.changed')
  changed(_event: DomainEvent<'class.changed'>): Promise<void> {
    this.meetings.soon();
    return Promise.resolve();
  }

  /** A cancelled class: its meeting is deleted. */
  @OnDomainEvent('class.cancelled')
  cancelled(_event: DomainEvent<'class.cancelled'>): Promise<void> {
    this.meetings.soon();
    return Promise.resolve();
  }

  /** A student booked a place: registered for the meeting ahead of the class. */
  @OnDomainEvent('booking.created')
  booked(event: DomainEvent<'booking.created'>): Promise<void> {
    if (event.payload.classId !== null && event.payload.status === 'booked')
      this.registrations.soon();
    return Promise.resolve();
  }
}
