import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Role, type ClassAttendanceRow, type MyClassAttendance } from '@yoga/contracts';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { BookingsService } from '../bookings/index.js';
import { ClassesService } from '../classes/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { UsersService } from '../users/index.js';
import { VideoAttendance } from './entities/video-attendance.entity.js';
import type { VideoKind, VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoSession } from './entities/video-session.entity.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService } from './rooms.service.js';
import {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
import { RegistrationsService } from './registrations.service.js';

export const PARTICIPANTS_JOB = 'video.participants';
const PARTICIPANTS_EVERY_MS = 2 * 60_000;

/** A participant as a webhook or the past participants name them. */
export interface ParticipantFacts {
  key: string;
  registrantId: string | null;
  email: string | null;
  joinTime: Date | null;
  leaveTime: Date | null;
}

interface Interval {
  key: string;
  start: number;
  end: number;
}

/** The minutes of the union of the intervals, and whether two different presences overlapped. */
export function measure(intervals: Interval[]): { minutes: number; shared: boolean } {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  let shared = false;
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i];
    for (let j = 0; j < i; j++) {
      const o = sorted[j];
      // Two presences at once; the same presence reported twice (same join time) is not one.
      if (o.key !== s.key && o.start !== s.start && s.start < o.end) shared = true;
    }
    if (s.end <= s.start) continue;
    if (s.start > curEnd) {
      if (curEnd > curStart) total += curEnd - curStart;
      curStart = s.start;
      curEnd = s.end;
    } else curEnd = Math.max(curEnd, s.end);
  }
  if (curEnd > curStart) total += curEnd - curStart;
  return { minutes: Math.floor(total / 60_000), shared };
}

/**
 * Attendance the video platform confirms: each student's sessions in a class's meeting (join and leave
 * times from the platform, not when a webhook arrived), the minutes they make, attended at
 * ATTENDED_MINUTES, and a registrant in the meeting twice at once flagged as a shared link.
 */
@Injectable()
export class VideoAttendanceService implements OnModuleInit {
  private readonly logger = new Logger('VideoAttendance');
  private readonly sessions: Repository<VideoSession>;
  private readonly attendance: Repository<VideoAttendance>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoSession) sessions: Repository<VideoSession>,
    @InjectRepository(VideoAttendance) attendance: Repository<VideoAttendance>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    @Inject(VIDEO_CONFIG) private readonly config: Pick<VideoConfig, 'attendedMinutes'>,
    private readonly meetings: MeetingsService,
    private readonly rooms: RoomsService,
    private readonly registrations: RegistrationsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly bookings: BookingsService,
    private readonly classes: ClassesService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
  ) {
    this.sessions = tx.ambient(sessions);
    this.attendance = tx.ambient(attendance);
    this.platform = provider.meetings;
  }

  onModuleInit() {
    if (!this.platform) return;
    this.jobs.register({
      name: PARTICIPANTS_JOB,
      everyMs: PARTICIPANTS_EVERY_MS,
      run: async (now) => {
        const read = await this.readPastParticipants(now);
        if (read) this.logger.log({ event: 'video_past_participants_read', meetings: read });
      },
    });
  }

  /**
   * The student a participant is: by registrant id, else by the email of a student's account. A host or
   * instructor who joins with their own account's email is not a student: their presence counts for no one.
   */
  private async userOf(classId: number, p: ParticipantFacts): Promise<number | null> {
    if (p.registrantId) {
      const reg = await this.registrations.byRegistrant(classId, p.registrantId);
      if (reg) return reg.userId;
    }
    if (!p.email) return null;
    const user = await this.users.findByEmail(p.email.trim().toLowerCase());
    return user?.role === Role.User ? user.id : null;
  }

  /** meeting.participant_joined (in the caller's transaction). */
  async joined(
    meeting: Pick<VideoMeeting, 'classId' | 'endedAt'>,
    p: ParticipantFacts,
  ): Promise<void> {
    if (!p.joinTime) return;
    const userId = await this.userOf(meeting.classId, p);
    await this.insertSession(meeting.classId, userId, p, p.joinTime, null);
    if (userId !== null) await this.recompute(meeting, userId);
  }

  /** meeting.participant_left: closes the participant's open session (or records a whole one). */
  async left(
    meeting: Pick<VideoMeeting, 'classId' | 'endedAt'>,
    p: ParticipantFacts,
  ): Promise<void> {
    if (!p.leaveTime) return;
    const userId = await this.userOf(meeting.classId, p);
    const open = await this.sessions.findOne({
      where: {
        classId: meeting.classId,
        participantKey: p.key,
        leaveTime: IsNull(),
        ...(p.joinTime ? { joinTime: p.joinTime } : {}),
      },
      order: { joinTime: 'DESC' },
    });
    if (open) await this.sessions.update({ id: open.id }, { leaveTime: p.leaveTime });
    else if (p.joinTime)
      await this.insertSession(meeting.classId, userId, p, p.joinTime, p.leaveTime);
    const who = open?.userId ?? userId;
    if (who !== null) await this.recompute(meeting, who);
  }

  private async insertSession(
    classId: number,
    userId: number | null,
    p: ParticipantFacts,
    joinTime: Date,
    leaveTime: Date | null,
  ): Promise<void> {
    try {
      await this.sessions.insert({
        classId,
        userId,
        participantKey: p.key.slice(0, 64),
        registrantId: p.registrantId,
        joinTime,
        leaveTime,
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Known already (a redelivery, or the past participants after the webhooks): its end if it had none.
      if (leaveTime)
        await this.sessions.update(
          { classId, participantKey: p.key.slice(0, 64), joinTime, leaveTime: IsNull() },
          { leaveTime },
        );
    }
  }

  /** The student's minutes in the class, attended, shared link; confirms attendance once. */
  async recompute(
    meeting: Pick<VideoMeeting, 'classId' | 'endedAt'>,
    userId: number,
  ): Promise<void> {
    const rows = await this.sessions.findBy({ classId: meeting.classId, userId });
    const openEnd = meeting.endedAt?.getTime() ?? Number.POSITIVE_INFINITY;
    const intervals = rows.map((s) => ({
      key: s.participantKey,
      start: s.joinTime.getTime(),
      end: s.leaveTime?.getTime() ?? openEnd,
    }));
    const counted = measure(
      intervals.map((i) => (Number.isFinite(i.end) ? i : { ...i, end: i.start })),
    );
    const shared = measure(intervals).shared;
    const attended = counted.minutes >= this.config.attendedMinutes;
    await this.attendance.upsert(
      { classId: meeting.classId, userId, minutes: counted.minutes, attended, sharedLink: shared },
      ['classId', 'userId'],
    );
    if (attended) {
      const first = Math.min(...intervals.map((i) => i.start));
      await this.subscriptions.recordAttendance(userId, meeting.classId, {
        joinedAt: new Date(first),
        minutes: counted.minutes,
        source: 'zoom',
      });
    }
  }

  /**
   * The job: the past participants of meetings that ended, and of overflow rooms (issue 33: the second
   * meeting or the webinar), to fill what the webhooks missed. Answers how many rooms were read.
   */
  async readPastParticipants(now: Date): Promise<number> {
    if (!this.platform) return 0;
    const done: number[] = [];
    for (const meeting of await this.meetings.endedUnread(now))
      if (await this.readRoom(meeting.classId, meeting.meetingUuid!, meeting.kind, meeting))
        done.push(meeting.classId);
    await this.meetings.markParticipantsRead(done);
    const overflows: number[] = [];
    for (const room of await this.rooms.endedUnread(now)) {
      // A student's minutes count until the class's meeting ended (the rooms run side by side).
      const main = await this.meetings.find(room.classId);
      const meeting = { classId: room.classId, endedAt: main?.endedAt ?? room.endedAt };
      if (await this.readRoom(room.classId, room.meetingUuid!, room.kind, meeting))
        overflows.push(room.classId);
    }
    await this.rooms.markParticipantsRead(overflows);
    return done.length + overflows.length;
  }

  /** One room's past participants, as sessions of the class's students; false when Zoom failed. */
  private async readRoom(
    classId: number,
    uuid: string,
    kind: VideoKind,
    meeting: Pick<VideoMeeting, 'classId' | 'endedAt'>,
  ): Promise<boolean> {
    try {
      const participants = await this.platform!.pastParticipants(uuid, kind);
      await this.tx.run(async () => {
        const users = new Set<number>();
        for (const p of participants) {
          const facts = { ...p };
          const userId = await this.userOf(classId, facts);
          await this.insertSession(classId, userId, facts, p.joinTime, p.leaveTime);
          if (userId !== null) users.add(userId);
        }
        for (const userId of users) await this.recompute(meeting, userId);
      });
      return true;
    } catch (error) {
      this.logger.warn({ event: 'video_past_participants_failed', classId, error: String(error) });
      return false;
    }
  }

  /**
   * The admin's view of a class: every student who was in it or booked it (no-shows with 0 minutes).
   * With a meeting made by the platform, its minutes; otherwise (a pasted link) the join clicks.
   */
  async forClass(classId: number): Promise<ClassAttendanceRow[]> {
    await this.classes.findEntity(classId);
    const meeting = await this.meetings.find(classId);
    const rows = new Map<number, { minutes: number; attended: boolean; shared: boolean }>();
    if (meeting && meeting.status !== 'deleted') {
      for (const a of await this.attendance.findBy({ classId }))
        rows.set(a.userId, { minutes: a.minutes, attended: a.attended, shared: a.sharedLink });
    } else {
      for (const a of await this.subscriptions.attendeesOf(classId))
        rows.set(a.userId, { minutes: 0, attended: true, shared: false });
    }
    for (const userId of (await this.bookings.bookedUsers([classId])).get(classId) ?? [])
      if (!rows.has(userId)) rows.set(userId, { minutes: 0, attended: false, shared: false });
    const contacts = await this.users.contactsOf([...rows.keys()]);
    return [...rows.entries()]
      .map(([userId, r]) => ({
        user_id: userId,
        name: contacts.get(userId)?.name ?? '',
        minutes: r.minutes,
        attended: r.attended,
        shared_link: r.shared,
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
  }

  /** A student's attended classes with minutes (join clicks: attended, 0 minutes, source join_click). */
  async mine(userId: number): Promise<MyClassAttendance[]> {
    const video = await this.attendance.findBy({ userId });
    const result = new Map<number, MyClassAttendance>(
      video.map((a) => [
        a.classId,
        { class_id: a.classId, minutes: a.minutes, attended: a.attended, source: 'zoom' },
      ]),
    );
    for (const classId of await this.subscriptions.attendedClassIds(userId))
      if (!result.has(classId))
        result.set(classId, {
          class_id: classId,
          minutes: 0,
          attended: true,
          source: 'join_click',
        });
    return [...result.values()].sort((a, b) => b.class_id - a.class_id);
  }
}
