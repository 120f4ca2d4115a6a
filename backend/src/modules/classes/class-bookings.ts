import { Injectable } from '@nestjs/common';

export type PlaceCounts = { booked: number; waitlisted: number };

/**
 * What the classes need to know of their bookings, answered by the bookings module (which subscribes
 * itself with `useBookings` when it starts: classes never reads the bookings table, and does not import
 * the bookings module).
 */
export interface ClassBookingSource {
  /** Places taken and students waiting per class, in one query (classes without bookings are absent). */
  countsFor(classIds: readonly number[]): Promise<Map<number, PlaceCounts>>;
  /** A SQL condition true when no booking names the class whose id is in `classIdColumn`. */
  unbookedSql(classIdColumn: string): string;
  /** Who holds a place or waits in the class, read in the caller's open transaction. */
  holdersOf(classId: number): Promise<ClassHolder[]>;
}

/** A booking of a class, as a `class.cancelled` event names it. */
export interface ClassHolder {
  bookingId: number;
  userId: number;
  status: 'booked' | 'waitlisted';
}

export const NO_COUNTS: PlaceCounts = { booked: 0, waitlisted: 0 };

/** The bookings module's answers about the classes' places (`ClassesService.useBookings`). */
@Injectable()
export class ClassBookings {
  private bookings: ClassBookingSource | null = null;

  /** Called once by the bookings module when it starts. */
  use(source: ClassBookingSource): void {
    this.bookings = source;
  }

  source(): ClassBookingSource {
    if (!this.bookings) throw new Error('ClassesService: the bookings module has not subscribed');
    return this.bookings;
  }

  /** Places taken and students waiting, per class. */
  async counts(classId: number): Promise<PlaceCounts> {
    return (await this.source().countsFor([classId])).get(classId) ?? NO_COUNTS;
  }
}
