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
import type { Currency, PlanId } from '@yoga/contracts';
import { User } from '../../users/index.js';

/** A paid stretch of membership; exactly one per paid payment (removed when it is refunded). */
@Entity('subscription_periods')
@Index('IDX_subscription_periods_user_ends', ['userId', 'endsAt'])
export class SubscriptionPeriod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Index('UQ_subscription_periods_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ name: 'starts_at', type: 'datetime', precision: 3 })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'datetime', precision: 3 })
  endsAt: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
