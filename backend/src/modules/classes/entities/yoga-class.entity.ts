import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ClassType, VideoFormat, VideoOverflow } from '@yoga/contracts';

@Entity('classes')
@Index('IDX_classes_date_time', ['date', 'time'])
// A timetable slot yields at most one class per IST date: generation on two instances at once, or
// twice, inserts it once (one-off classes have no slot; NULLs never collide).
@Index('UQ_classes_slot_date', ['slotId', 'date'], { unique: true })
export class YogaClass {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** The title on the Hindi pages and in Hindi messages (issue 38; a generated class's is its slot's); null: the English title. */
  @Column({ name: 'title_hi', type: 'varchar', length: 200, nullable: true })
  titleHi: string | null;

  @Column({ name: 'class_type', type: 'varchar', length: 8, default: 'paid' })
  classType: ClassType;

  /**
   * The IST date (YYYY-MM-DD) of the class: a class happens on an Indian calendar day, so it is stored
   * as that day, not as an instant (sorts and compares correctly as text on every database).
   */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** The IST time of day (HH:mm); with `date`, `istInstant(date, time)` of libs/contracts is the start. */
  @Column({ type: 'varchar', length: 5 })
  time: string;

  @Column({ type: 'varchar', length: 2048 })
  link: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'duration_minutes', type: 'int', default: 45 })
  durationMinutes: number;

  /** Places; null = no limit (one-off classes unless the admin sets one). */
  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  /**
   * The instructor account of the class (issue 38): a generated class's is its slot's (the timetable
   * keeps it in line, booked and edited classes too), a one-off class's is chosen in Manage Class.
   */
  @Column({ name: 'instructor_id', type: 'int', nullable: true })
  instructorId: number | null;

  /** An instructor account teaching this one class instead of `instructorId` (students are told). */
  @Column({ name: 'substitute_id', type: 'int', nullable: true })
  substituteId: number | null;

  /**
   * A name typed in the old free-text box that matched no instructor account (migration
   * 1796530000000-InstructorField): shown to students while no account is assigned, never edited.
   */
  @Column({ name: 'instructor_legacy', type: 'varchar', length: 100, nullable: true })
  instructorLegacy: string | null;

  /** Not a column: who teaches, by name (ClassesService fills it where the API shows classes). */
  instructorName?: string | null;

  /** The timetable slot it was generated from (see the timetable module); null for one-off classes. */
  @Column({ name: 'slot_id', type: 'int', nullable: true })
  slotId: number | null;

  /** Meeting or webinar (issue 33; a generated class's is its slot's); null: a meeting. */
  @Column({ name: 'video_format', type: 'varchar', length: 16, nullable: true })
  videoFormat: VideoFormat | null;

  /** Where students go when the meeting is full; null: nowhere (`none`). */
  @Column({ name: 'video_overflow', type: 'varchar', length: 16, nullable: true })
  videoOverflow: VideoOverflow | null;

  /** Who hosts the overflow meeting (the slot's second instructor). */
  @Column({ name: 'overflow_instructor_id', type: 'int', nullable: true })
  overflowInstructorId: number | null;

  /** A generated class edited by hand in Manage Class: template changes no longer update it. */
  @Column({ type: 'boolean', default: false })
  customized: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
