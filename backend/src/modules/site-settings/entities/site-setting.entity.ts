import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One stored settings document of the site-settings module, as JSON: `business` (the business details,
 * GET /api/site-settings) and `rules` (the business rules). A missing row means "the first seed":
 * the environment's values (BUSINESS_*, GRIEVANCE_*, GST_*, REFERRAL_REWARD_*) and today's defaults.
 */
@Entity('site_settings')
export class SiteSetting {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  /** The admin who saved it last (null: the seed). */
  @Column({ name: 'updated_by', type: 'int', nullable: true })
  updatedBy: number | null;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
