import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One IST date on which a student practised (attended a class), recorded from `attendance.recorded`.
 * One row per (student, date): a second class the same day, or a redelivered event, adds nothing.
 */
@Entity('practice_days')
@Index('UQ_practice_days_user_date', ['userId', 'date'], { unique: true })
export class PracticeDay {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** The IST date (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  date: string;

  /** The first class attended that day. */
  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
