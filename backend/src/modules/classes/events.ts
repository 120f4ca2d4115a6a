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
  date: string;
  time: string;
  /** The bookings the class had (gone now): who to tell. */
  bookings: { bookingId: number; userId: number; status: 'booked' | 'waitlisted' }[];
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'class.changed': ClassChanged;
    'class.cancelled': ClassCancelled;
  }
}
