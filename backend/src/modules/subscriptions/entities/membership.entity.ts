import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../users/index.js';

/**
 * One row per student who ever started a checkout: the lock that serialises their payments, and
 * the subscription number given at their first paid period.
 */
@Entity('memberships')
export class Membership {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** YS/<IST year>/<5 digits>; null until the first paid period. */
  @Index('UQ_memberships_subscription_no', { unique: true })
  @Column({ name: 'subscription_no', type: 'varchar', length: 20, nullable: true })
  subscriptionNo: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
