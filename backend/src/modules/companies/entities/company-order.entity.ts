import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One paid (or to be paid) order of a company's seats: its payment, seats and the period it bought. */
@Entity('company_orders')
@Index('UQ_company_orders_payment', ['paymentId'], { unique: true })
@Index('IDX_company_orders_company', ['companyId'])
export class CompanyOrder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId: number;

  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  @Column({ type: 'int' })
  seats: number;

  @Column({ type: 'int' })
  months: number;

  /** created, paid or refunded. */
  @Column({ type: 'varchar', length: 16 })
  status: 'created' | 'paid' | 'refunded';

  @Column({ name: 'period_start', type: 'datetime', precision: 3, nullable: true })
  periodStart: Date | null;

  @Column({ name: 'period_end', type: 'datetime', precision: 3, nullable: true })
  periodEnd: Date | null;
}
