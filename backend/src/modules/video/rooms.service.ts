import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, Repository } from 'typeorm';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import type { ClassVideoRoom, ClassVideoRooms } from '@yoga/contracts';
import type { YogaClass } from '../classes/index.js';
import { UsersService } from '../users/index.js';
import { VideoMeeting, type VideoKind } from './entities/video-meeting.entity.js';
import { VideoOverflow } from './entities/video-overflow.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { MeetingSeats } from './meeting-seats.js';
import { kindOf, MeetingsService } from './meetings.service.js';
import {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
import { endedUnreadWhere } from './ended-rooms.js';

/** How long an instance holds an overflow row while Zoom makes (or deletes) it. */
export const OVERFLOW_CLAIM_MS = 60_000;
/** A join waits this long for the overflow another request is making. */
const WAIT_MS = 15_000;
const POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a student's link is: the class's own meeting or its overflow, at Zoom. */
export interface RoomTarget {
  room: 'main' | 'overflow';
  kind: VideoKind;
  meetingId: string;
}

/**
 * The rooms of a class bigger than one meeting (issue 33): the capacity of each (ZOOM_MEETING_CAPACITY
 * for a meeting, ZOOM_WEBINAR_CAPACITY for a webinar), the seats handed out against it, and the overflow
 * room (a second meeting hosted by the class's second instructor, or a webinar) made at Zoom when the
 * first student needs it. Seats are taken by one conditional statement each, so a room never hands out
 * more personal links than its capacity, whatever the number of concurrent joins or instances.
 */
@Injectable()
export class RoomsService {
  private readonly logger = new Logger('VideoRooms');
  private readonly repo: Repository<VideoOverflow>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoOverflow) repo: Repository<VideoOverflow>,
    @InjectRepository(VideoRegistration) registrations: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    @Inject(VIDEO_CONFIG)
    private readonly config: Pick<VideoConfig, 'meetingCapacity' | 'webinarCapacity' | 'zoom'>,
    private readonly meetings: MeetingsService,
    private readonly seats: MeetingSeats,
    private readonly users: UsersService,
    tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
    this.registrations = tx.ambient(registrations);
    this.platform = provider.meetings;
  }

  private readonly registrations: Repository<VideoRegistration>;

  /**
   * The admin's class view: per room (the meeting, the overflow) the students given a link, those Zoom
   * saw join (its participant webhooks, matched to her registration) and the capacity.
   */
  async figures(c: YogaClass): Promise<ClassVideoRooms> {
    const main = await this.meetings.find(c.id);
    const overflow = await this.findOverflow(c.id);
    const counts = (await this.registrations
      .createQueryBuilder('r')
      .select('r.room', 'room')
      .addSelect('r.meeting_id', 'meetingId')
      .addSelect('COUNT(*)', 'registered')
      .addSelect(
        'COUNT(DISTINCT CASE WHEN EXISTS (SELECT 1 FROM video_sessions s WHERE ' +
          's.class_id = r.class_id AND s.user_id = r.user_id) THEN r.user_id END)',
        'joined',
      )
      .where('r.class_id = :classId AND r.join_url IS NOT NULL', { classId: c.id })
      .groupBy('r.room')
      .addGroupBy('r.meeting_id')
      .getRawMany()) as {
      room: 'main' | 'overflow';
      meetingId: string;
      registered: number | string;
      joined: number | string;
    }[];
    const of = (room: 'main' | 'overflow', meetingId: string | null) => {
      const row = counts.find((r) => r.room === room && r.meetingId === meetingId);
      return { registered: Number(row?.registered ?? 0), joined: Number(row?.joined ?? 0) };
    };
    const rooms: ClassVideoRoom[] = [];
    const mainKind = main?.status === 'created' ? main.kind : kindOf(c);
    const mainId = main?.status === 'created' ? main.meetingId : null;
    rooms.push({
      room: 'main',
      kind: mainKind,
      meeting_id: mainId,
      ...of('main', mainId),
      capacity: this.capacityOf(mainKind),
    });
    const overflowKind = overflow?.kind ?? this.overflowKind(c);
    if (overflowKind)
      rooms.push({
        room: 'overflow',
        kind: overflowKind,
        meeting_id: overflow?.meetingId ?? null,
        ...of('overflow', overflow?.meetingId ?? null),
        capacity: this.capacityOf(overflowKind),
      });
    return {
      class_id: c.id,
      video_format: c.videoFormat ?? 'meeting',
      video_overflow: c.videoOverflow ?? 'none',
      rooms,
    };
  }

  capacityOf(kind: VideoKind): number {
    return kind === 'webinar' ? this.config.webinarCapacity : this.config.meetingCapacity;
  }

  /** What the class's overflow is (none: null); a webinar class's overflow can only be another webinar. */
  overflowKind(c: Pick<YogaClass, 'videoOverflow'>): VideoKind | null {
    const o = c.videoOverflow ?? 'none';
    return o === 'none' ? null : o;
  }

  findOverflow(classId: number): Promise<VideoOverflow | null> {
    return this.repo.findOneBy({ classId });
  }

  byOverflowMeetingId(meetingId: string): Promise<VideoOverflow | null> {
    return this.repo.findOneBy({ meetingId });
  }

  /** The room a registration row's link belongs to, if that room is still current. */
  async targetOf(
    main: VideoMeeting,
    row: { room: 'main' | 'overflow'; meetingId: string },
  ): Promise<RoomTarget | null> {
    if (row.room === 'main')
      return row.meetingId === main.meetingId
        ? { room: 'main', kind: main.kind, meetingId: main.meetingId }
        : null;
    const o = await this.findOverflow(main.classId);
    return o?.status === 'created' && o.meetingId === row.meetingId
      ? { room: 'overflow', kind: o.kind, meetingId: o.meetingId }
      : null;
  }

  /**
   * One seat for a student joining now: the class's meeting while it has room, else its overflow
   * (made at Zoom if it is not yet). No room left: 409 `class_video_full`.
   */
  async seatFor(c: YogaClass, main: VideoMeeting): Promise<RoomTarget> {
    const mainId = main.meetingId!;
    if (await this.seats.takeSeats(c.id, mainId, this.capacityOf(main.kind), 1))
      return { room: 'main', kind: main.kind, meetingId: mainId };
    const overflow = await this.ensureOverflow(c);
    if (overflow && (await this.takeOverflowSeats(overflow, 1)))
      return { room: 'overflow', kind: overflow.kind, meetingId: overflow.meetingId! };
    throw new ApiError('class_video_full');
  }

  /**
   * Gives seats back (their links could not be made, a concurrent join of hers won, her booking was
   * cancelled), never below 0; only to the room the seats were taken in (a room made again since starts
   * at 0 and is left alone).
   */
  async release(classId: number, target: RoomTarget, count = 1): Promise<void> {
    if (target.room === 'main') return this.seats.releaseSeats(classId, target.meetingId, count);
    if (count <= 0) return;
    await this.repo
      .createQueryBuilder()
      .update(VideoOverflow)
      .set({ seats: () => `CASE WHEN seats >= ${count} THEN seats - ${count} ELSE 0 END` })
      .where('class_id = :classId AND meeting_id = :meetingId', {
        classId,
        meetingId: target.meetingId,
      })
      .execute();
  }

  /** Up to `wanted` seats of the overflow (compare-and-set like the meeting's); answers how many. */
  async takeOverflowSeats(o: VideoOverflow, wanted: number): Promise<number> {
    const capacity = this.capacityOf(o.kind);
    for (;;) {
      const row = await this.repo.findOne({
        select: { seats: true },
        where: { classId: o.classId, status: 'created' },
      });
      if (!row) return 0;
      const take = Math.min(wanted, capacity - row.seats);
      if (take <= 0) return 0;
      const res = await this.repo
        .createQueryBuilder()
        .update(VideoOverflow)
        .set({ seats: () => `seats + ${take}` })
        .where('class_id = :classId AND seats = :seats', { classId: o.classId, seats: row.seats })
        .execute();
      if ((res.affected ?? 0) > 0) return take;
    }
  }

  /**
   * The class's overflow room, made at Zoom once (its row's key, then a claim as for meetings; other
   * requests wait for it). Null when the class has none.
   */
  async ensureOverflow(c: YogaClass): Promise<VideoOverflow | null> {
    const kind = this.overflowKind(c);
    if (!kind || !this.platform) return null;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      let row = await this.findOverflow(c.id);
      if (row?.status === 'created' && row.meetingId) return row;
      if (row?.status === 'deleted') {
        // Deleted with its class's meeting (a pasted link since removed): made again, from 0 seats.
        await this.repo.update(
          { classId: c.id, status: 'deleted' },
          {
            status: 'pending',
            kind,
            hostUser: await this.hostOf(c, kind),
            meetingId: null,
            meetingUuid: null,
            startUrl: null,
            seats: 0,
            live: 'scheduled',
            endedAt: null,
            participantsRead: false,
          },
        );
        row = await this.findOverflow(c.id);
      }
      if (!row) {
        try {
          await this.repo.insert({
            classId: c.id,
            kind,
            status: 'pending',
            hostUser: await this.hostOf(c, kind),
            seats: 0,
            live: 'scheduled',
            endedAt: null,
            participantsRead: false,
          });
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
        }
        row = await this.findOverflow(c.id);
      }
      if (row && (await this.claim(c.id))) return this.make(row, c);
      if (Date.now() > deadline) throw new ApiError('video_unavailable');
      await sleep(POLL_MS);
    }
  }

  /** A second meeting is hosted by the class's second instructor (their Zoom user is their email). */
  private async hostOf(c: YogaClass, kind: VideoKind): Promise<string> {
    const fallback = this.config.zoom?.hostUser ?? 'me';
    if (kind !== 'meeting' || !c.overflowInstructorId) return fallback;
    const host = (await this.users.contactsOf([c.overflowInstructorId])).get(
      c.overflowInstructorId,
    );
    return host?.email ?? fallback;
  }

  private async claim(classId: number): Promise<boolean> {
    const now = this.clock.now();
    const res = await this.repo
      .createQueryBuilder()
      .update(VideoOverflow)
      .set({ claimedUntil: new Date(now.getTime() + OVERFLOW_CLAIM_MS) })
      .where('class_id = :classId AND meeting_id IS NULL', { classId })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .execute();
    return (res.affected ?? 0) > 0;
  }

  private async make(row: VideoOverflow, c: YogaClass): Promise<VideoOverflow> {
    try {
      const made = await this.platform!.create(
        {
          topic: `${c.title} (2)`,
          date: c.date,
          time: c.time,
          durationMinutes: c.durationMinutes,
        },
        row.kind,
        row.hostUser,
      );
      await this.repo.update(
        { classId: row.classId },
        {
          status: 'created',
          meetingId: made.meetingId,
          startUrl: made.startUrl,
          claimedUntil: null,
          lastError: null,
        },
      );
      this.logger.log({ event: 'video_overflow_made', classId: c.id, kind: row.kind });
      return (await this.findOverflow(c.id))!;
    } catch (error) {
      await this.repo.update(
        { classId: row.classId },
        {
          status: 'failed',
          claimedUntil: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        },
      );
      this.logger.warn({ event: 'video_overflow_failed', classId: c.id, error: String(error) });
      throw new ApiError('video_unavailable', {}, { cause: error });
    }
  }

  /** The host's link of the overflow (its start_url asked of Zoom now). */
  async overflowStartUrl(classId: number): Promise<string | null> {
    const o = await this.findOverflow(classId);
    if (!o?.meetingId || !this.platform) return null;
    return this.platform.startUrl(o.meetingId, o.kind);
  }

  /**
   * webinar/meeting started or ended for an overflow room; at its end its past participants are to be
   * read (as the class's meeting's).
   */
  async markLive(
    meetingId: string,
    live: 'live' | 'ended',
    uuid: string | null,
    at: Date,
  ): Promise<boolean> {
    const res = await this.repo.update(
      { meetingId, status: Not('deleted') },
      live === 'live'
        ? { live, ...(uuid ? { meetingUuid: uuid } : {}) }
        : { live, endedAt: at, participantsRead: false, ...(uuid ? { meetingUuid: uuid } : {}) },
    );
    return (res.affected ?? 0) > 0;
  }

  /** Ended overflow rooms whose past participants were not read yet (a minute after the end). */
  endedUnread(now: Date): Promise<VideoOverflow[]> {
    return this.repo.find({
      where: endedUnreadWhere(now),
      take: 20,
    });
  }

  async markParticipantsRead(classIds: number[]): Promise<void> {
    if (classIds.length)
      await this.repo.update({ classId: In(classIds) }, { participantsRead: true });
  }

  /** The main meeting's kind for a class not made yet (its format). */
  kindOf(c: YogaClass): VideoKind {
    return kindOf(c);
  }
}
