import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PlanId } from '@yoga/contracts';

/**
 * A company that bought seats of a plan for its staff (issue 35): its B2B invoice details (legal name,
 * billing address, GST state and GSTIN), the seats it paid for and until when they give access.
 */
@Entity('companies')
@Index('IDX_companies_gstin', ['gstin'])
@Index('IDX_companies_email_domain', ['emailDomain'])
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'legal_name', type: 'varchar', length: 100 })
  legalName: string;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ name: 'state_code', type: 'varchar', length: 2 })
  stateCode: string;

  @Column({ type: 'varchar', length: 15 })
  gstin: string;

  /** Every address of this domain may claim a free seat (lower case); null: none may. */
  @Column({ name: 'email_domain', type: 'varchar', length: 253, nullable: true })
  emailDomain: string | null;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  /** Seats of the latest paid order (of the latest order until one is paid). */
  @Column({ type: 'int' })
  seats: number;

  /** When the seats' access ends; null until the first order is paid. */
  @Column({ name: 'ends_at', type: 'datetime', precision: 3, nullable: true })
  endsAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
