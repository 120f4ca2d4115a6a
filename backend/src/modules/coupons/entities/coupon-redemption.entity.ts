import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Currency } from '@yoga/contracts';

/**
 * held: an open order holds a use (until paid, failed, abandoned or `heldUntil`);
 * used: its payment was paid; returned: given back (failed, expired, abandoned or refunded).
 */
export type RedemptionStatus = 'held' | 'used' | 'returned';

/** One order's use of an offer code (one per payment). No foreign keys: payments outlive accounts. */
@Entity('coupon_redemptions')
@Index('IDX_coupon_redemptions_coupon_user', ['couponId', 'userId'])
@Index('IDX_coupon_redemptions_coupon_status', ['couponId', 'status'])
export class CouponRedemption {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'coupon_id', type: 'int' })
  couponId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Index('UQ_coupon_redemptions_payment', { unique: true })
  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ type: 'int' })
  discount: number;

  @Column({ type: 'varchar', length: 16 })
  status: RedemptionStatus;

  /** A held use not paid by then is given back (an order left unpaid). */
  @Column({ name: 'held_until', type: 'datetime', precision: 3 })
  heldUntil: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
