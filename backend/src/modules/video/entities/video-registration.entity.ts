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

/**
 * A student registered for a class's meeting: their own join link. The unique (class, user) key makes
 * the registration once per student and class, also when several joins race (the first row wins and
 * calls the platform; the others wait for its link).
 */
@Entity('video_registrations')
@Index('UQ_video_registrations_class_user', ['classId', 'userId'], { unique: true })
@Index('IDX_video_registrations_registrant', ['registrantId'])
export class VideoRegistration {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_video_registrations_user' })
  user: Relation<User>;

  /** The class's own meeting (`main`) or its overflow room (issue 33): where her seat was taken. */
  @Column({ type: 'varchar', length: 16, default: 'main' })
  room: 'main' | 'overflow';

  @Column({ name: 'meeting_id', type: 'varchar', length: 32 })
  meetingId: string;

  @Column({ name: 'registrant_id', type: 'varchar', length: 64, nullable: true })
  registrantId: string | null;

  /** Null while the registration is being made (by whoever holds `claimed_until`). */
  @Column({ name: 'join_url', type: 'varchar', length: 2048, nullable: true })
  joinUrl: string | null;

  @Column({ name: 'claimed_until', type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /**
   * Her booking was cancelled (issue 33): the registrations job cancels her registrant at Zoom, then
   * deletes the row and gives its seat back. Until then the row holds its seat and its link is not
   * handed out (a join of hers, still entitled, takes it back). Null: a current registration.
   */
  @Column({ name: 'cancelled_at', type: 'datetime', precision: 3, nullable: true })
  cancelledAt: Date | null;
}
