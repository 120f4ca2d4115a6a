import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../users/index.js';

/** Minutes a student was in a class's meeting (the union of their sessions), and what it means. */
@Entity('video_attendance')
export class VideoAttendance {
  @PrimaryColumn({ name: 'class_id', type: 'int' })
  classId: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_video_attendance_user' })
  user: Relation<User>;

  @Column({ type: 'int', default: 0 })
  minutes: number;

  /** At least ATTENDED_MINUTES. */
  @Column({ type: 'boolean', default: false })
  attended: boolean;

  /** The same registrant was in the meeting twice at once: a forwarded link. */
  @Column({ name: 'shared_link', type: 'boolean', default: false })
  sharedLink: boolean;
}
