import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ClassType } from '@yoga/contracts';

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

  @Column({ type: 'varchar', length: 100, nullable: true })
  instructor: string | null;

  /** The timetable slot it was generated from (see the timetable module); null for one-off classes. */
  @Column({ name: 'slot_id', type: 'int', nullable: true })
  slotId: number | null;

  /** A generated class edited by hand in Manage Class: template changes no longer update it. */
  @Column({ type: 'boolean', default: false })
  customized: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
