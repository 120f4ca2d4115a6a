import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { MeetingsService } from './meetings.service.js';
import { RegistrationReleasesService } from './registration-releases.service.js';
import { RegistrationsAheadService } from './registrations-ahead.service.js';

/**
 * What the video module does when classes and bookings change: nothing in the handler's transaction
 * but asking its jobs to run soon (they compare the classes with the meetings, so a redelivered event
 * or a missed one changes nothing: the minute's scheduled run catches up), and marking the registration
 * of a cancelled booking (its delivery row makes that once).
 */
@Injectable()
export class VideoOnClassEvents {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly releases: RegistrationReleasesService,
    private readonly ahead: RegistrationsAheadService,
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

  /**
   * A student cancelled her place (issue 33): her registration, if she has one, is marked, and the job
   * cancels her registrant at Zoom and gives her seat back to the students waiting for one.
   */
  @OnDomainEvent('booking.cancelled')
  async bookingCancelled(event: DomainEvent<'booking.cancelled'>): Promise<void> {
    const { classId, userId, status } = event.payload;
    if (classId === null || status !== 'booked') return;
    if (await this.releases.markCancelled(classId, userId, new Date(event.occurredAt)))
      this.ahead.soon();
  }

  /** A student booked a place: registered for the meeting ahead of the class. */
  @OnDomainEvent('booking.created')
  booked(event: DomainEvent<'booking.created'>): Promise<void> {
    if (event.payload.classId !== null && event.payload.status === 'booked') this.ahead.soon();
    return Promise.resolve();
  }
}
