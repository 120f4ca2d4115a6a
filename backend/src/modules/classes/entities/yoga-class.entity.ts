import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ClassType } from '@yoga/contracts';

@Entity('classes')
@Index('IDX_classes_date_time', ['date', 'time'])
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

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
