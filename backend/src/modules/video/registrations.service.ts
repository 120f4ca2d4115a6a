import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import type { YogaClass } from '../classes/index.js';
import { UsersService } from '../users/index.js';
import { VideoMeeting, type VideoKind } from './entities/video-meeting.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { RoomsService, type RoomTarget } from './rooms.service.js';
import { CLAIM_MS, linkOf, sleep, splitName, type StoredLink } from './registration-links.js';
import {
  VIDEO_PROVIDER,
  VideoPlatformError,
  type MeetingPlatform,
  type Registrant,
  type VideoProvider,
} from './provider/video-provider.js';

export { splitName, type StoredLink } from './registration-links.js';

/** A join waits this long for the link another request is getting for the same student and class. */
const WAIT_MS = 20_000;
/** How often such a join looks for that link. */
const POLL_MS = 50;

/** The student's stored link for the class's current meeting or overflow room (`storedLink`). */
const STORED_LINK_SQL = [
  'SELECT r.join_url AS url, r.room AS room, m.kind AS mainKind, o.kind AS overflowKind',
  ' FROM video_registrations r',
  " INNER JOIN video_meetings m ON m.class_id = r.class_id AND m.status = 'created'",
  " LEFT JOIN video_overflows o ON o.class_id = r.class_id AND o.status = 'created'",
  ' WHERE r.class_id = ? AND r.user_id = ? AND r.join_url IS NOT NULL AND r.cancelled_at IS NULL',
  " AND ((r.room = 'main' AND r.meeting_id = m.meeting_id)",
  " OR (r.room = 'overflow' AND r.meeting_id = o.meeting_id))",
  ' LIMIT 1',
].join('');

/**
 * Each student's own link to a class's meeting, at the join. A student is registered once per class:
 * the unique (class, user) row is inserted first, and only the request that inserted it calls the
 * platform; a concurrent request for the same student waits for that link. Most students were
 * registered ahead (`RegistrationsAheadService`), so that a join at 06:00 is answered from the database
 * without calling the platform; a student not registered ahead is registered on the spot. Seats of
 * cancelled bookings are given back by `RegistrationReleasesService`.
 */
@Injectable()
export class RegistrationsService {
  private readonly logger = new Logger('VideoRegistrations');
  private readonly repo: Repository<VideoRegistration>;
  private readonly platform: MeetingPlatform | null;
  /** Links being looked up or made on this instance, by class and student. */
  private readonly pending = new Map<string, Promise<StoredLink>>();

  constructor(
    @InjectRepository(VideoRegistration) repo: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly rooms: RoomsService,
    private readonly users: UsersService,
    tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
    this.platform = provider.meetings;
  }

  byRegistrant(classId: number, registrantId: string): Promise<VideoRegistration | null> {
    return this.repo.findOneBy({ classId, registrantId });
  }

  /**
   * The student's link stored for the class's current meeting or its overflow room (registered ahead or
   * at an earlier join), with the room, in one query; null when there is none yet.
   */
  async storedLink(classId: number, userId: number): Promise<StoredLink | null> {
    // Hand-written (no query builder): every join at 06:00 asks it (docs/performance.md).
    const [row] = (await this.repo.query(STORED_LINK_SQL, [classId, userId])) as Array<{
      url: string;
      room: 'main' | 'overflow';
      mainKind: VideoKind;
      overflowKind: VideoKind | null;
    }>;
    if (!row) return null;
    const overflow = row.room === 'overflow';
    return {
      url: row.url,
      room: { kind: (overflow ? row.overflowKind : row.mainKind) ?? 'meeting', overflow },
    };
  }

  /**
   * The student's own link for the class (its meeting while it has a seat, else its overflow),
   * registering them once if they are not yet.
   */
  async linkFor(c: YogaClass, meeting: VideoMeeting, userId: number): Promise<StoredLink> {
    // Presses of one student on this instance share one lookup (and registration).
    const key = `${meeting.classId}:${userId}`;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.linkOnce(c, meeting, userId).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async linkOnce(c: YogaClass, meeting: VideoMeeting, userId: number): Promise<StoredLink> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await this.repo.findOneBy({ classId: meeting.classId, userId });
      const now = this.clock.now();
      if (row?.cancelledAt) {
        // Her booking was cancelled, yet she joins (entitled): her registration is hers again, unless
        // the job is giving it back right now (then she waits, and takes a seat again after).
        if (!(await this.restore(row, now))) {
          if (Date.now() > deadline) throw new ApiError('video_unavailable');
          await sleep(POLL_MS);
          continue;
        }
        row.cancelledAt = null;
      }
      const current = row ? await this.rooms.targetOf(meeting, row) : null;
      if (row?.joinUrl && current) return linkOf(row.joinUrl, current);
      let target: RoomTarget;
      let mine: boolean;
      if (!row || !current) {
        // A seat first (the meeting's, else the overflow's): never more links than the capacity.
        target = await this.rooms.seatFor(c, meeting);
        mine = row
          ? await this.reclaim(row, target, now, true)
          : await this.insertClaim(meeting.classId, target, userId, now);
        if (!mine) await this.rooms.release(meeting.classId, target);
      } else {
        target = current;
        mine = await this.reclaim(row, current, now, false);
      }
      if (mine) return this.registerClaimed(meeting.classId, target, userId);
      if (Date.now() > deadline) throw new ApiError('video_unavailable');
      await sleep(POLL_MS);
    }
  }

  /** A registration marked cancelled made current again, unless the job holds it. */
  private async restore(row: VideoRegistration, now: Date): Promise<boolean> {
    const res = await this.repo
      .createQueryBuilder()
      .update(VideoRegistration)
      .set({ cancelledAt: null })
      .where('id = :id AND cancelled_at IS NOT NULL', { id: row.id })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .execute();
    return (res.affected ?? 0) > 0;
  }

  private async insertClaim(
    classId: number,
    target: RoomTarget,
    userId: number,
    now: Date,
  ): Promise<boolean> {
    try {
      await this.repo.insert({
        classId,
        userId,
        room: target.room,
        meetingId: target.meetingId,
        registrantId: null,
        joinUrl: null,
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
      });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false; // a concurrent join of the same student won
      throw error;
    }
  }

  /**
   * A row left without link (its request failed or died), or for a room that is gone (a new seat was
   * taken for it: `moved`): taken over.
   */
  private async reclaim(row: VideoRegistration, target: RoomTarget, now: Date, moved: boolean) {
    const query = this.repo
      .createQueryBuilder()
      .update(VideoRegistration)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        room: target.room,
        meetingId: target.meetingId,
        joinUrl: null,
        registrantId: null,
      })
      .where('id = :id', { id: row.id })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now });
    if (moved) query.andWhere('meeting_id = :was', { was: row.meetingId });
    else query.andWhere('join_url IS NULL');
    const res = await query.execute();
    return (res.affected ?? 0) > 0;
  }

  private async registerClaimed(
    classId: number,
    target: RoomTarget,
    userId: number,
  ): Promise<StoredLink> {
    const where = { classId, userId };
    try {
      const user = (await this.users.contactsOf([userId])).get(userId);
      if (!user) throw new ApiError('user_not_found');
      const made = await this.registerNow(
        target.meetingId,
        { email: user.email, ...splitName(user.name) },
        target.kind,
      );
      await this.repo.update(where, {
        registrantId: made.registrantId,
        joinUrl: made.joinUrl,
        claimedUntil: null,
      });
      return linkOf(made.joinUrl, target);
    } catch (error) {
      await this.repo.update(where, { claimedUntil: null });
      if (error instanceof ApiError) throw error;
      this.logger.warn({
        event: 'video_registration_failed',
        classId,
        userId,
        error: String(error),
      });
      throw new ApiError('video_unavailable', {}, { cause: error });
    }
  }

  /** One registration on the spot; a rate-limit answer is waited out while the join may still wait. */
  private async registerNow(
    meetingId: string,
    person: { email: string; firstName: string; lastName: string },
    kind: VideoKind,
  ): Promise<Registrant> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      try {
        return await this.platform!.register(meetingId, person, kind);
      } catch (error) {
        const wait = error instanceof VideoPlatformError ? error.retryAfterMs : null;
        if (wait === null || Date.now() + wait > deadline) throw error;
        await sleep(wait);
      }
    }
  }
}
