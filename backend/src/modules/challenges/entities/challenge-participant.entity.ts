import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ChallengeRecord } from './challenge.entity.js';

/** A student in a challenge: joined once; their leaderboard choice; their certificate's code. */
@Entity('challenge_participants')
@Index('UQ_challenge_participants_challenge_user', ['challengeId', 'userId'], { unique: true })
export class ChallengeParticipant {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'challenge_id', type: 'int' })
  challengeId: number;

  @ManyToOne(() => ChallengeRecord, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'challenge_id',
    foreignKeyConstraintName: 'FK_challenge_participants_challenge',
  })
  challenge?: ChallengeRecord;

  @Index('IDX_challenge_participants_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'joined_at', type: 'datetime', precision: 3 })
  joinedAt: Date;

  /** Shown on the leaderboard (first name and city initial only): the student's own choice. */
  @Column({ name: 'on_leaderboard', type: 'boolean', default: false })
  onLeaderboard: boolean;

  @Column({ type: 'varchar', length: 80, nullable: true })
  city: string | null;

  /** The certificate's verification code, made at the first download of a finisher. */
  @Index('UQ_challenge_participants_certificate', { unique: true })
  @Column({ name: 'certificate_code', type: 'varchar', length: 16, nullable: true })
  certificateCode: string | null;
}
