import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A subscription plan and its prices (issue 23): the plans module owns them. Amounts are integers in minor
 * units (paise, cents). A plan that has payments is never deleted: it is retired (`active` false).
 */
@Entity('plans')
export class PlanRow {
  /** The stable key every API names a plan by (`bumper`, `super`, `big`, …). */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  slug: string;

  @Column({ name: 'name_en', type: 'varchar', length: 32 })
  nameEn: string;

  @Column({ name: 'name_hi', type: 'varchar', length: 32 })
  nameHi: string;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: false })
  popular: boolean;

  @Column({ name: 'inr_original', type: 'int' })
  inrOriginal: number;

  @Column({ name: 'inr_offer', type: 'int' })
  inrOffer: number;

  @Column({ name: 'inr_redeemable', type: 'int' })
  inrRedeemable: number;

  @Column({ name: 'inr_show_discount', type: 'boolean', default: true })
  inrShowDiscount: boolean;

  @Column({ name: 'inr_label', type: 'varchar', length: 32, nullable: true })
  inrLabel: string | null;

  @Column({ name: 'usd_original', type: 'int' })
  usdOriginal: number;

  @Column({ name: 'usd_offer', type: 'int' })
  usdOffer: number;

  @Column({ name: 'usd_redeemable', type: 'int' })
  usdRedeemable: number;

  @Column({ name: 'usd_show_discount', type: 'boolean', default: true })
  usdShowDiscount: boolean;

  @Column({ name: 'usd_label', type: 'varchar', length: 32, nullable: true })
  usdLabel: string | null;

  /** Household plan (issue 35): what each member beyond the payer adds, paise. */
  @Column({ name: 'inr_household_member', type: 'int', default: 0 })
  inrHouseholdMember: number;

  /** Household plan: what each member beyond the payer adds, cents. */
  @Column({ name: 'usd_household_member', type: 'int', default: 0 })
  usdHouseholdMember: number;

  /**
   * Prices by country (issue 37): the figures in each currency the owner added (GBP, AED, CAD, AUD, SGD),
   * a JSON object keyed by currency (plans.mapper.ts reads and writes it); null: none added.
   */
  @Column({ name: 'extra_prices', type: 'text', nullable: true })
  extraPrices: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
