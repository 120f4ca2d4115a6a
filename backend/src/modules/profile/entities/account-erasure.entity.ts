import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@yoga/contracts';

/** The admin's log of deleted accounts: when, how it was confirmed, and what each module erased. */
@Entity('account_erasures')
export class AccountErasure {
  @PrimaryGeneratedColumn()
  id: number;

  /** The former account id (the account row itself is gone). */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ name: 'confirmed_by', type: 'varchar', length: 16 })
  confirmedBy: 'password' | 'code';

  /** JSON array of "key: what happened" lines (no personal data). */
  @Column({ type: 'text' })
  summary: string;

  @Index('IDX_account_erasures_erased_at')
  @CreateDateColumn({ name: 'erased_at' })
  erasedAt: Date;
}
