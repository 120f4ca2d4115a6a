import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Currency, PlanId } from '@yoga/contracts';

/** created: ordered, not paid yet; active: paid (runs until `endsAt`); ended: refunded. */
export type HouseholdState = 'created' | 'active' | 'ended';

/** A household plan (issue 35): one payer, up to `size` members with her. */
@Entity('households')
@Index('IDX_households_payer', ['payerId', 'id'])
export class Household {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'payer_id', type: 'int' })
  payerId: number;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  /** With the payer. */
  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 16, default: 'created' })
  state: HouseholdState;

  /** The payer's paid period (its first payment's start; its last payment's end). */
  @Column({ name: 'starts_at', type: 'datetime', precision: 3, nullable: true })
  startsAt: Date | null;

  @Column({ name: 'ends_at', type: 'datetime', precision: 3, nullable: true })
  endsAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
