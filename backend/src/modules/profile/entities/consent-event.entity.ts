import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ConsentChannel } from '@yoga/contracts';
import { User } from '../../users/index.js';

/**
 * The consent log (DPDP): every time a person gives or withdraws a consent, one row with the time and where
 * it happened. The current choice is the newest row per channel; no row means not given.
 */
@Entity('consent_events')
@Index('IDX_consent_events_user_channel', ['userId', 'channel'])
export class ConsentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** 'whatsapp' or 'email'. */
  @Column({ type: 'varchar', length: 16 })
  channel: ConsentChannel;

  /** What the consent is for. */
  @Column({ type: 'varchar', length: 32, default: 'class_reminders' })
  purpose: string;

  @Column({ type: 'boolean' })
  granted: boolean;

  /** Where it was given or withdrawn, e.g. 'profile_page'. */
  @Column({ type: 'varchar', length: 32 })
  source: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
