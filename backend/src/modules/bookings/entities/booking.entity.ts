import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { BookingStatus, BookingType } from '@yoga/contracts';
import { YogaClass } from '../../classes/index.js';
import { User } from '../../users/index.js';

@Entity('bookings')
@Index('UQ_bookings_user_class', ['userId', 'classId'], { unique: true })
@Index('IDX_bookings_class_status', ['classId', 'status'])
export class Booking {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Null for a demo booking (several NULLs never collide in the unique index). */
  @Column({ name: 'class_id', type: 'int', nullable: true })
  classId: number | null;

  @ManyToOne(() => YogaClass, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'class_id' })
  yogaClass: Relation<YogaClass> | null;

  @Column({ type: 'varchar', length: 8 })
  type: BookingType;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  /** IST date and time of day the student asked for (as a class stores its own). */
  @Column({ name: 'preferred_date', type: 'varchar', length: 10 })
  preferredDate: string;

  @Column({ name: 'preferred_time', type: 'varchar', length: 5 })
  preferredTime: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** `booked` holds a place; `waitlisted` waits for one (first come, first served by id). */
  @Column({ type: 'varchar', length: 10, default: 'booked' })
  status: BookingStatus;

  /** A demo booking: the joining link the admin sent, and when (null: a new request). */
  @Column({ name: 'demo_link', type: 'varchar', length: 2048, nullable: true })
  demoLink: string | null;

  @Column({ name: 'link_sent_at', type: 'datetime', precision: 3, nullable: true })
  linkSentAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
