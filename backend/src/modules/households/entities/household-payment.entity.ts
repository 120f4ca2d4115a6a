import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A payment that buys (the first) or renews (a later one) a household, and the size it pays for. */
@Entity('household_payments')
@Index('IDX_household_payments_household', ['householdId'])
export class HouseholdPayment {
  @PrimaryColumn({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @Column({ name: 'household_id', type: 'int' })
  householdId: number;

  @Column({ type: 'int' })
  size: number;

  /** created, paid, refunded. */
  @Column({ type: 'varchar', length: 16, default: 'created' })
  state: 'created' | 'paid' | 'refunded';

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
