import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/index.js';

/** A student's first join of a class (later joins change nothing). */
@Entity('attendance')
@Index('UQ_attendance_user_class', ['userId', 'classId'], { unique: true })
export class Attendance {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** No foreign key: attendance stays counted when a past class is deleted. */
  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ name: 'joined_at', type: 'datetime', precision: 3 })
  joinedAt: Date;
}
