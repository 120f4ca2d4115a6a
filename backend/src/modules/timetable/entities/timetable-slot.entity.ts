import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ClassType, VideoFormat, VideoOverflow } from '@yoga/contracts';

/**
 * One slot of the weekly timetable: a class every `dayOfWeek` at `startTime` (IST). Deleting a slot
 * keeps the row (deleted_at): its past classes still name it, and the seed never brings it back.
 */
@Entity('timetable_slots')
export class TimetableSlot {
  @PrimaryGeneratedColumn()
  id: number;

  /** 0 = Sunday … 6 = Saturday, on the IST calendar. */
  @Column({ name: 'day_of_week', type: 'int' })
  dayOfWeek: number;

  /** IST time of day, HH:mm. */
  @Column({ name: 'start_time', type: 'varchar', length: 5 })
  startTime: string;

  @Column({ name: 'duration_minutes', type: 'int', default: 45 })
  durationMinutes: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The title on the Hindi pages and in Hindi messages (issue 38); null: the English title. */
  @Column({ name: 'title_hi', type: 'varchar', length: 200, nullable: true })
  titleHi: string | null;

  /** The instructor account teaching the slot's classes (issue 38; null: none yet). */
  @Column({ name: 'instructor_id', type: 'int', nullable: true })
  instructorId: number | null;

  /** A name from the old free-text box that matched no account: display-only (docs/timetable.md). */
  @Column({ name: 'instructor_legacy', type: 'varchar', length: 100, nullable: true })
  instructorLegacy: string | null;

  @Column({ type: 'varchar', length: 2048 })
  link: string;

  @Column({ name: 'class_type', type: 'varchar', length: 8, default: 'paid' })
  classType: ClassType;

  @Column({ type: 'int' })
  capacity: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Meeting or webinar for its classes (issue 33); null: a meeting. */
  @Column({ name: 'video_format', type: 'varchar', length: 16, nullable: true })
  videoFormat: VideoFormat | null;

  /** Where students go when a class's meeting is full; null: nowhere (`none`). */
  @Column({ name: 'video_overflow', type: 'varchar', length: 16, nullable: true })
  videoOverflow: VideoOverflow | null;

  /** The slot's second instructor: hosts the overflow meeting. */
  @Column({ name: 'overflow_instructor_id', type: 'int', nullable: true })
  overflowInstructorId: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @DeleteDateColumn({ name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
