import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A student's health notes (issue 25), sensitive personal data: the conditions their instructors
 * should know of, and whether they consent to share them (the consent's log: `health_note_consents`).
 * Shown only to the instructors of the classes they booked, and to admins, while `shared`.
 */
@Entity('health_notes')
export class HealthNote {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  /** The chosen conditions of HEALTH_CONDITIONS, comma-separated. */
  @Column({ type: 'varchar', length: 100, default: '' })
  conditions: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  other: string | null;

  /** The student's current consent to share the notes with their instructors. */
  @Column({ type: 'boolean', default: false })
  shared: boolean;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
