// The classes module's domain events (docs/domain-events.md): payload types, added to the map below.

/** When and how big a class is (IST date YYYY-MM-DD, time HH:mm). */
export interface ClassSchedule {
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number | null;
}

/** An admin edited a class: its schedule before and after (a reschedule when they differ). */
export interface ClassChanged {
  classId: number;
  before: ClassSchedule;
  after: ClassSchedule;
}

/** An admin deleted a class; its bookings went with it (the students who held one are listed). */
export interface ClassCancelled {
  classId: number;
  /** The class is gone: what its notice names it by (not personal data). */
  title: string;
  /** Its Hindi title (null: none). */
  titleHi?: string | null;
  date: string;
  time: string;
  /** The bookings the class had (gone now): who to tell. */
  bookings: { bookingId: number; userId: number; status: 'booked' | 'waitlisted' }[];
}

/**
 * An admin gave a class another teacher in Manage Class (a substitute, or back to the class's own
 * instructor): its students are told while the class is ahead.
 */
export interface InstructorSubstituted {
  classId: number;
  /** Who teaches the class now (null: nobody is assigned). */
  instructorId: number | null;
  previousInstructorId: number | null;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'class.changed': ClassChanged;
    'class.cancelled': ClassCancelled;
    'instructor.substituted': InstructorSubstituted;
  }
}
