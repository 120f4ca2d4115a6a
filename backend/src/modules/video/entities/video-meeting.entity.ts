import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Where the class's meeting is with the video platform. */
export type MeetingStatus = 'pending' | 'created' | 'failed' | 'deleted';
/** A meeting or a webinar at Zoom (issue 33). */
export type VideoKind = 'meeting' | 'webinar';

/** What the platform said of the meeting (meeting.started / meeting.ended). */
export type MeetingLive = 'scheduled' | 'live' | 'ended';

/**
 * The video meeting made for one class (Zoom): one row per class, whose key makes its creation
 * idempotent across instances. `title`, `date`, `time` and `duration_minutes` are what the platform
 * has: a class that differs was moved and its meeting is updated.
 */
@Entity('video_meetings')
@Index('IDX_video_meetings_meeting_id', ['meetingId'])
export class VideoMeeting {
  /** No foreign key: the row outlives its class until the meeting is deleted at the platform. */
  @PrimaryColumn({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ type: 'varchar', length: 16 })
  status: MeetingStatus;

  /** What was made at Zoom: a meeting or a webinar (the class's format when it was made). */
  @Column({ type: 'varchar', length: 16, default: 'meeting' })
  kind: VideoKind;

  /**
   * Personal links handed out for it: raised by one conditional statement while below its capacity
   * (`seats < capacity`), so concurrent joins on any number of instances never pass the capacity.
   */
  @Column({ type: 'int', default: 0 })
  seats: number;

  @Column({ name: 'meeting_id', type: 'varchar', length: 32, nullable: true })
  meetingId: string | null;

  /** The UUID of the meeting's latest instance (from meeting.started / ended): past participants. */
  @Column({ name: 'meeting_uuid', type: 'varchar', length: 64, nullable: true })
  meetingUuid: string | null;

  /** The meeting's shared link: never given to a student (they get their registrant link). */
  @Column({ name: 'join_url', type: 'varchar', length: 2048, nullable: true })
  joinUrl: string | null;

  /** The host's link (instructors and admins). */
  @Column({ name: 'start_url', type: 'text', nullable: true })
  startUrl: string | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 10 })
  date: string;

  @Column({ type: 'varchar', length: 5 })
  time: string;

  @Column({ name: 'duration_minutes', type: 'int' })
  durationMinutes: number;

  /** Failed attempts in a row (backoff), and when the next may run. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** An instance working on the row (create, update, delete) holds it until then. */
  @Column({ name: 'claimed_until', type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'varchar', length: 16, default: 'scheduled' })
  live: MeetingLive;

  @Column({ name: 'started_at', type: 'datetime', precision: 3, nullable: true })
  startedAt: Date | null;

  @Column({ name: 'ended_at', type: 'datetime', precision: 3, nullable: true })
  endedAt: Date | null;

  /** The past participants were read after the end (the job `video.participants`). */
  @Column({ name: 'participants_read', type: 'boolean', default: false })
  participantsRead: boolean;
}
