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

/** Where a TV's sign-in stands: waiting, approved on the phone, declined there, or its token handed out. */
export type DeviceAuthorizationStatus = 'pending' | 'approved' | 'denied' | 'spent';

/**
 * A TV's sign-in by code (issue 37, OAuth device flow, RFC 8628). In the database, so every instance
 * answers the TV's polls and the phone's approval alike. Only hashes of the two codes are stored (SHA-256
 * of the device code, an HMAC keyed with the server secret of the user code): a copy of the table signs
 * no TV in. Rows live 10 minutes; each new one clears those expired a day ago.
 */
@Entity('device_authorizations')
export class DeviceAuthorization {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_device_authorizations_device_code', { unique: true })
  @Column({ name: 'device_code_hash', type: 'varchar', length: 64 })
  deviceCodeHash: string;

  @Index('IDX_device_authorizations_user_code')
  @Column({ name: 'user_code_hash', type: 'varchar', length: 64 })
  userCodeHash: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: DeviceAuthorizationStatus;

  /** The account that approved it on the phone (null until then). */
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_device_authorizations_user' })
  user: Relation<User>;

  /** The approving account's token version: a password change or block before the TV collects stops it. */
  @Column({ name: 'token_version', type: 'int', nullable: true })
  tokenVersion: number | null;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  /** The TV's last poll that was answered (polls closer than the interval get slow_down). */
  @Column({ name: 'last_polled_at', type: 'datetime', nullable: true })
  lastPolledAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
