// The subscriptions module's domain events (docs/domain-events.md): payload types, added to the map below.

/**
 * A student's membership changed: a paid period was added (payment), removed (refund; the later
 * periods that had not started moved earlier) or shortened (a partial refund the admin took out of the
 * membership; the later periods moved earlier by as much). Subscribers read the new state from
 * `SubscriptionsService`.
 */
export interface MembershipChanged {
  userId: number;
  change: 'period_added' | 'period_removed' | 'period_shortened';
  /** The payment that bought the period. */
  paymentId: number;
  periodId: number;
  /** ISO instants of the period added or removed (shortened: its start and its new end). */
  startsAt: string;
  endsAt: string;
}

/**
 * A student attended a class: their first join click within the join window (manual provider), or,
 * with Zoom, once the platform confirms they stayed ATTENDED_MINUTES (docs/video.md).
 */
export interface AttendanceRecorded {
  userId: number;
  classId: number;
  /** ISO instant of the first join (with Zoom: the platform's join_time). */
  joinedAt: string;
  /** `zoom`: confirmed by the video platform; absent: a join click (the manual provider). */
  source?: 'zoom';
  /** With Zoom: the minutes the student had been in the meeting when it was confirmed. */
  minutes?: number;
}

/** A paid membership was paused (issue 26): IST dates, both inclusive; its end moved later by `days`. */
export interface MembershipPaused {
  userId: number;
  from: string;
  until: string;
  days: number;
}

/** A pause ended early or was called off: the end moved back by `daysReturned` days. */
export interface MembershipResumed {
  userId: number;
  from: string;
  /** The last paused day; null when the pause was called off before it started. */
  until: string | null;
  daysReturned: number;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'membership.paused': MembershipPaused;
    'membership.resumed': MembershipResumed;
    'membership.changed': MembershipChanged;
    'attendance.recorded': AttendanceRecorded;
  }
}
