// The instructors module's domain events (docs/domain-events.md): payload types, added to the map below.

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
    'instructor.message_sent': ClassMessageSent;
  }
}
