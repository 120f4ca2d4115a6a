import { Column } from 'typeorm';
import type { Currency, PlanId } from '@yoga/contracts';

/**
 * What a purchase is of, and for how much: the columns a one-off payment and a renewing subscription
 * share (TypeORM copies an abstract class's columns into each entity's own table). Money in minor units.
 */
export abstract class PlanPurchase {
  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  /** What the student pays (each debit, for a renewal), after the offer code's discount and credits. */
  @Column({ type: 'int' })
  amount: number;

  /** The offer code's discount (minor units), 0 without one. */
  @Column({ type: 'int', default: 0 })
  discount: number;

  /** The offer code applied (upper-case), if any. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  coupon: string | null;
}
