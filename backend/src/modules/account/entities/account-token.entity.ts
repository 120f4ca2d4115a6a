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
import { User } from '../../users/index.js';

/** What a token proves: a reset link, an email-change link, or a 6-digit sign-in code. */
export type AccountTokenPurpose = 'password_reset' | 'email_change' | 'sign_in_code';

/**
 * Single-use secrets sent by email. Only a hash is stored: SHA-256 of a link token (32 random bytes), an
 * HMAC (keyed with the server secret) of a 6-digit code, so a copy of the table opens no account.
 */
@Entity('account_tokens')
@Index('IDX_account_tokens_user_purpose', ['userId', 'purpose'])
export class AccountToken {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 16 })
  purpose: AccountTokenPurpose;

  @Index('IDX_account_tokens_token_hash')
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  /** The address an email change moves to (confirmed by opening the link sent there). */
  @Column({ name: 'new_email', type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;

  /**
   * The user's token version when this was sent: a password change or reset, or a block, moves the
   * version on, and every link and code sent before stops working.
   */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /** Wrong codes typed so far (codes only). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
