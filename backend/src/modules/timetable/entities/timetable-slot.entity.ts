import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ClassType } from '@yoga/contracts';

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

  @Column({ type: 'varchar', length: 100, nullable: true })
  instructor: string | null;

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

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;

  @DeleteDateColumn({ name: 'deleted_at', nullable: true })
  deletedAt: Date | null;
}
