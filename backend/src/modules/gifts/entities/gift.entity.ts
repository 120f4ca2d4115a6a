import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Currency, PlanId } from '@yoga/contracts';

/** created (order placed) → paid → sent → redeemed; `refunded` when its payment was refunded first. */
export type GiftRow = 'created' | 'paid' | 'sent' | 'redeemed' | 'refunded';

/**
 * A membership bought for someone else (issue 26). The code is made when the order is placed but shown
 * only once paid. No foreign keys to users: a gift outlives a deleted account (it is a paid purchase).
 */
@Entity('gifts')
@Index('IDX_gifts_buyer', ['buyerId', 'id'])
@Index('IDX_gifts_state_send_on', ['state', 'sendOn'])
export class Gift {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'buyer_id', type: 'int' })
  buyerId: number;

  @Index('UQ_gifts_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @Index('UQ_gifts_code', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  code: string;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  /** What the buyer pays (minor units): the plan's price. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ name: 'recipient_name', type: 'varchar', length: 100 })
  recipientName: string;

  @Column({ name: 'recipient_email', type: 'varchar', length: 254, nullable: true })
  recipientEmail: string | null;

  @Column({ name: 'recipient_phone', type: 'varchar', length: 20, nullable: true })
  recipientPhone: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  message: string | null;

  /** IST date (YYYY-MM-DD) the message goes; null: as soon as paid. */
  @Column({ name: 'send_on', type: 'varchar', length: 10, nullable: true })
  sendOn: string | null;

  @Column({ type: 'varchar', length: 16, default: 'created' })
  state: GiftRow;

  /** Messages queued so far (the first and each re-send): part of each one's idempotency key. */
  @Column({ name: 'send_count', type: 'int', default: 0 })
  sendCount: number;

  @Column({ name: 'redeemed_by', type: 'int', nullable: true })
  redeemedBy: number | null;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ name: 'redeemed_at', type: 'datetime', precision: 3, nullable: true })
  redeemedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
