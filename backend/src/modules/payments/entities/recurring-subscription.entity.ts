import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { PaymentGatewayName, RenewalStatus } from '@yoga/contracts';
import { PlanPurchase } from './plan-purchase.js';

/**
 * A student's membership that renews itself (issue 26): one Razorpay subscription (or its sandbox
 * twin). Each debit is a row of `payments` (`recurring_id`). Money in minor units.
 */
@Entity('recurring_subscriptions')
@Index('IDX_recurring_subscriptions_user', ['userId', 'id'])
export class RecurringSubscription extends PlanPurchase {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

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

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
