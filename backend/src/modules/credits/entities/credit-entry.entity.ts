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
import type { Currency } from '@yoga/contracts';
import { User } from '../../users/index.js';

/**
 * referral_reward (+) / reward_reversed (−): a referred student's first payment and its refund.
 * redeemed (−) / returned (+): credits applied to an order, and given back when it fails or is refunded.
 */
export type CreditEntryKind = 'referral_reward' | 'reward_reversed' | 'redeemed' | 'returned';

/** The credit ledger: signed amounts in minor units. */
@Entity('credit_entries')
@Index('IDX_credit_entries_user', ['userId', 'id'])
export class CreditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 24 })
  kind: CreditEntryKind;

  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  /** For rewards: the referred student. */
  @Index('IDX_credit_entries_referred_user')
  @Column({ name: 'referred_user_id', type: 'int', nullable: true })
  referredUserId: number | null;

  /** "reward:<referred user id>" and "reversal:<referred user id>": each at most once. */
  @Index('UQ_credit_entries_once_key', { unique: true })
  @Column({ name: 'once_key', type: 'varchar', length: 40, nullable: true })
  onceKey: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
