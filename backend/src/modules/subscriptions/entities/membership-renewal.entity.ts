import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Currency, PlanId, RenewalStatus } from '@yoga/contracts';

/**
 * The subscriptions module's own copy of each student's latest renewal (issue 35), kept from the
 * renewals module's `renewal.changed` events: what `renewal` of GET /api/subscriptions/me shows and what
 * the reminder scans read, without asking the renewals module (which imports this one).
 */
@Entity('membership_renewals')
export class MembershipRenewal {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  /** The renewals module's subscription (its id): a later one replaces an earlier one. */
  @Column({ name: 'recurring_id', type: 'int' })
  recurringId: number;

  @Column({ name: 'subscription_id', type: 'varchar', length: 64 })
  subscriptionId: string;

  @Column({ type: 'varchar', length: 16 })
  status: RenewalStatus;

  @Column({ name: 'next_charge_at', type: 'datetime', precision: 3, nullable: true })
  nextChargeAt: Date | null;

  /** Each debit, minor units. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ type: 'varchar', length: 16, nullable: true })
  method: string | null;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ name: 'payment_link', type: 'varchar', length: 2048, nullable: true })
  paymentLink: string | null;

  /** When the renewal was in this state (the event's): an older event changes nothing. */
  @Column({ name: 'changed_at', type: 'datetime', precision: 3 })
  changedAt: Date;
}
