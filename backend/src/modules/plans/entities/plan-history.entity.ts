import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every change of a plan (its creation too): who, when, and the plan before and after (JSON). */
@Entity('plan_price_history')
@Index('IDX_plan_price_history_slug', ['planSlug', 'id'])
export class PlanHistoryRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'plan_slug', type: 'varchar', length: 16 })
  planSlug: string;

  /** 'create' or 'update'. */
  @Column({ type: 'varchar', length: 16 })
  action: 'create' | 'update';

  /** The admin (null: the first start's seed). */
  @Column({ name: 'actor_id', type: 'int', nullable: true })
  actorId: number | null;

  /** The admin's name then (the account may change or go). */
  @Column({ name: 'actor_name', type: 'varchar', length: 120, nullable: true })
  actorName: string | null;

  /** The plan before, as GET /api/admin/plans gives it (null for a creation). */
  @Column({ type: 'text', nullable: true })
  before: string | null;

  @Column({ type: 'text' })
  after: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
