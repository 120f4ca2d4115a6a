// The instructors module's domain events (docs/domain-events.md): payload types, added to the map below.

/** An admin assigned another instructor to one class (a substitute), or took the substitute away. */
export interface InstructorSubstituted {
  classId: number;
  /** Who teaches the class now (null: nobody is assigned). */
  instructorId: number | null;
  previousInstructorId: number | null;
}

/** An instructor (or an admin) wrote to the students booked into a class. */
export interface ClassMessageSent {
  classId: number;
  senderId: number;
  /** The students booked when it was sent. */
  userIds: number[];
  text: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'instructor.substituted': InstructorSubstituted;
    'instructor.message_sent': ClassMessageSent;
  }
}
