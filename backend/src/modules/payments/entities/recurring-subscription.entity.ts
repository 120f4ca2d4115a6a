import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PaymentGatewayName, RenewalPurpose, RenewalStatus } from '@yoga/contracts';
import { PlanPurchase } from './plan-purchase.js';

/**
 * A purchase that renews itself (issue 26): one Razorpay subscription (or its sandbox twin) of the
 * payer's membership, of a household she pays for or of a company's seats (`purpose`, `referenceId`;
 * issue 35). Each debit is a row of `payments` (`recurring_id`). Money in minor units.
 */
@Entity('recurring_subscriptions')
@Index('IDX_recurring_subscriptions_user', ['userId', 'id'])
@Index('IDX_recurring_subscriptions_purpose', ['purpose', 'referenceId', 'id'])
export class RecurringSubscription extends PlanPurchase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** What it renews: the payer's membership, a household or a company's seats (issue 35). */
  @Column({ type: 'varchar', length: 16, default: 'membership' })
  purpose: RenewalPurpose;

  /** The household's or the company's id; null for a membership. */
  @Column({ name: 'reference_id', type: 'int', nullable: true })
  referenceId: number | null;

  @Column({ type: 'varchar', length: 16 })
  gateway: PaymentGatewayName;

  @Index('UQ_recurring_subscriptions_gateway_id', { unique: true })
  @Column({ name: 'gateway_subscription_id', type: 'varchar', length: 64 })
  gatewaySubscriptionId: string;

  @Column({ name: 'gateway_plan_id', type: 'varchar', length: 64 })
  gatewayPlanId: string;

  @Column({ type: 'varchar', length: 16, default: 'created' })
  status: RenewalStatus;

  /** upi, card, emandate, … (Razorpay's payment method) once the first payment names it. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  method: string | null;

  @Column({ name: 'next_charge_at', type: 'datetime', precision: 3, nullable: true })
  nextChargeAt: Date | null;

  /** Debits paid (the first one included). */
  @Column({ name: 'paid_count', type: 'int', default: 0 })
  paidCount: number;

  /** Renewal failures in a row (reset by a paid debit). */
  @Column({ type: 'int', default: 0 })
  failures: number;

  /** The payment link sent when renewal halted. */
  @Column({ name: 'payment_link', type: 'varchar', length: 2048, nullable: true })
  paymentLink: string | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** When the last "renews in 3 days" reminder was sent (for this next_charge_at). */
  @Column({ name: 'reminded_for', type: 'datetime', precision: 3, nullable: true })
  remindedFor: Date | null;

  /** When it was stopped here (the student's stop, the admin's, a newer checkout, a deleted account). */
  @Column({ name: 'stopped_at', type: 'datetime', precision: 3, nullable: true })
  stoppedAt: Date | null;

  /** When a newer checkout superseded it before its first payment (issue 35). */
  @Column({ name: 'superseded_at', type: 'datetime', precision: 3, nullable: true })
  supersededAt: Date | null;

  /**
   * The gateway's status as last seen (its answers and webhooks): what may still debit the student
   * there, whatever our own status says. Null before the gateway said anything.
   */
  @Column({ name: 'gateway_status', type: 'varchar', length: 16, nullable: true })
  gatewayStatus: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
