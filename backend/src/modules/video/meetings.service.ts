import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { addIstDays, istDate, istInstant, TIMETABLE_DAYS_AHEAD } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { VideoMeeting } from './entities/video-meeting.entity.js';
import { ownLink } from './own-link.js';
import { kindOf, MeetingWork, type MeetingOutcome } from './meeting-work.js';
import {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
import { endedUnreadWhere } from './ended-rooms.js';

export const MEETINGS_JOB = 'video.meetings';
const MEETINGS_EVERY_MS = 60_000;
/** A join waits this long for a meeting another instance is making. */
const WAIT_FOR_MEETING_MS = 15_000;
/** How often a join looks whether another instance has made the meeting. */
const POLL_MS = 50;

export { kindOf } from './meeting-work.js';

const differs = (m: VideoMeeting, c: YogaClass) =>
  m.title !== c.title ||
  m.date !== c.date ||
  m.time !== c.time ||
  m.durationMinutes !== c.durationMinutes;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The meetings of the classes (Zoom). The job `video.meetings` makes one for every class of the next
 * TIMETABLE_DAYS_AHEAD IST days that has no link of its own, updates the meeting of a moved class and deletes
 * the meeting of a cancelled class (or of a class that got a pasted link). Each class has one row, made
 * with its unique key, and the work on a row is claimed by one instance at a time (a conditional
 * update), so two instances and restarts make each meeting once. A failure is retried with backoff and
 * stays visible to the admin (`failures`).
 */
@Injectable()
export class MeetingsService implements OnModuleInit {
  private readonly logger = new Logger('VideoMeetings');
  private readonly repo: Repository<VideoMeeting>;
  private readonly platform: MeetingPlatform | null;
  /** The claimed work on a row at the platform (null without a platform). */
  private readonly meetingWork: MeetingWork | null;
  /** The meetings this instance is making for joins, by class id. */
  private readonly making = new Map<number, Promise<VideoMeeting | null>>();
  /** Work done at the end of each pass (the classes' overflow rooms: RoomsService). */
  private readonly afterPass: ((now: Date) => Promise<{ deleted: number; failed: number }>)[] = [];

  constructor(
    @InjectRepository(VideoMeeting) repo: Repository<VideoMeeting>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly classes: ClassesService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.repo = tx.ambient(repo);
    this.platform = provider.meetings;
    this.meetingWork = this.platform && new MeetingWork(this.repo, this.platform, this.logger);
  }

  onModuleInit() {
    if (!this.platform) return;
    this.jobs.register({
      name: MEETINGS_JOB,
      everyMs: MEETINGS_EVERY_MS,
      runOnStart: true,
      run: async (now) => {
        const result = await this.sync(now);
        if (result.created || result.updated || result.deleted || result.failed)
          this.logger.log({ event: 'video_meetings_synced', ...result });
      },
    });
  }

  /**
   * Adds work to each pass of the job (RoomsService: the overflow rooms of cancelled classes are deleted
   * in the same pass as their meetings); what it deleted or failed to counts in the pass's result.
   */
  onEachPass(work: (now: Date) => Promise<{ deleted: number; failed: number }>): void {
    this.afterPass.push(work);
  }

  /** Asks for a run of the job soon (a class changed or was cancelled). */
  soon(): void {
    // After the open transaction (an event's delivery) commits: the job reads what it wrote.
    if (this.platform) this.tx.afterCommit(() => this.jobs.trigger(MEETINGS_JOB));
  }

  find(classId: number): Promise<VideoMeeting | null> {
    return this.repo.findOneBy({ classId });
  }

  byMeetingId(meetingId: string): Promise<VideoMeeting | null> {
    return this.repo.findOneBy({ meetingId, status: Not('deleted') });
  }

  /** The classes whose meeting could not be made (yet): shown to the admin. */
  failures(): Promise<VideoMeeting[]> {
    return this.repo.find({ where: { status: 'failed' }, order: { date: 'ASC', time: 'ASC' } });
  }

  /**
   * One pass: create what is missing, update what moved, delete what is gone (the overflow rooms too).
   * Idempotent.
   */
  async sync(now: Date): Promise<{
    created: number;
    updated: number;
    deleted: number;
    failed: number;
  }> {
    const result = { created: 0, updated: 0, deleted: 0, failed: 0 };
    if (!this.platform) return result;
    const today = istDate(now);
    const dates = Array.from({ length: TIMETABLE_DAYS_AHEAD }, (_, i) => addIstDays(today, i));
    const classes = await this.classes.onDates(dates);
    const rows = await this.repo.find({
      where: { date: MoreThanOrEqual(today), status: Not('deleted') },
    });
    const rowOf = new Map(rows.map((r) => [r.classId, r]));
    const classOf = new Map(classes.map((c) => [c.id, c]));
    // Rows of classes beyond the window (moved far ahead) or gone: asked by id.
    const unknown = rows.filter((r) => !classOf.has(r.classId)).map((r) => r.classId);
    for (const [id, c] of await this.classes.byIds(unknown)) classOf.set(id, c);

    for (const c of classes) {
      // A class already over needs no meeting.
      const ends = istInstant(c.date, c.time).getTime() + c.durationMinutes * 60_000;
      if (ownLink(c.link) || rowOf.has(c.id) || ends <= now.getTime()) continue;
      const row = await this.insertPending(c);
      if (row) rowOf.set(c.id, row);
    }
    for (const row of rowOf.values()) {
      const c = classOf.get(row.classId);
      const wanted = c && !ownLink(c.link);
      const outcome =
        !wanted && row.meetingId
          ? await this.work(row, now, 'delete', c)
          : !wanted
            ? await this.forget(row)
            : row.status !== 'created'
              ? await this.work(row, now, 'create', c)
              : (row.kind ?? 'meeting') !== kindOf(c)
                ? await this.rekind(row, now, c)
                : differs(row, c)
                  ? await this.work(row, now, 'update', c)
                  : 'skipped';
      if (outcome === 'created') result.created++;
      else if (outcome === 'updated') result.updated++;
      else if (outcome === 'deleted') result.deleted++;
      else if (outcome === 'failed') result.failed++;
    }
    for (const work of this.afterPass) {
      const done = await work(now);
      result.deleted += done.deleted;
      result.failed += done.failed;
    }
    return result;
  }

  /**
   * The owner changed the class's format (meeting ↔ webinar): the old one is deleted at Zoom and the
   * new kind made; its links and seats start again (a student joining gets a link to the new one).
   */
  private async rekind(row: VideoMeeting, now: Date, c: YogaClass) {
    const removed = await this.work(row, now, 'delete', c);
    if (removed !== 'deleted') return removed;
    await this.repo.update(
      { classId: row.classId, status: 'deleted' },
      {
        status: 'pending',
        meetingId: null,
        joinUrl: null,
        startUrl: null,
        seats: 0,
        kind: kindOf(c),
      },
    );
    const fresh = await this.find(row.classId);
    return fresh ? this.work(fresh, now, 'create', c) : 'skipped';
  }

  /** The class's row, made if missing (a concurrent insert by another instance is fine). */
  private async insertPending(c: YogaClass): Promise<VideoMeeting | null> {
    try {
      await this.repo.insert({
        classId: c.id,
        status: 'pending',
        kind: kindOf(c),
        seats: 0,
        title: c.title,
        date: c.date,
        time: c.time,
        durationMinutes: c.durationMinutes,
        attempts: 0,
        live: 'scheduled',
        participantsRead: false,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return this.repo.findOneBy({ classId: c.id });
  }

  /** A row that never got a meeting, for a class that no longer wants one. */
  private async forget(row: VideoMeeting): Promise<'deleted'> {
    await this.repo.update({ classId: row.classId, meetingId: IsNull() }, { status: 'deleted' });
    return 'deleted';
  }

  /** The claimed work on a row at the platform (MeetingWork.work: 'skipped' when not ours now). */
  private work(
    row: VideoMeeting,
    now: Date,
    action: 'create' | 'update' | 'delete',
    c: YogaClass | undefined,
  ): Promise<MeetingOutcome> {
    return this.meetingWork!.work(row, now, action, c);
  }

  /**
   * The meeting of a class a student is joining, made now if the job has not made it yet (or waited
   * for, when another instance is making it). Null: the class has a link of its own (or no platform).
   * A meeting that cannot be made now: 503 `video_unavailable` (the job keeps trying).
   */
  async ensure(c: YogaClass): Promise<VideoMeeting | null> {
    if (!this.platform || ownLink(c.link)) return null;
    const row = await this.find(c.id);
    if (row?.status === 'created' && row.meetingId) return row;
    // Concurrent joins of this instance share one attempt (no polling among themselves).
    let making = this.making.get(c.id);
    if (!making) {
      // Whoever makes the meeting, this instance's registration will need the platform's token.
      void this.platform.prepare().catch(() => undefined);
      making = this.make(c).finally(() => this.making.delete(c.id));
      this.making.set(c.id, making);
    }
    return making;
  }

  private async make(c: YogaClass): Promise<VideoMeeting | null> {
    const deadline = Date.now() + WAIT_FOR_MEETING_MS;
    for (;;) {
      let row = (await this.find(c.id)) ?? (await this.insertPending(c));
      if (row?.status === 'deleted') {
        await this.repo.update(
          { classId: c.id, status: 'deleted' },
          {
            status: 'pending',
            meetingId: null,
            joinUrl: null,
            startUrl: null,
            seats: 0,
            kind: kindOf(c),
          },
        );
        row = await this.find(c.id);
      }
      if (row?.status === 'created' && row.meetingId) return row;
      if (row && row.status !== 'created') {
        // A join does not wait for the backoff of the job's failed attempts.
        const now = this.clock.now();
        const outcome = await this.work({ ...row, nextAttemptAt: null }, now, 'create', c);
        if (outcome === 'created') return this.find(c.id);
        if (outcome === 'failed') throw new ApiError('video_unavailable');
      }
      if (Date.now() > deadline) throw new ApiError('video_unavailable');
      // Another instance is making it: asked again shortly.
      await sleep(POLL_MS);
    }
  }

  /** meeting.started / meeting.ended: the class is live, then over (the instance's UUID kept). */
  async markLive(
    meetingId: string,
    live: 'live' | 'ended',
    uuid: string | null,
    at: Date,
  ): Promise<VideoMeeting | null> {
    const row = await this.byMeetingId(meetingId);
    if (!row) return null;
    await this.repo.update(
      { classId: row.classId },
      live === 'live'
        ? { live, startedAt: at, ...(uuid ? { meetingUuid: uuid } : {}) }
        : { live, endedAt: at, participantsRead: false, ...(uuid ? { meetingUuid: uuid } : {}) },
    );
    return this.find(row.classId);
  }

  /** Ended meetings whose past participants were not read yet (a minute after the end). */
  endedUnread(now: Date): Promise<VideoMeeting[]> {
    return this.repo.find({
      where: endedUnreadWhere(now),
      take: 20,
    });
  }

  async markParticipantsRead(classIds: number[]): Promise<void> {
    if (classIds.length)
      await this.repo.update({ classId: In(classIds) }, { participantsRead: true });
  }
}
