import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A practice challenge the admin runs (issue 27): N days from an IST date, practise on M of them. */
@Entity('challenges')
export class ChallengeRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'name_en', type: 'varchar', length: 200 })
  nameEn: string;

  @Column({ name: 'name_hi', type: 'varchar', length: 200 })
  nameHi: string;

  @Column({ name: 'description_en', type: 'text', nullable: true })
  descriptionEn: string | null;

  @Column({ name: 'description_hi', type: 'text', nullable: true })
  descriptionHi: string | null;

  /** IST date of the first day. */
  @Column({ name: 'starts_on', type: 'varchar', length: 10 })
  startsOn: string;

  @Column({ type: 'int' })
  days: number;

  @Column({ name: 'min_days', type: 'int' })
  minDays: number;

  @Column({ name: 'trial_allowed', type: 'boolean', default: true })
  trialAllowed: boolean;

  @Column({ type: 'int', nullable: true })
  places: number | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
