import { Inject, Injectable } from '@nestjs/common';
import { istInstant } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import type { YogaClass } from '../classes/index.js';
import { Booking } from './entities/booking.entity.js';

/** The waitlist's promotions: a class's free places go to its waiting students, oldest entry first. */
@Injectable()
export class Waitlist {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Gives the class's free places to the waitlist, first come first served (class row locked, in the
   * caller's transaction). Each promotion is announced (`booking.promoted`: the messages module tells the
   * student); returns how many there were.
   */
  async fill(yogaClass: YogaClass): Promise<number> {
    const em = this.tx.open();
    if (istInstant(yogaClass.date, yogaClass.time) <= this.clock.now()) return 0;
    const booked = await em.countBy(Booking, { classId: yogaClass.id, status: 'booked' });
    const free = yogaClass.capacity === null ? Infinity : yogaClass.capacity - booked;
    if (free <= 0) return 0;
    const waiting = await em.find(Booking, {
      where: { classId: yogaClass.id, status: 'waitlisted' },
      order: { id: 'ASC' },
      take: Number.isFinite(free) ? free : undefined,
    });
    let promoted = 0;
    for (const w of waiting) {
      const res = await em.update(
        Booking,
        { id: w.id, status: 'waitlisted' },
        { status: 'booked' },
      );
      if (res.affected !== 0) {
        promoted++;
        await this.events.publish('booking.promoted', {
          bookingId: w.id,
          userId: w.userId,
          classId: yogaClass.id,
        });
      }
    }
    return promoted;
  }
}
