import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { istDate } from '@yoga/contracts';
import { Transactions } from '../../database/transactions.js';
import { ClassesService } from '../classes/index.js';
import { backoffMs } from './backoff.js';
import { VideoMeeting } from './entities/video-meeting.entity.js';
import { VideoOverflow } from './entities/video-overflow.entity.js';
import { MeetingsService } from './meetings.service.js';
import { ownLink } from './own-link.js';
import {
  VIDEO_PROVIDER,
  type MeetingPlatform,
  type VideoProvider,
} from './provider/video-provider.js';
import { OVERFLOW_CLAIM_MS } from './rooms.service.js';

/**
 * The overflow rooms no class needs any more (issue 33), deleted at Zoom in the meetings job's pass, as
 * their meetings are. Making and filling them: `RoomsService`.
 */
@Injectable()
export class OverflowRemovals {
  private readonly logger = new Logger('VideoRooms');
  private readonly repo: Repository<VideoOverflow>;
  private readonly platform: MeetingPlatform | null;

  constructor(
    @InjectRepository(VideoOverflow) repo: Repository<VideoOverflow>,
    @Inject(VIDEO_PROVIDER) provider: VideoProvider,
    private readonly classes: ClassesService,
    meetings: MeetingsService,
    tx: Transactions,
  ) {
    this.repo = tx.ambient(repo);
    this.platform = provider.meetings;
    // The overflow rooms of cancelled classes go in the same pass as their meetings.
    meetings.onEachPass((now) => this.removeUnwanted(now));
  }

  /**
   * The overflow rooms of classes that were cancelled (deleted) or got a link of their own: deleted at
   * Zoom, as their meetings are (the meetings job's pass). A room Zoom no longer has (404) counts as
   * deleted, so a retry never fails on it; one that failed is tried again with backoff (1, 2, 4 … minutes,
   * at most an hour: `attempts`, `next_attempt_at`), never hammering the platform. Rooms of
   * classes from today on are looked at (a class over keeps its room, as its meeting).
   */
  async removeUnwanted(now: Date): Promise<{ deleted: number; failed: number }> {
    const result = { deleted: 0, failed: 0 };
    if (!this.platform) return result;
    const rows = await this.repo
      .createQueryBuilder('o')
      .leftJoin(VideoMeeting, 'm', 'm.class_id = o.class_id')
      .where("o.status <> 'deleted'")
      .andWhere('(m.class_id IS NULL OR m.date >= :today)', { today: istDate(now) })
      .getMany();
    if (!rows.length) return result;
    const classOf = await this.classes.byIds(rows.map((r) => r.classId));
    for (const row of rows) {
      const c = classOf.get(row.classId);
      if (c && !ownLink(c.link)) continue;
      if (!row.meetingId) {
        // Never made at Zoom (or being made: then its maker holds it, and the next pass deletes it).
        const res = await this.repo
          .createQueryBuilder()
          .update(VideoOverflow)
          .set({ status: 'deleted' })
          .where('class_id = :classId AND meeting_id IS NULL', { classId: row.classId })
          .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
          .execute();
        if (res.affected) result.deleted++;
        continue;
      }
      if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime()) continue;
      if (!(await this.claimToRemove(row.classId, now))) continue;
      try {
        await this.platform.remove(row.meetingId, row.kind);
        await this.repo.update(
          { classId: row.classId },
          {
            status: 'deleted',
            claimedUntil: null,
            lastError: null,
            attempts: 0,
            nextAttemptAt: null,
          },
        );
        result.deleted++;
        this.logger.log({ event: 'video_overflow_deleted', classId: row.classId, kind: row.kind });
      } catch (error) {
        const attempts = row.attempts + 1;
        await this.repo.update(
          { classId: row.classId },
          {
            claimedUntil: null,
            attempts,
            nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
            lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          },
        );
        result.failed++;
        this.logger.warn({
          event: 'video_overflow_delete_failed',
          classId: row.classId,
          error: String(error),
        });
      }
    }
    return result;
  }

  /** The row becomes this instance's to delete its room, unless another instance holds it. */
  private async claimToRemove(classId: number, now: Date): Promise<boolean> {
    const res = await this.repo
      .createQueryBuilder()
      .update(VideoOverflow)
      .set({ claimedUntil: new Date(now.getTime() + OVERFLOW_CLAIM_MS) })
      .where("class_id = :classId AND status <> 'deleted'", { classId })
      .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
      .execute();
    return (res.affected ?? 0) > 0;
  }
}
