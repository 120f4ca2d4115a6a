import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { addIstDays, istDate, istInstant } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoRegistration } from './entities/video-registration.entity.js';
import { MeetingsService } from './meetings.service.js';
import { ownLink } from './own-link.js';
import {
  VIDEO_PROVIDER,
  type MeetingPlatform,
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
/** Registrations made at once by the job (the platform limits how fast they may be added). */
const JOB_CONCURRENCY = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Zoom asks for a first and a last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  const firstName = (parts.shift() || 'Student').slice(0, 64);
  return { firstName, lastName: parts.join(' ').slice(0, 64) };
}

/**
 * Each student's own link to a class's meeting. A student is registered once per class: the unique
 * (class, user) row is inserted first, and only the request that inserted it calls the platform; a
 * concurrent request for the same student waits for that link. Students are registered ahead (when
 * they book, and from two hours before the class for every entitled student), so that a join in the
 * last minute finds its link without calling the platform.
 */
@Injectable()
export class RegistrationsService implements OnModuleInit {
  private readonly logger = new Logger('VideoRegistrations');
  private readonly repo: Repository<VideoRegistration>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoRegistration) repo: Repository<VideoRegistration>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly meetings: MeetingsService,
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
        if (result.registered || result.failed)
          this.logger.log({ event: 'video_registered_ahead', ...result });
      },
    });
  }

  /** Asks for a run of the job soon (a student booked). */
  soon(): void {
    // After the open transaction (an event's delivery) commits: the job reads what it wrote.
    if (this.platform) this.tx.afterCommit(() => this.jobs.trigger(REGISTRATIONS_JOB));
  }

  byRegistrant(classId: number, registrantId: string): Promise<VideoRegistration | null> {
    return this.repo.findOneBy({ classId, registrantId });
  }

  /** The student's own link for the meeting, registering them once if they are not yet. */
  async linkFor(meeting: VideoMeeting, userId: number): Promise<string> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await this.repo.findOneBy({ classId: meeting.classId, userId });
      if (row?.joinUrl && row.meetingId === meeting.meetingId) return row.joinUrl;
      const now = this.clock.now();
      const mine = row
        ? await this.reclaim(row, meeting, now)
        : await this.insertClaim(meeting, userId, now);
      if (mine) return this.registerClaimed(meeting, userId);
      if (Date.now() > deadline) throw new ApiError('video_unavailable');
      await sleep(100);
    }
  }

  private async insertClaim(meeting: VideoMeeting, userId: number, now: Date): Promise<boolean> {
    try {
      await this.repo.insert({
        classId: meeting.classId,
        userId,
        meetingId: meeting.meetingId!,
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

  /** A row left without link (its request failed or died) or for an older meeting: taken over. */
  private async reclaim(row: VideoRegistration, meeting: VideoMeeting, now: Date) {
    const res = await this.repo
      .createQueryBuilder()
      .update(VideoRegistration)
      .set({
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        meetingId: meeting.meetingId!,
        joinUrl: null,
        registrantId: null,
      })
      .where('id = :id', { id: row.id })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .andWhere('(join_url IS NULL OR meeting_id <> :meetingId)', {
        meetingId: meeting.meetingId,
      })
      .execute();
    return (res.affected ?? 0) > 0;
  }

  private async registerClaimed(meeting: VideoMeeting, userId: number): Promise<string> {
    const where = { classId: meeting.classId, userId };
    try {
      const user = (await this.users.contactsOf([userId])).get(userId);
      if (!user) throw new ApiError('user_not_found');
      const made = await this.platform!.register(meeting.meetingId!, {
        email: user.email,
        ...splitName(user.name),
      });
      await this.repo.update(where, {
        registrantId: made.registrantId,
        joinUrl: made.joinUrl,
        claimedUntil: null,
      });
      return made.joinUrl;
    } catch (error) {
      await this.repo.update(where, { claimedUntil: null });
      if (error instanceof ApiError) throw error;
      this.logger.warn({
        event: 'video_registration_failed',
        classId: meeting.classId,
        userId,
        error: String(error),
      });
      throw new ApiError('video_unavailable', {}, { cause: error });
    }
  }

  /**
   * The job: every booked student of a class with a meeting (today and tomorrow), and from two hours
   * before a paid class every student entitled then, registered if they are not yet.
   */
  async registerAhead(now: Date): Promise<{ registered: number; failed: number }> {
    const result = { registered: 0, failed: 0 };
    if (!this.platform) return result;
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
        c.classType === 'paid' && istInstant(c.date, c.time).getTime() - now.getTime() <= AHEAD_MS,
    );
    let students: number[] = [];
    if (soon.length) students = (await this.users.students()).map((s) => s.id);
    const todo: { c: YogaClass; userIds: Set<number> }[] = [];
    for (const c of classes) {
      const userIds = new Set(booked.get(c.id) ?? []);
      if (soon.includes(c) && students.length)
        for (const id of await this.subscriptions.entitledAt(students, istInstant(c.date, c.time)))
          userIds.add(id);
      if (userIds.size) todo.push({ c, userIds });
    }
    for (const { c, userIds } of todo) {
      const meeting = await this.meetings.find(c.id);
      if (meeting?.status !== 'created' || !meeting.meetingId) continue;
      const done = new Set(
        (
          await this.repo.find({
            select: { userId: true, joinUrl: true },
            where: { classId: c.id, meetingId: meeting.meetingId, userId: In([...userIds]) },
          })
        ).flatMap((r) => (r.joinUrl ? [r.userId] : [])),
      );
      const missing = [...userIds].filter((id) => !done.has(id));
      for (let i = 0; i < missing.length; i += JOB_CONCURRENCY) {
        await Promise.all(
          missing.slice(i, i + JOB_CONCURRENCY).map(async (userId) => {
            try {
              await this.linkFor(meeting, userId);
              result.registered++;
            } catch {
              result.failed++;
            }
          }),
        );
      }
    }
    return result;
  }
}
