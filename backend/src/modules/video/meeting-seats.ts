import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import { VideoMeeting } from './entities/video-meeting.entity.js';

/**
 * The seats of a class's meeting (issue 33): every personal link is handed out against one, so the
 * links never pass the meeting's capacity. The overflow room's are `RoomsService`'s.
 */
@Injectable()
export class MeetingSeats {
  private readonly repo: Repository<VideoMeeting>;

  constructor(@InjectRepository(VideoMeeting) repo: Repository<VideoMeeting>, tx: Transactions) {
    this.repo = tx.ambient(repo);
  }

  /**
   * Takes up to `wanted` of the meeting's free seats in one conditional statement (compare-and-set on
   * the count read, tried again when another request changed it meanwhile): answers how many it took.
   * Every personal link of the class's meeting is handed out against a seat, so the links never pass
   * `capacity`, whatever the number of concurrent joins and instances.
   */
  async takeSeats(
    classId: number,
    meetingId: string,
    capacity: number,
    wanted = 1,
  ): Promise<number> {
    if (wanted === 1) {
      // One seat (a join): one statement, the database's row lock orders concurrent ones.
      const res = await this.repo
        .createQueryBuilder()
        .update(VideoMeeting)
        .set({ seats: () => 'seats + 1' })
        .where("class_id = :classId AND meeting_id = :meetingId AND status = 'created'", {
          classId,
          meetingId,
        })
        .andWhere('seats < :capacity', { capacity })
        .execute();
      return (res.affected ?? 0) > 0 ? 1 : 0;
    }
    for (;;) {
      const row = await this.repo.findOne({
        select: { seats: true },
        where: { classId, meetingId, status: 'created' },
      });
      if (!row) return 0;
      const take = Math.min(wanted, capacity - row.seats);
      if (take <= 0) return 0;
      const res = await this.repo
        .createQueryBuilder()
        .update(VideoMeeting)
        .set({ seats: () => `seats + ${take}` })
        .where('class_id = :classId AND meeting_id = :meetingId AND seats = :seats', {
          classId,
          meetingId,
          seats: row.seats,
        })
        .execute();
      if ((res.affected ?? 0) > 0) return take;
    }
  }

  /** Gives back seats taken for links that could not be made. */
  async releaseSeats(classId: number, meetingId: string, count: number): Promise<void> {
    if (count <= 0) return;
    await this.repo
      .createQueryBuilder()
      .update(VideoMeeting)
      .set({ seats: () => `CASE WHEN seats >= ${count} THEN seats - ${count} ELSE 0 END` })
      .where('class_id = :classId AND meeting_id = :meetingId', { classId, meetingId })
      .execute();
  }
}
