import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { MeetingLive, MeetingStatus, VideoKind } from './video-meeting.entity.js';

/**
 * A class's overflow room (issue 33): the second meeting or the webinar its students are placed in once
 * its own meeting is full. Made at Zoom when the first student needs it (one row per class, its key
 * makes it once across instances; the work on it is claimed like a meeting's).
 */
@Entity('video_overflows')
@Index('IDX_video_overflows_meeting_id', ['meetingId'])
export class VideoOverflow {
  @PrimaryColumn({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: VideoKind;

  @Column({ type: 'varchar', length: 16 })
  status: MeetingStatus;

  /** The Zoom user it is made for: the second instructor's email, else the app's host user. */
  @Column({ name: 'host_user', type: 'varchar', length: 254 })
  hostUser: string;

  @Column({ name: 'meeting_id', type: 'varchar', length: 32, nullable: true })
  meetingId: string | null;

  @Column({ name: 'meeting_uuid', type: 'varchar', length: 64, nullable: true })
  meetingUuid: string | null;

  @Column({ name: 'start_url', type: 'text', nullable: true })
  startUrl: string | null;

  /** Personal links handed out for it (raised below its capacity in one statement). */
  @Column({ type: 'int', default: 0 })
  seats: number;

  @Column({ type: 'varchar', length: 16, default: 'scheduled' })
  live: MeetingLive;

  /** When Zoom said it ended (meeting.ended / webinar.ended): its past participants are read after. */
  @Column({ name: 'ended_at', type: 'datetime', precision: 3, nullable: true })
  endedAt: Date | null;

  /** The past participants were read after the end (the job `video.participants`). */
  @Column({ name: 'participants_read', type: 'boolean', default: false })
  participantsRead: boolean;

  @Column({ name: 'claimed_until', type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  /** Failed deletions at Zoom in a row (backoff), and when the next may run. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;
}
