import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type {
  PaymentGatewayName,
  PaymentMethod,
  PaymentStatus,
  PaymentPurpose,
} from '@yoga/contracts';
import { PlanPurchase } from './plan-purchase.js';

export type RejectedReason = 'superseded' | 'hold_lost' | 'after_stop' | 'account_deleted';

/**
 * One checkout: created with the order, then paid, failed or refunded. Money in minor units.
 * No foreign key to users: payment records outlive a deleted account.
 */
@Entity('payments')
@Index('IDX_payments_user', ['userId', 'id'])
@Index('IDX_payments_status_paid_at', ['status', 'paidAt'])
@Index('IDX_payments_recurring', ['recurringId'])
@Index('IDX_payments_rejected', ['rejectedReason', 'status'])
export class Payment extends PlanPurchase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'credits_applied', type: 'int', default: 0 })
  creditsApplied: number;

  /** Whether credits_applied is currently taken from the balance (held or spent). */
  @Column({ name: 'credits_taken', type: 'boolean', default: false })
  creditsTaken: boolean;

  /** The checkout's gateway, or `offline` for money an admin recorded. */
  @Column({ type: 'varchar', length: 16 })
  gateway: PaymentGatewayName | 'offline';

  /** razorpay/sandbox (checkout) or upi/bank_transfer/cash (recorded by an admin). */
  @Column({ type: 'varchar', length: 16 })
  method: PaymentMethod;

  /** UTR, cheque or receipt number of an offline payment (upper-cased): unique. */
  @Index('UQ_payments_reference', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  reference: string | null;

  /** Place of supply of an INR payment (GST state code); null for USD (export). */
  @Column({ name: 'state_code', type: 'varchar', length: 2, nullable: true })
  stateCode: string | null;

  /** Null only between our insert and the gateway's answer. */
  @Index('UQ_payments_gateway_order', { unique: true })
  @Column({ name: 'gateway_order_id', type: 'varchar', length: 64, nullable: true })
  gatewayOrderId: string | null;

  @Index('UQ_payments_gateway_payment', { unique: true })
  @Column({ name: 'gateway_payment_id', type: 'varchar', length: 64, nullable: true })
  gatewayPaymentId: string | null;

  @Column({ type: 'varchar', length: 16, default: 'created' })
  status: PaymentStatus;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'paid_at', type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  /**
   * Set when an admin asks for a refund, before the gateway is called (a second request meanwhile is
   * refused; a failed gateway call clears it again). The webhook that confirms the refund reads the reason.
   */
  @Column({ name: 'refund_requested_at', type: 'datetime', precision: 3, nullable: true })
  refundRequestedAt: Date | null;

  @Column({ name: 'refund_reason', type: 'varchar', length: 500, nullable: true })
  refundReason: string | null;

  /** Refunded so far (minor units): part of `amount` while `paid`, all of it once `refunded`. */
  @Column({ name: 'refunded_amount', type: 'int', default: 0 })
  refundedAmount: number;

  /** The latest refund's id at the gateway. */
  @Column({ name: 'gateway_refund_id', type: 'varchar', length: 64, nullable: true })
  gatewayRefundId: string | null;

  @Column({ name: 'refunded_at', type: 'datetime', precision: 3, nullable: true })
  refundedAt: Date | null;

  /** The recurring subscription this debit belongs to (issue 26); null for a one-off order. */
  @Column({ name: 'recurring_id', type: 'int', nullable: true })
  recurringId: number | null;

  /** `gift`: bought for someone else (the gifts module); no period for the buyer, the recipient gets it. */
  @Column({ type: 'varchar', length: 16, default: 'membership' })
  purpose: PaymentPurpose;

  /**
   * When a newer checkout of the same student superseded this unpaid one (issue 35): it is no longer
   * payable, and money that reaches it anyway goes back in full.
   */
  @Column({ name: 'superseded_at', type: 'datetime', precision: 3, nullable: true })
  supersededAt: Date | null;

  /**
   * Why money that reached this payment is owed back in full (it was never granted): `superseded`
   * (a newer checkout won), `hold_lost` (its offer code or credits were no longer held when it was
   * paid) or `after_stop` (a renewal debit after the student stopped renewal). Null when it stands.
   */
  @Column({ name: 'rejected_reason', type: 'varchar', length: 16, nullable: true })
  rejectedReason: RejectedReason | null;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
