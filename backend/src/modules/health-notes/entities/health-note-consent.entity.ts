import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The log of the consent to share health notes: one row each time it is given or withdrawn. */
@Entity('health_note_consents')
export class HealthNoteConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_health_note_consents_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'boolean' })
  granted: boolean;

  /** Where it was given or withdrawn, e.g. 'profile_page'. */
  @Column({ type: 'varchar', length: 32 })
  source: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
