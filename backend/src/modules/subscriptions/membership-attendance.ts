import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { Attendance } from './entities/attendance.entity.js';

/** Who attended which class: the first join click or the video platform's confirmation, once. */
@Injectable()
export class MembershipAttendance {
  private readonly attendance: Repository<Attendance>;

  constructor(
    @InjectRepository(Attendance) attendance: Repository<Attendance>,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.attendance = tx.ambient(attendance);
  }

  /**
   * Records that a student attended a class, once: their first join click (the manual provider), or
   * the video platform's confirmation (`confirmed`: when they joined, minutes by then, `zoom`). Later
   * calls change nothing; `attendance.recorded` is published with the first.
   */
  async recordAttendance(
    userId: number,
    classId: number,
    confirmed?: { joinedAt: Date; minutes: number; source: 'zoom' },
  ): Promise<void> {
    const joinedAt = confirmed?.joinedAt ?? this.clock.now();
    await this.tx.run(async (em) => {
      if (await em.existsBy(Attendance, { userId, classId })) return;
      try {
        await em.insert(Attendance, { userId, classId, joinedAt });
      } catch (error) {
        if (isDuplicateKey(error)) return; // a concurrent first join won
        throw error;
      }
      await this.events.publish('attendance.recorded', {
        userId,
        classId,
        joinedAt: joinedAt.toISOString(),
        // A join click publishes what it always did; Zoom's confirmation adds where and how long.
        ...(confirmed ? { source: confirmed.source, minutes: confirmed.minutes } : {}),
      });
    });
  }

  /** Who attended a class (first join or confirmation), in one query. */
  async attendeesOf(classId: number): Promise<{ userId: number; joinedAt: Date }[]> {
    const rows = await this.attendance.find({
      select: { userId: true, joinedAt: true },
      where: { classId },
      order: { joinedAt: 'ASC' },
    });
    return rows.map((r) => ({ userId: r.userId, joinedAt: r.joinedAt }));
  }

  /** The students who attended any of the classes (join clicks or confirmations), in one query. */
  async attendeesOfAny(classIds: readonly number[]): Promise<number[]> {
    if (!classIds.length) return [];
    const rows = (await this.attendance
      .createQueryBuilder('a')
      .select('DISTINCT a.user_id', 'userId')
      .where('a.class_id IN (:...ids)', { ids: [...new Set(classIds)] })
      .getRawMany()) as { userId: number | string }[];
    return rows.map((r) => Number(r.userId));
  }

  /** The classes a student attended (their join clicks or confirmations), in one query. */
  async attendedClassIds(userId: number): Promise<number[]> {
    const rows = await this.attendance.find({ select: { classId: true }, where: { userId } });
    return rows.map((r) => r.classId);
  }
}
