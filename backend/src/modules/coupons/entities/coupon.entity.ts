import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CouponAppliesTo } from '@yoga/contracts';

/**
 * An offer code. Exactly one of `percentOff` and the fixed amounts (per currency, minor units).
 * `taken` counts the uses held by open orders and spent by paid ones: the conditional update that
 * raises it (never past `maxRedemptions`) is what keeps concurrent orders within the limit.
 */
@Entity('coupons')
export class Coupon {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper-case; compared case-insensitively by normalising the input. */
  @Index('UQ_coupons_code', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  code: string;

  @Column({ name: 'percent_off', type: 'int', nullable: true })
  percentOff: number | null;

  @Column({ name: 'amount_off_inr', type: 'int', nullable: true })
  amountOffInr: number | null;

  @Column({ name: 'amount_off_usd', type: 'int', nullable: true })
  amountOffUsd: number | null;

  /** Comma-separated plan slugs; null: every plan. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  plans: string | null;

  /** IST dates (YYYY-MM-DD), inclusive. */
  @Column({ name: 'valid_from', type: 'varchar', length: 10, nullable: true })
  validFrom: string | null;

  @Column({ name: 'valid_to', type: 'varchar', length: 10, nullable: true })
  validTo: string | null;

  @Column({ name: 'max_redemptions', type: 'int', nullable: true })
  maxRedemptions: number | null;

  @Column({ name: 'max_per_student', type: 'int', default: 1 })
  maxPerStudent: number;

  @Column({ name: 'first_purchase_only', type: 'boolean', default: false })
  firstPurchaseOnly: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'show_on_price_page', type: 'boolean', default: false })
  showOnPricePage: boolean;

  /** Which payments get the discount (issue 38): the first only, or every debit of a renewal. */
  @Column({ name: 'applies_to', type: 'varchar', length: 16, default: 'first_payment' })
  appliesTo: CouponAppliesTo;

  /** Uses held or spent (see the class comment). */
  @Column({ type: 'int', default: 0 })
  taken: number;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
