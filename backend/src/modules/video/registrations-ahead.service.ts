import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { addIstDays, istDate, istInstant } from '@yoga/contracts';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService, type UserContact } from '../users/index.js';
import type { VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { MeetingSeats } from './meeting-seats.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService, type RoomTarget } from './rooms.service.js';
import { ownLink } from './own-link.js';
import { RegistrationReleasesService } from './registration-releases.service.js';
import { ID_CHUNK, sleep, splitName } from './registration-links.js';
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
/** Students who joined a class of the same slot within this many days are registered ahead. */
const REGULARS_DAYS = 14;
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

/**
 * Registration ahead, in batches: every booked student of a class (when they book), and from two
 * hours before a class every entitled student who joined a class of its timetable slot in the last 14
 * days, so that a join at 06:00 is answered from the database without calling the platform
 * (`RegistrationsService`). Each pass first gives back the seats of cancelled bookings
 * (`RegistrationReleasesService`).
 */
@Injectable()
export class RegistrationsAheadService implements OnModuleInit {
  private readonly logger = new Logger('VideoRegistrations');
  private readonly repo: Repository<VideoRegistration>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoRegistration) repo: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly releases: RegistrationReleasesService,
    private readonly meetings: MeetingsService,
    private readonly seats: MeetingSeats,
    private readonly rooms: RoomsService,
    private readonly classes: ClassesService,
    private readonly bookings: BookingsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
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
    result.released = await this.releases.releaseCancelled(now);
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
      if (!stillBooked.has(userId) && (await this.releases.markCancelled(classId, userId, now)))
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
    const main = await this.seats.takeSeats(
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
