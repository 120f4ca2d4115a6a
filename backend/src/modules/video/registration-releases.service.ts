import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import { UsersService } from '../users/index.js';
import type { VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService, type RoomTarget } from './rooms.service.js';
import { CLAIM_MS, ID_CHUNK } from './registration-links.js';
import {
  REGISTRANTS_PER_BATCH,
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';

/**
 * The seats students give back (issue 33): a cancelled booking marks its registration
 * (`markCancelled`), the registration-ahead job gives the marked ones back before it registers anyone
 * (`releaseCancelled`), and an erased account gives its seats back at once (`releaseForErasure`). Each
 * registrant is cancelled at Zoom before its seat goes to another student.
 */
@Injectable()
export class RegistrationReleasesService {
  private readonly logger = new Logger('VideoRegistrations');
  private readonly repo: Repository<VideoRegistration>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoRegistration) repo: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly meetings: MeetingsService,
    private readonly rooms: RoomsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
  ) {
    this.repo = tx.ambient(repo);
    this.platform = provider.meetings;
  }

  /**
   * A student cancelled her booking of the class (`booking.cancelled`, in the delivery's transaction):
   * her registration, if she has one, is marked for the job to give back. True when one was marked.
   */
  async markCancelled(classId: number, userId: number, at: Date): Promise<boolean> {
    const res = await this.repo
      .createQueryBuilder()
      .update(VideoRegistration)
      .set({ cancelledAt: at })
      .where('class_id = :classId AND user_id = :userId AND cancelled_at IS NULL', {
        classId,
        userId,
      })
      .execute();
    return (res.affected ?? 0) > 0;
  }

  /**
   * The registrations of cancelled bookings (issue 33), given back. A registration counted against a
   * room that is still current (the class's meeting, or its overflow, as made now) holds a seat of it:
   * its registrant at Zoom is cancelled first (`PUT …/registrants/status`, action `cancel`, up to 30 a
   * call; a room Zoom no longer has counts as done), so her link stops opening the room before its
   * seat goes to another student; then the row is deleted and, if the delete was this run's, the seat
   * given back (one statement per room, never below 0). A registration of a room made again since (its
   * seat went with the old room) is only deleted. Each row is claimed first, and its delete is
   * conditional, so two instances and concurrent cancels give each seat back once. Answers the seats
   * given back; a Zoom failure leaves the rows for the next run.
   */
  async releaseCancelled(now: Date): Promise<number> {
    if (!this.platform) return 0;
    const rows = await this.repo.find({
      where: { cancelledAt: Not(IsNull()) },
      order: { id: 'ASC' },
      take: ID_CHUNK,
    });
    if (!rows.length) return 0;
    // Claimed: no join (making her link) nor another instance holds them.
    const claimed: VideoRegistration[] = [];
    for (const row of rows) {
      const res = await this.repo
        .createQueryBuilder()
        .update(VideoRegistration)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where('id = :id AND cancelled_at IS NOT NULL', { id: row.id })
        .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
        .execute();
      if (res.affected) claimed.push(row);
    }
    // Per room still current: its target, and the rows that hold one of its seats.
    const byRoom = new Map<
      string,
      { target: RoomTarget; classId: number; rows: VideoRegistration[] }
    >();
    const stale: VideoRegistration[] = [];
    const mains = new Map<number, VideoMeeting | null>();
    for (const row of claimed) {
      if (!mains.has(row.classId)) mains.set(row.classId, await this.meetings.find(row.classId));
      const main = mains.get(row.classId);
      const target =
        main?.status === 'created' && main.meetingId ? await this.rooms.targetOf(main, row) : null;
      if (!target) {
        stale.push(row);
        continue;
      }
      const key = `${row.classId}:${target.room}:${target.meetingId}`;
      const group = byRoom.get(key) ?? { target, classId: row.classId, rows: [] };
      group.rows.push(row);
      byRoom.set(key, group);
    }
    let released = 0;
    const contacts = await this.users.contactsOf([
      ...new Set(claimed.filter((r) => r.registrantId).map((r) => r.userId)),
    ]);
    for (const { target, classId, rows: held } of byRoom.values()) {
      for (let i = 0; i < held.length; i += REGISTRANTS_PER_BATCH) {
        const chunk = held.slice(i, i + REGISTRANTS_PER_BATCH);
        const registrants = chunk.flatMap((r) => {
          const email = contacts.get(r.userId)?.email;
          return r.registrantId && email ? [{ id: r.registrantId, email }] : [];
        });
        try {
          await this.platform.cancelRegistrants(target.meetingId, registrants, target.kind);
        } catch (error) {
          this.logger.warn({
            event: 'video_registrant_cancel_failed',
            classId,
            size: registrants.length,
            error: String(error),
          });
          await this.repo.update({ id: In(chunk.map((r) => r.id)) }, { claimedUntil: null });
          continue;
        }
        released += await this.tx.run(async () => {
          const gone = await this.deleteCancelled(chunk);
          await this.rooms.release(classId, target, gone);
          return gone;
        });
      }
    }
    if (stale.length) await this.deleteCancelled(stale);
    if (released)
      this.logger.log({ event: 'video_seats_released', seats: released, rows: claimed.length });
    return released;
  }

  /**
   * Her account is being erased (issue 33; in the erasure's transaction, before her rows go with her
   * account): each of her registrations that holds a seat of a room still current gives it back now, her
   * registrant cancelled at Zoom first (`PUT …/registrants/status`, action `cancel`), so her link stops
   * opening the room and another student gets the seat. A Zoom failure is logged and the seat still given
   * back: an erasure never waits on the platform (the call is safe to repeat if the transaction retries).
   * Answers the seats given back.
   */
  async releaseForErasure(userId: number): Promise<number> {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    if (!rows.length) return 0;
    const email = (await this.users.contactsOf([userId])).get(userId)?.email;
    let released = 0;
    for (const row of rows) {
      const main = await this.meetings.find(row.classId);
      const target =
        main?.status === 'created' && main.meetingId ? await this.rooms.targetOf(main, row) : null;
      if (!target) continue;
      if (this.platform && row.registrantId && email)
        try {
          await this.platform.cancelRegistrants(
            target.meetingId,
            [{ id: row.registrantId, email }],
            target.kind,
          );
        } catch (error) {
          this.logger.warn({
            event: 'video_registrant_cancel_failed',
            classId: row.classId,
            size: 1,
            error: String(error),
          });
        }
      await this.rooms.release(row.classId, target, 1);
      released += 1;
    }
    return released;
  }

  /** Deletes the rows still marked cancelled, one statement each: answers how many this call deleted. */
  private async deleteCancelled(rows: VideoRegistration[]): Promise<number> {
    let gone = 0;
    for (const row of rows) {
      const res = await this.repo
        .createQueryBuilder()
        .delete()
        .from(VideoRegistration)
        .where('id = :id AND cancelled_at IS NOT NULL', { id: row.id })
        .execute();
      gone += res.affected ?? 0;
    }
    return gone;
  }
}
