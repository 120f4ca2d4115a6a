import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository } from 'typeorm';
import { addIstDays, istDate, istInstant, type JoinRoom } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService, type UserContact } from '../users/index.js';
import { VideoMeeting, type VideoKind } from './entities/video-meeting.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService, type RoomTarget } from './rooms.service.js';
import { ownLink } from './own-link.js';
import {
  REGISTRANTS_PER_BATCH,
  VIDEO_PROVIDER,
  VideoPlatformError,
  type MeetingPlatform,
  type Registrant,
  type VideoProvider,
} from './provider/video-provider.js';

export const REGISTRATIONS_JOB = 'video.registrations';
const REGISTRATIONS_EVERY_MS = 60_000;
/** Entitled students who have not booked are registered from this long before the class. */
const AHEAD_MS = 2 * 60 * 60_000;
/** How long a join holds a registration it is making with the platform. */
const CLAIM_MS = 30_000;
/** A join waits this long for the link another request is getting for the same student and class. */
const WAIT_MS = 20_000;
/** How often such a join looks for that link. */
const POLL_MS = 50;
/** Students who joined a class of the same slot within this many days are registered ahead. */
const REGULARS_DAYS = 14;
/** Ids asked of the database at once (a multiple of the batch size: no short batch in between). */
const ID_CHUNK = 990;
/** A failed batch is tried this many times, waiting BATCH_BACKOFF_MS, then twice that… between. */
const BATCH_ATTEMPTS = 3;
const BATCH_BACKOFF_MS = 500;
/** A rate-limit answer asking to wait longer than this is waited this long. */
const MAX_RETRY_AFTER_MS = 60_000;

/** What a run of the registration-ahead job did. */
export interface AheadResult {
  registered: number;
  /** Students beyond the meeting's and the overflow's capacity (issue 33): left unregistered. */
  full: number;
  failed: number;
  /** Batch calls Zoom answered. */
  batches: number;
  /** Seats given back: registrations of students who cancelled their booking (issue 33). */
  released: number;
  /** Rate-limit answers waited out. */
  slowed: number;
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A student's link and the room it opens (the join's answer). */
export interface StoredLink {
  url: string;
  room: JoinRoom;
}

const linkOf = (url: string, target: RoomTarget): StoredLink => ({
  url,
  room: { kind: target.kind, overflow: target.room === 'overflow' },
});

/** Zoom asks for a first and a last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = (parts.shift() || 'Student').slice(0, 64);
  return { firstName, lastName: parts.join(' ').slice(0, 64) };
}

/**
 * Each student's own link to a class's meeting. A student is registered once per class: the unique
 * (class, user) row is inserted first, and only the request that inserted it calls the platform; a
 * concurrent request for the same student waits for that link. Students are registered ahead, in
 * batches (when they book, and from two hours before a class for the slot's regulars: every entitled
 * student who joined a class of that slot in the last 14 days), so that a join at 06:00 is answered
 * from the database without calling the platform; a student not registered ahead is registered on
 * the spot.
 */
@Injectable()
export class RegistrationsService implements OnModuleInit {
  private readonly logger = new Logger('VideoRegistrations');
  private readonly repo: Repository<VideoRegistration>;
  private readonly platform: MeetingPlatform | null;
  /** Links being looked up or made on this instance, by class and student. */
  private readonly pending = new Map<string, Promise<StoredLink>>();

  constructor(
    @InjectRepository(VideoRegistration) repo: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly meetings: MeetingsService,
    private readonly rooms: RoomsService,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
    this.platform = provider.meetings;
  }

  onModuleInit() {
    if (!this.platform) return;
    this.jobs.register({
      name: REGISTRATIONS_JOB,
      everyMs: REGISTRATIONS_EVERY_MS,
      run: async (now) => {
        const result = await this.registerAhead(now);
        if (result.registered || result.failed || result.slowed || result.released)
          this.logger.log({ event: 'video_registered_ahead', ...result });
      },
    });
  }

  /** Asks for a run of the job soon (a student booked, or cancelled her booking). */
  soon(): void {
    // After the open transaction (an event's delivery) commits: the job reads what it wrote.
    if (this.platform) this.tx.afterCommit(() => this.jobs.trigger(REGISTRATIONS_JOB));
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

  /**
   * The job: every booked student of a class with a meeting (today and tomorrow), and from two hours
   * before a paid class of a timetable slot every student entitled then who joined a class of that slot
   * in the last 14 days, registered if they are not yet: in batches of up to REGISTRANTS_PER_BATCH (one
   * call each), each batch's links stored before the next call. A batch that fails is retried with
   * backoff; a rate-limit answer (429) waits its `Retry-After` and asks again (`slowed`), not a failure.
   */
  async registerAhead(now: Date): Promise<AheadResult> {
    const result: AheadResult = {
      registered: 0,
      full: 0,
      failed: 0,
      batches: 0,
      released: 0,
      slowed: 0,
    };
    if (!this.platform) return result;
    // The seats of cancelled bookings first: this pass gives them to the students waiting for one.
    result.released = await this.releaseCancelled(now);
    const today = istDate(now);
    const dates = [0, 1].map((d) => addIstDays(today, d));
    const classes = (await this.classes.onDates(dates)).filter(
      (c) =>
        !ownLink(c.link) &&
        istInstant(c.date, c.time).getTime() + c.durationMinutes * 60_000 > now.getTime(),
    );
    if (!classes.length) return result;
    const booked = await this.bookings.bookedUsers(classes.map((c) => c.id));
    const soon = classes.filter(
      (c) =>
        c.classType === 'paid' &&
        c.slotId !== null &&
        istInstant(c.date, c.time).getTime() - now.getTime() <= AHEAD_MS,
    );
    // The classes of each soon slot in the last REGULARS_DAYS days: who joined them are its regulars.
    const slotClasses = await this.classes.idsOfSlotsBetween(
      soon.map((c) => c.slotId!),
      addIstDays(today, -REGULARS_DAYS),
      today,
    );
    const todo: { c: YogaClass; userIds: Set<number> }[] = [];
    /** Each soon class's entitled regulars: registered ahead whether or not they booked. */
    const regularsOf = new Map<number, Set<number>>();
    for (const c of classes) {
      // In the order seats are given (issue 33): who booked, first booked first; then the regulars
      // who are members; then those in their trial.
      const userIds = new Set(booked.get(c.id) ?? []);
      if (soon.includes(c)) {
        const past = (slotClasses.get(c.slotId!) ?? []).filter((id) => id !== c.id);
        const regulars = await this.subscriptions.attendeesOfAny(past);
        const entitled: number[] = [];
        for (let i = 0; i < regulars.length; i += ID_CHUNK)
          for (const id of await this.subscriptions.entitledAt(
            regulars.slice(i, i + ID_CHUNK),
            istInstant(c.date, c.time),
          )) {
            regularsOf.set(c.id, (regularsOf.get(c.id) ?? new Set()).add(id));
            if (!userIds.has(id)) entitled.push(id);
          }
        const members = new Set<number>();
        for (let i = 0; i < entitled.length; i += ID_CHUNK)
          for (const id of await this.subscriptions.withPeriods(entitled.slice(i, i + ID_CHUNK)))
            members.add(id);
        for (const id of entitled) if (members.has(id)) userIds.add(id);
        for (const id of entitled) userIds.add(id);
      }
      if (userIds.size) todo.push({ c, userIds });
    }
    for (const { c, userIds } of todo) {
      const meeting = await this.meetings.find(c.id);
      if (meeting?.status !== 'created' || !meeting.meetingId) continue;
      const missing = await this.missing(meeting, [...userIds]);
      for (let i = 0; i < missing.length; i += ID_CHUNK) {
        const ids = missing.slice(i, i + ID_CHUNK);
        const contacts = await this.users.contactsOf(ids);
        // Contacts in priority order; the seats of this chunk taken at once, the meeting's first.
        const people = ids.flatMap((id) => contacts.get(id) ?? []);
        for (const { target, group } of await this.allocate(c, meeting, people, result))
          for (let j = 0; j < group.length; j += REGISTRANTS_PER_BATCH)
            await this.registerBatch(
              c.id,
              target,
              group.slice(j, j + REGISTRANTS_PER_BATCH),
              result,
            );
      }
      await this.markCancelledSince(c.id, missing, booked.get(c.id), regularsOf.get(c.id), now);
    }
    return result;
  }

  /**
   * A booking cancelled while this pass registered its student (after the pass read the bookings,
   * before her row was stored) found no registration to mark: her new one is marked now, so the next
   * pass gives its seat back and cancels her registrant. Checked after the rows are stored, so a cancel
   * committed later finds her row itself (`booking.cancelled`). Her seat is kept if she is one of the
   * slot's regulars, registered ahead anyway.
   */
  private async markCancelledSince(
    classId: number,
    registered: readonly number[],
    bookedBefore: readonly number[] | undefined,
    regulars: ReadonlySet<number> | undefined,
    now: Date,
  ): Promise<void> {
    const wasBooked = new Set(bookedBefore ?? []);
    const candidates = registered.filter((id) => wasBooked.has(id) && !regulars?.has(id));
    if (!candidates.length) return;
    const stillBooked = new Set((await this.bookings.bookedUsers([classId])).get(classId) ?? []);
    for (const userId of candidates)
      if (!stillBooked.has(userId) && (await this.markCancelled(classId, userId, now)))
        this.logger.log({ event: 'video_registration_cancelled_meanwhile', classId, userId });
  }

  /**
   * Seats for these students, in their order: the meeting's while it has room, then the overflow's;
   * the students beyond both are left (`full`; a join will answer them 409 `class_video_full`).
   */
  private async allocate(
    c: YogaClass,
    meeting: VideoMeeting,
    people: UserContact[],
    result: AheadResult,
  ): Promise<{ target: RoomTarget; group: UserContact[] }[]> {
    const groups: { target: RoomTarget; group: UserContact[] }[] = [];
    const main = await this.meetings.takeSeats(
      c.id,
      meeting.meetingId!,
      this.rooms.capacityOf(meeting.kind),
      people.length,
    );
    if (main)
      groups.push({
        target: { room: 'main', kind: meeting.kind, meetingId: meeting.meetingId! },
        group: people.slice(0, main),
      });
    let rest = people.slice(main);
    if (rest.length && this.rooms.overflowKind(c)) {
      try {
        const overflow = await this.rooms.ensureOverflow(c);
        const taken = overflow ? await this.rooms.takeOverflowSeats(overflow, rest.length) : 0;
        if (taken)
          groups.push({
            target: { room: 'overflow', kind: overflow!.kind, meetingId: overflow!.meetingId! },
            group: rest.slice(0, taken),
          });
        rest = rest.slice(taken);
      } catch (error) {
        this.logger.warn({
          event: 'video_overflow_unavailable',
          classId: c.id,
          error: String(error),
        });
      }
    }
    result.full += rest.length;
    return groups;
  }

  /** Which of the students have no link for the meeting (or its overflow) yet. */
  private async missing(meeting: VideoMeeting, userIds: number[]): Promise<number[]> {
    const done = new Set<number>();
    const overflow = await this.rooms.findOverflow(meeting.classId);
    for (let i = 0; i < userIds.length; i += ID_CHUNK) {
      const rows = await this.repo.find({
        select: { userId: true, joinUrl: true, meetingId: true, room: true, cancelledAt: true },
        where: { classId: meeting.classId, userId: In(userIds.slice(i, i + ID_CHUNK)) },
      });
      for (const r of rows)
        if (r.cancelledAt)
          // Being given back (a Zoom failure left it): registered again once it is.
          done.add(r.userId);
        else if (
          r.joinUrl &&
          (r.room === 'overflow'
            ? overflow?.meetingId === r.meetingId
            : r.meetingId === meeting.meetingId)
        )
          done.add(r.userId);
    }
    return userIds.filter((id) => !done.has(id));
  }

  /** One batch call (retried), its links stored at once. */
  private async registerBatch(
    classId: number,
    target: RoomTarget,
    people: UserContact[],
    result: AheadResult,
  ): Promise<void> {
    const meetingId = target.meetingId;
    let made: Map<string, Registrant> | undefined;
    for (let attempt = 1; !made;) {
      try {
        made = await this.platform!.registerMany(
          meetingId,
          people.map((p) => ({ email: p.email, ...splitName(p.name) })),
          target.kind,
        );
      } catch (error) {
        if (error instanceof VideoPlatformError && error.status === 429) {
          // Zoom's rate limit: slower, not failed.
          result.slowed++;
          await sleep(Math.min(error.retryAfterMs ?? 1000, MAX_RETRY_AFTER_MS));
          continue;
        }
        this.logger.warn({
          event: 'video_batch_registration_failed',
          classId,
          size: people.length,
          attempt,
          error: String(error),
        });
        if (attempt >= BATCH_ATTEMPTS) {
          result.failed += people.length;
          await this.rooms.release(classId, target, people.length);
          return;
        }
        await sleep(BATCH_BACKOFF_MS * 2 ** (attempt - 1));
        attempt++;
      }
    }
    result.batches++;
    const links = people.flatMap((p) => {
      const r = made.get(p.email.toLowerCase());
      return r ? [{ userId: p.id, ...r }] : [];
    });
    result.failed += people.length - links.length;
    await this.rooms.release(classId, target, people.length - links.length);
    await this.store(classId, target, links);
    result.registered += links.length;
  }

  /** Stores the links: new rows in one insert; a row already there (a join's claim) updated. */
  private async store(
    classId: number,
    target: RoomTarget,
    links: { userId: number; registrantId: string; joinUrl: string }[],
  ): Promise<void> {
    if (!links.length) return;
    const meetingId = target.meetingId;
    const existing = new Set(
      (
        await this.repo.find({
          select: { userId: true },
          where: { classId, userId: In(links.map((l) => l.userId)) },
        })
      ).map((r) => r.userId),
    );
    const fresh = links.filter((l) => !existing.has(l.userId));
    const row = (l: (typeof links)[number]) => ({
      classId,
      userId: l.userId,
      room: target.room,
      meetingId,
      registrantId: l.registrantId,
      joinUrl: l.joinUrl,
      claimedUntil: null,
    });
    let later = links.filter((l) => existing.has(l.userId));
    if (fresh.length)
      try {
        await this.repo.insert(fresh.map(row));
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        later = links; // a join inserted one meanwhile: row by row
      }
    for (const l of later) {
      try {
        await this.repo.insert(row(l));
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        await this.repo.update({ classId, userId: l.userId }, row(l));
      }
    }
  }
}
