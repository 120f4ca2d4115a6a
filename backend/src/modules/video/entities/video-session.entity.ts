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
 * One presence of a participant in a class's meeting, from the platform's own join and leave times
 * (webhooks, then the past participants read after the end: the unique key merges them).
 */
@Entity('video_sessions')
@Index('UQ_video_sessions_class_participant_join', ['classId', 'participantKey', 'joinTime'], {
  unique: true,
})
@Index('IDX_video_sessions_class_user', ['classId', 'userId'])
export class VideoSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'class_id', type: 'int' })
  classId: number;

  /** The student matched by registrant id, else by email; null when nobody matched. */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_video_sessions_user' })
  user: Relation<User> | null;

  /** The platform's participant (participant_uuid, else its user_id in the meeting). */
  @Column({ name: 'participant_key', type: 'varchar', length: 64 })
  participantKey: string;

  @Column({ name: 'registrant_id', type: 'varchar', length: 64, nullable: true })
  registrantId: string | null;

  @Column({ name: 'join_time', type: 'datetime', precision: 3 })
  joinTime: Date;

  @Column({ name: 'leave_time', type: 'datetime', precision: 3, nullable: true })
  leaveTime: Date | null;
}
