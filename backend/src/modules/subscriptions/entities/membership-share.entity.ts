import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Currency, PlanId } from '@yoga/contracts';

/**
 * Access to classes that another account pays for (issue 35: a household plan's member), kept here so
 * that "has an active membership" has one owner. The owner of the source (the households module) starts,
 * extends and ends it through this module's door; while it runs the member's own paid days wait (her
 * periods moved later by its length, and back by what is left when it ends early).
 */
@Entity('membership_shares')
@Index('UQ_membership_shares_source_user', ['source', 'sourceId', 'userId'], { unique: true })
@Index('IDX_membership_shares_user', ['userId', 'endsAt'])
export class MembershipShare {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Who gives it: `household`. */
  @Column({ type: 'varchar', length: 16 })
  source: 'household';

  /** The source's id (the household's). */
  @Column({ name: 'source_id', type: 'int' })
  sourceId: number;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'int' })
  months: number;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ name: 'starts_at', type: 'datetime', precision: 3 })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'datetime', precision: 3 })
  endsAt: Date;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
