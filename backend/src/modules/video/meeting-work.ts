import type { Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { YogaClass } from '../classes/index.js';
import { backoffMs } from './backoff.js';
import { VideoMeeting, type VideoKind } from './entities/video-meeting.entity.js';
import type { MeetingPlatform, MeetingSpec } from './provider/video-provider.js';

/** How long an instance holds a meeting row while it talks to the platform. */
const CLAIM_MS = 60_000;

const specOf = (c: YogaClass): MeetingSpec => ({
  topic: c.title,
  date: c.date,
  time: c.time,
  durationMinutes: c.durationMinutes,
});

/** What the class asks to be made at Zoom: a meeting unless its format is a webinar. */
export const kindOf = (c: Pick<YogaClass, 'videoFormat'>): VideoKind =>
  c.videoFormat === 'webinar' ? 'webinar' : 'meeting';

export type MeetingOutcome = 'created' | 'updated' | 'deleted' | 'failed' | 'skipped';

/**
 * The work on one meeting row at the platform (MeetingsService's job and joins): claimed by one instance
 * at a time (a conditional update), then made, moved or deleted at Zoom; a failure is kept on the row
 * with its backoff.
 */
export class MeetingWork {
  constructor(
    private readonly repo: Repository<VideoMeeting>,
    private readonly platform: MeetingPlatform,
    private readonly logger: Logger,
  ) {}

  /**
   * Claims the row (no other instance holds it, its backoff has passed), then asks the platform.
   * Returns what happened, or 'skipped' when the row was not this instance's to work on now.
   */
  async work(
    row: VideoMeeting,
    now: Date,
    action: 'create' | 'update' | 'delete',
    c: YogaClass | undefined,
  ): Promise<MeetingOutcome> {
    if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime()) return 'skipped';
    if (!(await this.claim(row.classId, now, action === 'create'))) return 'skipped';
    const platform = this.platform;
    try {
      if (action === 'create') {
        const kind = kindOf(c!);
        const made = await platform.create(specOf(c!), kind);
        await this.repo.update(
          { classId: row.classId },
          {
            status: 'created',
            kind,
            seats: 0,
            meetingId: made.meetingId,
            joinUrl: made.joinUrl,
            startUrl: made.startUrl,
            ...this.scheduleOf(c!),
            ...this.released(),
          },
        );
        return 'created';
      }
      if (action === 'update') {
        await platform.update(row.meetingId!, specOf(c!), row.kind);
        await this.repo.update(
          { classId: row.classId },
          { ...this.scheduleOf(c!), ...this.released() },
        );
        return 'updated';
      }
      await platform.remove(row.meetingId!, row.kind);
      await this.repo.update({ classId: row.classId }, { status: 'deleted', ...this.released() });
      return 'deleted';
    } catch (error) {
      const attempts = row.attempts + 1;
      await this.repo.update(
        { classId: row.classId },
        {
          ...(action === 'create' ? { status: 'failed' as const } : {}),
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          claimedUntil: null,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        },
      );
      this.logger.warn({
        event: 'video_meeting_failed',
        classId: row.classId,
        action,
        attempts,
        error: String(error),
      });
      return 'failed';
    }
  }

  private scheduleOf(c: YogaClass) {
    return { title: c.title, date: c.date, time: c.time, durationMinutes: c.durationMinutes };
  }

  private released() {
    return { attempts: 0, nextAttemptAt: null, claimedUntil: null, lastError: null };
  }

  /**
   * One statement: the row becomes this instance's for CLAIM_MS unless another holds it. To create, the
   * row must still have no meeting: an instance that read the row before another made its meeting (and
   * released it) does not make a second one.
   */
  private async claim(classId: number, now: Date, toCreate: boolean): Promise<boolean> {
    const query = this.repo
      .createQueryBuilder()
      .update(VideoMeeting)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where('class_id = :classId', { classId })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now });
    if (toCreate) query.andWhere('meeting_id IS NULL');
    const res = await query.execute();
    return (res.affected ?? 0) > 0;
  }
}
