import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A milestone card the student chose to share (issue 27): the random token of its public page and
 * picture. One per student and milestone; deleted when the student stops sharing (the link then 404s).
 */
@Entity('milestone_shares')
@Index('UQ_milestone_shares_user_milestone', ['userId', 'milestone'], { unique: true })
@Index('UQ_milestone_shares_token', ['token'], { unique: true })
export class MilestoneShare {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** The milestone's key: `days-108`, `weekly-2` (milestoneKey). */
  @Column({ type: 'varchar', length: 16 })
  milestone: string;

  /** 22 characters of base64url (128 random bits): the card's page is `/m/<token>`. */
  @Column({ type: 'varchar', length: 32 })
  token: string;

  /** The card's language: 'en' or 'hi'. */
  @Column({ type: 'varchar', length: 2 })
  language: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
