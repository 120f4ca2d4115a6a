import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last subscription number given in an IST year, incremented inside the payment transaction. */
@Entity('subscription_counters')
export class SubscriptionCounter {
  @PrimaryColumn({ type: 'int' })
  year: number;

  @Column({ name: 'last_value', type: 'int', default: 0 })
  lastValue: number;
}
