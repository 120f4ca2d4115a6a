import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A pause of a paid membership (issue 26): IST dates, both inclusive. While it runs the student may
 * not book or join; the membership's end moved later by `days` (back by the unused days on resume).
 */
@Entity('membership_pauses')
@Index('IDX_membership_pauses_user', ['userId', 'fromDate'])
export class MembershipPause {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'from_date', type: 'varchar', length: 10 })
  fromDate: string;

  /** The last paused day (the pause's first day + days − 1; earlier once resumed). */
  @Column({ name: 'until_date', type: 'varchar', length: 10 })
  untilDate: string;

  /** Days paused (counted against the yearly allowance; fewer once resumed early). */
  @Column({ type: 'int' })
  days: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
